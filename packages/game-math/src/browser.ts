/**
 * The browser-safe entry of game-math: every engine, paytable and helper, and the provably-fair
 * stream on @noble/hashes (PortableFairRng), without node:crypto. The provably-fair verifier in the
 * web app runs the engines' own code through this entry. `index.ts` adds the node-only sources.
 */
export * from './rng/rng.ts';
export * from './rng/seeded-rng.ts';
export * from './rng/fair-seeds.ts';
export * from './rng/portable-fair-rng.ts';
export * from './engine/engine.ts';
export * from './engine/play.ts';
export * from './sim/stats.ts';
export * from './slots/strips.ts';
export * from './slots/line/line-config.ts';
export * from './slots/line/line-eval.ts';
export * from './slots/line/line-rtp.ts';
export * from './slots/line/line-variants.ts';
export * from './slots/line/line-engine.ts';
export * from './slots/jackpot/jackpot-slot.ts';
export * from './table/roulette-bets.ts';
export * from './table/roulette.ts';
export * from './instant/dice.ts';
export * from './instant/crash.ts';
export * from './instant/mines.ts';
export * from './instant/scratch.ts';
export * from './slots/ways/ways-config.ts';
export * from './slots/ways/ways-eval.ts';
export * from './slots/ways/ways-rtp.ts';
export * from './slots/ways/ways-variants.ts';
export * from './slots/ways/ways-engine.ts';
export * from './slots/cluster/cluster-config.ts';
export * from './slots/cluster/cluster-eval.ts';
export * from './slots/cluster/cluster-engine.ts';
export * from './table/cards.ts';
export * from './table/blackjack/blackjack-rules.ts';
export * from './table/blackjack/blackjack-engine.ts';
export * from './table/blackjack/basic-strategy.ts';
export * from './table/video-poker/poker-hand.ts';
export * from './table/video-poker/job-strategy.ts';
export * from './table/video-poker/optimal-hold.ts';
export * from './table/video-poker/video-poker-engine.ts';
export * from './table/baccarat/baccarat.ts';
export * from './table/baccarat/baccarat-engine.ts';
export * from './live/live-table.ts';
export * from './slots/cluster/cluster-variants.ts';
export * from './sim/simulate.ts';
export * from './table/blackjack/blackjack-rtp.ts';
export * from './catalogue.ts';
export * from './sim/policies.ts';
export * from './sim/rtp-check.ts';
export * from './catalogue-slots.ts';
export * from './fairness/recompute.ts';
