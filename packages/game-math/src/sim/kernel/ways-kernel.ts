import type { WaysSlotConfig } from '../../slots/ways/ways-config.ts';
import type { WaysSlotBet } from '../../slots/ways/ways-engine.ts';
import type { KernelTotals } from './kernel-totals.ts';
import { acceptLimit, type SimStream } from './sim-stream.ts';
import type { KernelRoundDetails, SlotKernel } from './slot-kernel.ts';

/**
 * Ways slot kernel. The engine draws a height per reel, then each cell from the reel's weights;
 * here both draws go through lookup tables (draw → height, draw → symbol id; a reel's cells in
 * one `SimStream.fill`), and each drawn cell bumps a per-reel symbol counter, so evaluating the ways is a product of counters per paying
 * symbol (its own count plus the reel's wilds), stopped at the first reel without it.
 */
export class WaysKernel implements SlotKernel {
  readonly engineId: string;
  readonly stake: number;
  readonly last: KernelRoundDetails = { extraSteps: 0, jackpotContribution: 0, jackpotWon: false, capped: false };

  private readonly reels: number;
  /** Symbol ids: paying symbols 0..paying−1 (payMillis order), then the wild, then the rest. */
  private readonly symbols: number;
  private readonly paying: number;
  private readonly wildId: number;
  private readonly heightTotal: number;
  private readonly heightLimit: number;
  private readonly heightOf: Uint8Array;
  private readonly weightTotals: Int32Array;
  private readonly weightLimits: Float64Array;
  /** [reel][draw] → symbol id. */
  private readonly reelSymbols: Uint8Array[];
  /** The cells of the reel being drawn. */
  private readonly cells: Uint8Array;
  /** [p × reels + reels matched − 1] → pay per way, thousandths of the bet. */
  private readonly payMillis: Float64Array;
  private readonly amount: number;
  private readonly cap: number;
  /** [reel × symbols + id] → cells showing that symbol this round. */
  private readonly counts: Int32Array;

  constructor(config: WaysSlotConfig, options: { bet: WaysSlotBet }) {
    const { amount } = options.bet;
    if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('bet must be a positive integer');
    this.engineId = config.id;
    this.amount = amount;
    this.stake = amount;
    this.cap = config.maxWin * amount;
    const R = config.weights.length;
    this.reels = R;

    const payingSymbols = Object.keys(config.payMillis).filter((s) => s !== config.wild);
    const names = [...payingSymbols, config.wild];
    for (const w of config.weights) for (const s of Object.keys(w)) if (!names.includes(s)) names.push(s);
    if (names.length > 255) throw new RangeError('too many symbols');
    const id = new Map(names.map((s, i) => [s, i]));
    this.symbols = names.length;
    this.paying = payingSymbols.length;
    this.wildId = id.get(config.wild)!;

    this.heightTotal = config.heights.reduce((s, h) => s + h.weight, 0);
    this.heightLimit = acceptLimit(this.heightTotal);
    this.heightOf = new Uint8Array(this.heightTotal);
    // the engine walks the heights in order and falls back to the first height (never reached with integer weights)
    let at = 0;
    for (const h of config.heights) for (let i = 0; i < h.weight; i++) this.heightOf[at++] = h.height;
    if (config.heights.some((h) => !Number.isInteger(h.weight) || h.weight < 0 || h.height < 0 || h.height > 255))
      throw new RangeError('bad heights');

    const totals = config.weights.map((w) => Object.values(w).reduce((a, b) => a + b, 0));
    this.weightTotals = Int32Array.from(totals);
    this.weightLimits = Float64Array.from(totals, (t) => acceptLimit(t));
    this.reelSymbols = config.weights.map((w, r) => {
      const table = new Uint8Array(totals[r]);
      let x = 0;
      for (const [s, weight] of Object.entries(w)) {
        if (!Number.isInteger(weight) || weight < 0) throw new RangeError('weights must be non-negative integers');
        for (let i = 0; i < weight; i++) table[x++] = id.get(s)!;
      }
      return table;
    });
    this.cells = new Uint8Array(Math.max(...config.heights.map((h) => h.height), 1));

    this.payMillis = new Float64Array(this.paying * R);
    payingSymbols.forEach((s, p) => {
      for (let k = 1; k <= R; k++) this.payMillis[p * R + k - 1] = config.payMillis[s][k - 1] ?? 0;
    });
    this.counts = new Int32Array(R * this.symbols);
  }

  playRound(stream: SimStream): number {
    const R = this.reels;
    const S = this.symbols;
    const counts = this.counts;
    const cells = this.cells;
    counts.fill(0);
    for (let r = 0; r < R; r++) {
      const height = this.heightOf[stream.below(this.heightTotal, this.heightLimit)];
      const total = this.weightTotals[r];
      const limit = this.weightLimits[r];
      const row = r * S;
      stream.fill(cells, 0, height, total, limit, this.reelSymbols[r]);
      for (let i = 0; i < height; i++) counts[row + cells[i]]++;
    }

    const wild = this.wildId;
    let millis = 0;
    for (let p = 0; p < this.paying; p++) {
      let ways = 1;
      let matched = 0;
      for (let r = 0; r < R; r++) {
        const n = counts[r * S + p] + counts[r * S + wild];
        if (n === 0) break;
        ways *= n;
        matched++;
      }
      if (matched > 0) {
        const pay = this.payMillis[p * R + matched - 1];
        if (pay > 0) millis += pay * ways;
      }
    }
    const raw = Math.floor((this.amount * millis) / 1000);
    const capped = raw > this.cap;
    this.last.capped = capped;
    return capped ? this.cap : raw;
  }

  run(stream: SimStream, rounds: number, totals: KernelTotals): void {
    for (let i = 0; i < rounds; i++) totals.add(this.playRound(stream));
  }
}
