/** Everything in browser.ts plus the node:crypto sources (CSPRNG, provably-fair on node:crypto). */
export * from './browser.ts';
export * from './rng/crypto-rng.ts';
export * from './rng/provably-fair.ts';
