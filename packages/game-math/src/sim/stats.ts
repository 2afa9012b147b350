export interface RtpSnapshot {
  rounds: number;
  totalStake: number;
  totalWin: number;
  mean: number;
  m2: number;
  maxMultiplier: number;
  hits: number;
}

/** Running mean/variance (Welford) of per-round return = win / stake, plus the pooled RTP. */
export class RtpAccumulator {
  rounds = 0;
  totalStake = 0;
  totalWin = 0;
  private mean = 0;
  private m2 = 0;
  maxMultiplier = 0;
  hits = 0;

  add(stake: number, win: number): void {
    this.rounds++;
    this.totalStake += stake;
    this.totalWin += win;
    if (win > 0) this.hits++;
    const x = stake > 0 ? win / stake : 0;
    if (x > this.maxMultiplier) this.maxMultiplier = x;
    const delta = x - this.mean;
    this.mean += delta / this.rounds;
    this.m2 += delta * (x - this.mean);
  }

  /** Plain numbers, to send across processes and merge back with `RtpAccumulator.from`. */
  snapshot(): RtpSnapshot {
    return {
      rounds: this.rounds,
      totalStake: this.totalStake,
      totalWin: this.totalWin,
      mean: this.mean,
      m2: this.m2,
      maxMultiplier: this.maxMultiplier,
      hits: this.hits,
    };
  }

  static from(snapshot: RtpSnapshot): RtpAccumulator {
    const acc = new RtpAccumulator();
    Object.assign(acc, snapshot);
    return acc;
  }

  /** Adds another accumulator's rounds (Chan et al.'s pairwise update of mean and variance). */
  merge(other: RtpAccumulator | RtpSnapshot): this {
    const o = other instanceof RtpAccumulator ? other.snapshot() : other;
    if (o.rounds === 0) return this;
    const n = this.rounds + o.rounds;
    const delta = o.mean - this.mean;
    this.m2 += o.m2 + (delta * delta * this.rounds * o.rounds) / n;
    this.mean += (delta * o.rounds) / n;
    this.rounds = n;
    this.totalStake += o.totalStake;
    this.totalWin += o.totalWin;
    this.hits += o.hits;
    this.maxMultiplier = Math.max(this.maxMultiplier, o.maxMultiplier);
    return this;
  }

  get rtp(): number {
    return this.totalStake > 0 ? this.totalWin / this.totalStake : 0;
  }

  /** Standard deviation of the per-round return (in units of stake). */
  get stdDev(): number {
    return this.rounds > 1 ? Math.sqrt(this.m2 / (this.rounds - 1)) : 0;
  }

  /**
   * Half-width of the 99% confidence interval of the RTP (z = 2.5758). Exact for equal stakes;
   * for varying stakes (blackjack doubles) the ratio estimator's error is close enough.
   */
  get ci99(): number {
    return this.rounds > 1 ? (2.5758 * this.stdDev) / Math.sqrt(this.rounds) : Infinity;
  }
}
