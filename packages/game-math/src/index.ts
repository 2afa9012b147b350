/** Everything in browser.ts plus the node:crypto sources (CSPRNG, provably-fair on node:crypto) and the RTP simulation kernels. */
export * from './browser.ts';
export * from './rng/crypto-rng.ts';
export * from './rng/provably-fair.ts';
export * from './sim/kernel/sim-stream.ts';
export * from './sim/kernel/slot-kernel.ts';
export * from './sim/kernel/kernel-totals.ts';
export * from './sim/kernel/line-kernel.ts';
export * from './sim/kernel/ways-kernel.ts';
export * from './sim/kernel/cluster-kernel.ts';
export * from './sim/kernel/kernel-catalogue.ts';
export * from './sim/kernel/kernel-crosscheck.ts';
