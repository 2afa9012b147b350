export * from './database';
export * from './transaction';
export * from './repository';
export * from './prepared';
