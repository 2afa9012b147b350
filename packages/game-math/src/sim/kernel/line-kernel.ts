import type { LineSlotConfig } from '../../slots/line/line-config.ts';
import type { JackpotOptions, LineSlotBet } from '../../slots/line/line-engine.ts';
import type { KernelTotals } from './kernel-totals.ts';
import { acceptLimit, type SimStream } from './sim-stream.ts';
import { KERNEL_MAX_STEPS, popcount32, symbolIndex, type KernelRoundDetails, type SlotKernel } from './slot-kernel.ts';

/**
 * One reel set (base or free-spin reels) precomputed for line evaluation. For every reel r, stop
 * s and paying symbol p, `lineMask` holds the paylines (one bit each) whose cell on reel r shows
 * p or the wild. A payline pays p for k or more when its first k cells are all p-or-wild and not
 * all wild, so the lines paying p for ≥ k are an AND of k table entries minus the all-wild lines,
 * and the line pays of a spin are Σ_k Δpay(p, k) × popcount(those lines). Lines that start with
 * enough wilds to pay as wilds take the slow path (the engine's own rule, on symbol ids).
 */
interface ReelTables {
  reels: number;
  maxLength: number;
  lengths: Int32Array;
  limits: Float64Array;
  /** [(reel × maxLength + stop) × payingSymbols + p] → line bits. */
  lineMask: Int32Array;
  /** [reel × maxLength + stop] → lines whose cell on that reel is the wild. */
  wildMask: Int32Array;
  /** [reel × maxLength + stop] → scatters in the window of that reel. */
  scatters: Uint8Array;
  /** [(reel × maxLength + stop) × rows + row] → symbol id. */
  cells: Uint8Array;
  /** Paying symbols that can start a line at each stop of reel 1: candidates[candidateStart[s]..candidateStart[s+1]). */
  candidateStart: Int32Array;
  candidates: Uint8Array;
}

export interface LineKernelOptions {
  bet: LineSlotBet;
  jackpot?: JackpotOptions;
  /** Count the jackpot contribution as returned (the bench does, as `simulateRtp` does when asked). */
  countJackpotContribution?: boolean;
}

export class LineKernel implements SlotKernel {
  readonly engineId: string;
  readonly stake: number;
  readonly last: KernelRoundDetails = { extraSteps: 0, jackpotContribution: 0, jackpotWon: false, capped: false };

  private readonly base: ReelTables;
  private readonly free: ReelTables;
  private readonly reels: number;
  private readonly rows: number;
  private readonly lines: number;
  private readonly paying: number;
  /** [p × (reels + 1) + k] = pay(p, k) − pay(p, k − 1), × line bet. */
  private readonly deltaPay: Float64Array;
  /** [symbolId × reels + (count − 1)] = pay × line bet (0 for symbols that do not pay). */
  private readonly payBySymbol: Float64Array;
  /** [line × reels + reel] = row. */
  private readonly paylineRows: Int32Array;
  private readonly wildId: number;
  private readonly scatterId: number;
  /** Fewest leading wilds that pay as wilds (0: wilds never pay by themselves). */
  private readonly minWildRun: number;
  private readonly scatterPayByCount: Float64Array;
  private readonly awardByCount: Float64Array;
  private readonly lineBet: number;
  private readonly cap: number;
  private readonly freeMultiplier: number;
  private readonly buySpins: number;
  private readonly jackpotContribution: number;
  private readonly jackpotOneIn: number;
  private readonly jackpotLimit: number;
  private readonly countContribution: boolean;

  private readonly stops: Int32Array;
  private readonly allWild: Int32Array;
  private allWildSet = false;
  /** Free spins awarded by the last spin. */
  private awarded = 0;

  constructor(config: LineSlotConfig, options: LineKernelOptions) {
    const { bet, jackpot } = options;
    const lines = config.paylines.length;
    const buy = jackpot ? undefined : config.bonusBuy;
    if (!Number.isInteger(bet.amount) || bet.amount <= 0 || bet.amount % lines !== 0)
      throw new RangeError(`bet must be a positive multiple of ${lines}`);
    if (bet.buyBonus && !buy) throw new RangeError(`${config.id} has no bonus buy`);
    if (lines > 32) throw new RangeError('the line kernel handles at most 32 paylines');
    const freeReels = config.freeSpinReels ?? config.reels;
    if (freeReels.length !== config.reels.length) throw new RangeError('base and free-spin reels differ in count');

    this.engineId = config.id;
    this.reels = config.reels.length;
    this.rows = config.rows;
    this.lines = lines;
    this.lineBet = bet.amount / lines;
    this.cap = config.maxWin * bet.amount;
    this.freeMultiplier = config.freeSpinMultiplier;
    this.buySpins = bet.buyBonus ? buy!.spins : 0;
    this.stake = bet.buyBonus ? buy!.price * bet.amount : bet.amount;
    this.jackpotContribution = jackpot ? Math.floor(this.stake * jackpot.contribution) : 0;
    this.jackpotOneIn = jackpot ? jackpot.oneIn : 0;
    this.jackpotLimit = jackpot ? acceptLimit(jackpot.oneIn) : 0;
    this.countContribution = !!options.countJackpotContribution;

    const ids = symbolIndex([...config.reels.flat(), ...freeReels.flat(), ...Object.keys(config.pays), config.wild, config.scatter]);
    if (ids.size > 255) throw new RangeError('too many symbols');
    this.wildId = ids.get(config.wild)!;
    this.scatterId = ids.get(config.scatter)!;
    const payingSymbols = [...ids.keys()].filter(
      (s) => s !== config.wild && s !== config.scatter && (config.pays[s] ?? []).some((p) => p !== 0),
    );
    this.paying = payingSymbols.length;

    const R = this.reels;
    const pay = (symbol: string, count: number) => (count >= 1 ? (config.pays[symbol]?.[count - 1] ?? 0) : 0);
    this.deltaPay = new Float64Array(this.paying * (R + 1));
    payingSymbols.forEach((s, p) => {
      for (let k = 1; k <= R; k++) this.deltaPay[p * (R + 1) + k] = (pay(s, k) - pay(s, k - 1)) * this.lineBet;
    });
    this.payBySymbol = new Float64Array(ids.size * R);
    for (const [s, id] of ids) {
      if (s === config.scatter) continue; // the engine never pays a line on the scatter
      for (let k = 1; k <= R; k++) this.payBySymbol[id * R + k - 1] = pay(s, k) * this.lineBet;
    }
    let minWildRun = 0;
    for (let k = R; k >= 1; k--) if (pay(config.wild, k) > 0) minWildRun = k;
    this.minWildRun = minWildRun;
    this.paylineRows = Int32Array.from(config.paylines.flat());
    if (config.paylines.some((rows) => rows.length !== R || rows.some((row) => row < 0 || row >= config.rows)))
      throw new RangeError('bad payline');

    const scatterCells = R * config.rows;
    this.scatterPayByCount = Float64Array.from(
      { length: scatterCells + 1 },
      (_, n) => (config.scatterPays[Math.min(n, config.scatterPays.length - 1)] ?? 0) * bet.amount,
    );
    this.awardByCount = Float64Array.from(
      { length: scatterCells + 1 },
      (_, n) => config.freeSpinAwards[Math.min(n, config.freeSpinAwards.length - 1)] ?? 0,
    );

    const paySymbolIds = payingSymbols.map((s) => ids.get(s)!);
    this.base = buildTables(config.reels, config, ids, paySymbolIds);
    this.free = buildTables(freeReels, config, ids, paySymbolIds);
    this.stops = new Int32Array(R);
    this.allWild = new Int32Array(R + 1);
  }

  /** One spin on a reel set: draws the stops, returns line + scatter pays (before the multiplier) and sets `awarded`. */
  private spin(stream: SimStream, t: ReelTables): number {
    const R = this.reels;
    const maxLength = t.maxLength;
    const stops = this.stops;
    stream.belowEach(stops, t.lengths, t.limits, R);

    let scatters = 0;
    for (let r = 0; r < R; r++) scatters += t.scatters[r * maxLength + stops[r]];

    // Lines whose first cells are all wild: bits of allWild[k] for a run of k.
    const allWild = this.allWild;
    const firstWild = t.wildMask[stops[0]];
    let wildRunLines = 0;
    if (firstWild !== 0) {
      allWild[1] = firstWild;
      for (let k = 2; k <= R; k++) allWild[k] = allWild[k - 1] & t.wildMask[(k - 1) * maxLength + stops[k - 1]];
      if (this.minWildRun > 0) wildRunLines = allWild[this.minWildRun];
      this.allWildSet = true;
    } else if (this.allWildSet) {
      allWild.fill(0);
      this.allWildSet = false;
    }

    const paying = this.paying;
    const lineMask = t.lineMask;
    const deltaPay = this.deltaPay;
    let linePay = 0;
    const s0 = stops[0];
    for (let c = t.candidateStart[s0], end = t.candidateStart[s0 + 1]; c < end; c++) {
      const p = t.candidates[c];
      let lines = lineMask[s0 * paying + p] & ~wildRunLines;
      for (let k = 1; k <= R; k++) {
        if (k > 1) lines &= lineMask[((k - 1) * maxLength + stops[k - 1]) * paying + p];
        if (lines === 0) break;
        const d = deltaPay[p * (R + 1) + k];
        if (d !== 0) linePay += d * popcount32(lines & ~allWild[k]);
      }
    }
    if (wildRunLines !== 0) linePay += this.wildRunPays(t, wildRunLines);

    this.awarded = this.awardByCount[scatters];
    return linePay + this.scatterPayByCount[scatters];
  }

  /** The engine's rule for a line that starts with wilds: the better of the wild pay and the substituted symbol's pay. */
  private wildRunPays(t: ReelTables, lines: number): number {
    const R = this.reels;
    let total = 0;
    for (let line = 0; line < this.lines; line++) {
      if (((lines >>> line) & 1) === 0) continue;
      let wilds = 0;
      while (wilds < R && this.cell(t, line, wilds) === this.wildId) wilds++;
      let best = wilds > 0 ? this.payBySymbol[this.wildId * R + wilds - 1] : 0;
      if (wilds < R) {
        const target = this.cell(t, line, wilds);
        if (target !== this.scatterId) {
          let count = wilds;
          while (count < R && (this.cell(t, line, count) === target || this.cell(t, line, count) === this.wildId)) count++;
          const p = this.payBySymbol[target * R + count - 1];
          if (p > 0 && p > best) best = p;
        }
      }
      if (best > 0) total += best;
    }
    return total;
  }

  /** Symbol id on a payline's cell of a reel, at the current stops. */
  private cell(t: ReelTables, line: number, reel: number): number {
    return t.cells[(reel * t.maxLength + this.stops[reel]) * this.rows + this.paylineRows[line * this.reels + reel]];
  }

  playRound(stream: SimStream): number {
    const cap = this.cap;
    const last = this.last;
    let total = 0;
    let left: number;
    let steps = 0;
    let capped = false;
    last.jackpotWon = false;
    if (this.buySpins > 0) {
      left = this.buySpins;
    } else {
      const win = this.spin(stream, this.base);
      if (this.jackpotOneIn > 0) last.jackpotWon = stream.below(this.jackpotOneIn, this.jackpotLimit) === 0;
      capped = win >= cap;
      total = capped ? cap : win;
      left = capped ? 0 : this.awarded;
    }
    while (left > 0) {
      if (++steps > KERNEL_MAX_STEPS) throw new Error(`${this.engineId}: round did not finish in ${KERNEL_MAX_STEPS} steps`);
      const win = this.spin(stream, this.free) * this.freeMultiplier;
      const room = cap - total;
      capped = win >= room;
      total += capped ? room : win;
      left = capped ? 0 : left - 1 + this.awarded;
    }
    last.extraSteps = this.buySpins > 0 ? steps - 1 : steps;
    last.capped = capped;
    last.jackpotContribution = this.jackpotContribution;
    return total;
  }

  run(stream: SimStream, rounds: number, totals: KernelTotals): void {
    const extra = this.countContribution ? this.jackpotContribution : 0;
    for (let i = 0; i < rounds; i++) totals.add(this.playRound(stream) + extra);
  }
}

function buildTables(strips: string[][], config: LineSlotConfig, ids: Map<string, number>, paySymbolIds: number[]): ReelTables {
  const R = strips.length;
  const rows = config.rows;
  const paying = paySymbolIds.length;
  const maxLength = Math.max(...strips.map((s) => s.length));
  const wildId = ids.get(config.wild)!;
  const scatterId = ids.get(config.scatter)!;
  const t: ReelTables = {
    reels: R,
    maxLength,
    lengths: Int32Array.from(strips, (s) => s.length),
    limits: Float64Array.from(strips, (s) => acceptLimit(s.length)),
    lineMask: new Int32Array(R * maxLength * paying),
    wildMask: new Int32Array(R * maxLength),
    scatters: new Uint8Array(R * maxLength),
    cells: new Uint8Array(R * maxLength * rows),
    candidateStart: new Int32Array(maxLength + 1),
    candidates: new Uint8Array(maxLength * paying),
  };
  strips.forEach((strip, r) => {
    for (let stop = 0; stop < strip.length; stop++) {
      const at = r * maxLength + stop;
      for (let row = 0; row < rows; row++) {
        const id = ids.get(strip[(stop + row) % strip.length])!;
        t.cells[at * rows + row] = id;
        if (id === scatterId) t.scatters[at]++;
      }
      config.paylines.forEach((lineRows, line) => {
        const id = t.cells[at * rows + lineRows[r]];
        const bit = 1 << line;
        if (id === wildId) t.wildMask[at] |= bit;
        paySymbolIds.forEach((symbolId, p) => {
          if (id === symbolId || id === wildId) t.lineMask[at * paying + p] |= bit;
        });
      });
    }
  });
  let n = 0;
  for (let stop = 0; stop < strips[0].length; stop++) {
    t.candidateStart[stop] = n;
    for (let p = 0; p < paying; p++) if (t.lineMask[stop * paying + p] !== 0) t.candidates[n++] = p;
  }
  for (let stop = strips[0].length; stop <= maxLength; stop++) t.candidateStart[stop] = n;
  return t;
}
