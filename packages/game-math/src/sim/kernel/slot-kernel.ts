import type { KernelTotals } from './kernel-totals.ts';
import type { SimStream } from './sim-stream.ts';

/**
 * A simulation kernel: one slot engine's round rebuilt for speed from the engine's own config
 * (the same reel strips, weights and paytables), drawing from a `SimStream` in exactly the order
 * the engine draws from `SeededRng`. Per round it allocates nothing. It is for RTP simulation
 * only; the engine stays the only thing that plays for money.
 */
export interface SlotKernel {
  readonly engineId: string;
  /** Stake of one round (the kernel is built for one bet). */
  readonly stake: number;
  /** Plays one round and returns its credited win (the engine's `playRound(...).win`). */
  playRound(stream: SimStream): number;
  /** Plays `rounds` rounds into `totals` (jackpot contributions counted as returned when asked). */
  run(stream: SimStream, rounds: number, totals: KernelTotals): void;
  /** The last round's details, for cross-checks against the engine. */
  readonly last: KernelRoundDetails;
}

export interface KernelRoundDetails {
  /** Spins or cascade steps after the first one: free spins (line), cascades (cluster), 0 (ways). */
  extraSteps: number;
  /** Jackpot engines: the paid spin's pool contribution and whether it won the pool. */
  jackpotContribution: number;
  jackpotWon: boolean;
  /** The round hit the win cap. */
  capped: boolean;
}

/** Rounds of a `playRound` longer than this throw, as `playRound` does for an engine. */
export const KERNEL_MAX_STEPS = 10_000;

export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function symbolIndex(symbols: Iterable<string>): Map<string, number> {
  const ids = new Map<string, number>();
  for (const s of symbols) if (!ids.has(s)) ids.set(s, ids.size);
  return ids;
}
