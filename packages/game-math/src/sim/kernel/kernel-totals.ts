import type { RtpSnapshot } from '../stats.ts';

/**
 * What a kernel adds up over a chunk of rounds at one fixed stake: enough for the exact RTP and
 * the variance of a round's return, without a division per round. Converted to an `RtpSnapshot`
 * so chunks merge with `RtpAccumulator.merge` like the engine's simulations.
 */
export class KernelTotals {
  rounds = 0;
  totalWin = 0;
  /** Σ win² in minor units²: each term is exact (wins stay far below 2^26), the sum rounds like any double. */
  sumSquares = 0;
  hits = 0;
  maxWin = 0;

  constructor(readonly stake: number) {}

  add(win: number): void {
    this.rounds++;
    this.totalWin += win;
    this.sumSquares += win * win;
    if (win > 0) this.hits++;
    if (win > this.maxWin) this.maxWin = win;
  }

  snapshot(): RtpSnapshot {
    const n = this.rounds;
    const stake = this.stake;
    const mean = n > 0 ? this.totalWin / stake / n : 0;
    const m2 = n > 0 ? Math.max(0, this.sumSquares / (stake * stake) - n * mean * mean) : 0;
    return {
      rounds: n,
      totalStake: n * stake,
      totalWin: this.totalWin,
      mean,
      m2,
      maxMultiplier: n > 0 ? this.maxWin / stake : 0,
      hits: this.hits,
    };
  }
}
