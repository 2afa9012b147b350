export * from './database';
export * from './transaction';
