import type { LineSlotConfig } from './line-config.ts';
import { countScatters, evaluateLines, evaluateLine, windowAt } from './line-eval.ts';

export interface LineSlotRtp {
  /** Line wins of one paid spin, × total bet. */
  lineRtp: number;
  /** Scatter pays of one paid spin, × total bet. */
  scatterRtp: number;
  /** P(a spin awards free spins). */
  triggerProbability: number;
  /** Expected free spins awarded per paid spin. */
  expectedAward: number;
  /** Expected free spins awarded per free spin (retriggers). */
  freeSpinAward: number;
  /** Expected win of one free spin, × total bet (multiplier applied). */
  freeSpinValue: number;
  /** Free-spin contribution to a paid spin's return. */
  featureRtp: number;
  /** Whole game: lineRtp + scatterRtp + featureRtp. */
  total: number;
  /** Bonus buy: expected feature win / price. */
  bonusBuy?: number;
  /** Expected win of a bought feature, × total bet. */
  bonusBuyValue?: number;
}

/** Symbol → count on each reel. */
function reelFrequencies(reels: string[][]): Map<string, number>[] {
  return reels.map((strip) => {
    const m = new Map<string, number>();
    for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1);
    return m;
  });
}

/**
 * Expected pay of one line, × line bet, exactly. Every payline takes one cell per reel, reels stop
 * independently, and the cell on any row of a reel shows each symbol with probability
 * count/length. So the line's symbols are independent across reels with those marginals, and a
 * sum over symbol 5-tuples weighted by counts (≤ 12^5 terms) is exact — and the same for every line.
 */
export function expectedLinePay(config: Pick<LineSlotConfig, 'reels' | 'pays' | 'wild' | 'scatter'>): number {
  const freqs = reelFrequencies(config.reels).map((m) => [...m.entries()]);
  const lengths = config.reels.map((r) => r.length);
  const symbols: string[] = new Array(config.reels.length);
  let total = 0;
  const walk = (reel: number, weight: number): void => {
    if (reel === freqs.length) {
      const win = evaluateLine(symbols, config);
      if (win) total += win.pay * weight;
      return;
    }
    for (const [s, n] of freqs[reel]) {
      symbols[reel] = s;
      walk(reel + 1, weight * n);
    }
  };
  walk(0, 1);
  return total / lengths.reduce((p, l) => p * l, 1);
}

/** Distribution of scatters in the window, exactly: per-reel counts over all stops, convolved. */
export function scatterDistribution(config: Pick<LineSlotConfig, 'reels' | 'rows' | 'scatter'>): number[] {
  let dist = [1];
  for (const strip of config.reels) {
    const perReel = new Array(config.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < config.rows; row++) if (strip[(stop + row) % strip.length] === config.scatter) n++;
      perReel[n] += 1 / strip.length;
    }
    const next = new Array(dist.length + config.rows).fill(0);
    dist.forEach((p, i) => perReel.forEach((q, j) => (next[i + j] += p * q)));
    dist = next;
  }
  return dist;
}

/**
 * Exact RTP of the uncapped game. A paid spin awards A_b free spins on average; each free spin
 * (on the free-spin reels) awards A_f more, so N awarded spins last N / (1 − A_f) spins on average:
 *   RTP = line + scatter + A_b × v / (1 − A_f),  v = multiplier × (line_f + scatter_f).
 */
export function lineSlotRtp(config: LineSlotConfig): LineSlotRtp {
  const base = spinParts(config, config.reels);
  const free = config.freeSpinReels ? spinParts(config, config.freeSpinReels) : base;
  if (free.expectedAward >= 1) throw new RangeError(`${config.id}: free spins never end on average (A = ${free.expectedAward})`);
  const freeSpinValue = config.freeSpinMultiplier * (free.lineRtp + free.scatterRtp);
  const featureRtp = (freeSpinValue * base.expectedAward) / (1 - free.expectedAward);
  const result: LineSlotRtp = {
    lineRtp: base.lineRtp,
    scatterRtp: base.scatterRtp,
    triggerProbability: base.triggerProbability,
    expectedAward: base.expectedAward,
    freeSpinValue,
    freeSpinAward: free.expectedAward,
    featureRtp,
    total: base.lineRtp + base.scatterRtp + featureRtp,
  };
  if (config.bonusBuy) {
    result.bonusBuyValue = (freeSpinValue * config.bonusBuy.spins) / (1 - free.expectedAward);
    result.bonusBuy = result.bonusBuyValue / config.bonusBuy.price;
  }
  return result;
}

function spinParts(config: LineSlotConfig, reels: string[][]) {
  const lineRtp = expectedLinePay({ ...config, reels }); // lines × E[line pay] × lineBet / (lines × lineBet)
  const dist = scatterDistribution({ ...config, reels });
  let scatterRtp = 0;
  let triggerProbability = 0;
  let expectedAward = 0;
  dist.forEach((p, n) => {
    scatterRtp += p * (config.scatterPays[Math.min(n, config.scatterPays.length - 1)] ?? 0);
    const award = config.freeSpinAwards[Math.min(n, config.freeSpinAwards.length - 1)] ?? 0;
    if (award > 0) triggerProbability += p;
    expectedAward += p * award;
  });
  return { lineRtp, scatterRtp, triggerProbability, expectedAward };
}

/**
 * Brute force over every stop combination (only for small strips): line and scatter pays and the
 * expected free spins awarded, per paid spin. Used to check the formulas above.
 */
export function enumerateBaseSpin(config: LineSlotConfig): { lineRtp: number; scatterRtp: number; expectedAward: number; combos: number } {
  const lengths = config.reels.map((r) => r.length);
  const combos = lengths.reduce((p, l) => p * l, 1);
  const stops = new Array(lengths.length).fill(0);
  let line = 0;
  let scatter = 0;
  let award = 0;
  for (let c = 0; c < combos; c++) {
    let x = c;
    for (let r = 0; r < lengths.length; r++) {
      stops[r] = x % lengths[r];
      x = Math.floor(x / lengths[r]);
    }
    const window = windowAt(config.reels, stops, config.rows);
    for (const w of evaluateLines(window, config)) line += w.pay;
    const n = countScatters(window, config.scatter);
    scatter += config.scatterPays[Math.min(n, config.scatterPays.length - 1)] ?? 0;
    award += config.freeSpinAwards[Math.min(n, config.freeSpinAwards.length - 1)] ?? 0;
  }
  return { lineRtp: line / config.paylines.length / combos, scatterRtp: scatter / combos, expectedAward: award / combos, combos };
}
