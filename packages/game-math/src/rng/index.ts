export * from './rng.ts';
export * from './crypto-rng.ts';
export * from './seeded-rng.ts';
export * from './provably-fair.ts';
