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
