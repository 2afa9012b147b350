export * from './locales';
export * from './constants';
export * from './money';
export * from './errors';
export * from './app-config';
export * from './wallet';
export * from './rgs';
export * from './games';
