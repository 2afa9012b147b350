import { MAX_CASCADES, type ClusterSlotBet } from '../../slots/cluster/cluster-engine.ts';
import type { ClusterSlotConfig } from '../../slots/cluster/cluster-config.ts';
import type { KernelTotals } from './kernel-totals.ts';
import { acceptLimit, type SimStream } from './sim-stream.ts';
import { popcount32, type KernelRoundDetails, type SlotKernel } from './slot-kernel.ts';

/** Columns 0..3 are bytes 0..3 of the low word, columns 4..6 bytes 0..2 of the high word. */
const MAX_SIZE = 7;

/** id → its three low bits spread to bytes 0, 1 and 2 (for building bit planes with one OR per cell). */
const SPREAD = Uint32Array.from({ length: 256 }, (_, id) => (id & 1) | (((id >>> 1) & 1) << 8) | (((id >>> 2) & 1) << 16));

/**
 * Cluster slot kernel, cascades included: the whole round as the engine plays it.
 *
 * Boards: one byte per column (bit r = row r, bit 7 always clear), columns 0–3 in a low 32-bit
 * word and 4–6 in a high one. The grid is kept as three such boards, the bit planes of the
 * symbol ids, so a symbol's cells are three ANDs, and a cell's neighbours are shifts of a board
 * (±1 within the column byte, ±8 across columns, carried between the two words). Clusters are
 * grown a whole layer at a time: start from a cell with two or more matching neighbours, OR in
 * the shifted fill masked by the symbol's board until it stops growing, and count its bits.
 * A byte grid beside the planes does the cascade: each column with removed cells is compacted
 * downwards and its gap drawn top to bottom, column by column (the engine's order); then only
 * that column's plane bits are rebuilt.
 */
export class ClusterKernel implements SlotKernel {
  readonly engineId: string;
  readonly stake: number;
  readonly last: KernelRoundDetails = { extraSteps: 0, jackpotContribution: 0, jackpotWon: false, capped: false };

  private readonly size: number;
  private readonly symbols: number;
  private readonly minCluster: number;
  private readonly weightTotal: number;
  private readonly weightLimit: number;
  private readonly symbolOf: Uint8Array;
  /** [id × sizes + (cells − minCluster), capped at the last size] → pay in hundredths of the bet. */
  private readonly payCenti: Float64Array;
  private readonly paySizes: number;
  private readonly amount: number;
  private readonly cap: number;

  /** [column × size + row] → symbol id. */
  private readonly grid: Uint8Array;
  /** [column] → bit r of byte k = bit k of the id at row r (the bit planes, one column at a time). */
  private readonly columns: Int32Array;
  /** The boards' playing cells (padding bits clear). */
  private readonly cellsLow: number;
  private readonly cellsHigh: number;
  /** Cells of the clusters found by the last `payClusters`, as a board. */
  private removedLow = 0;
  private removedHigh = 0;
  /** Clusters found by the last `payClusters` (a cluster may pay 0 and still cascade). */
  private found = 0;

  constructor(config: ClusterSlotConfig, options: { bet: ClusterSlotBet }) {
    const { amount } = options.bet;
    if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('bet must be a positive integer');
    if (!Number.isInteger(config.size) || config.size < 1 || config.size > MAX_SIZE)
      throw new RangeError(`the cluster kernel handles grids up to ${MAX_SIZE}×${MAX_SIZE}`);
    this.engineId = config.id;
    this.amount = amount;
    this.stake = amount;
    this.cap = config.maxWin * amount;
    this.size = config.size;
    this.minCluster = config.minCluster;

    const entries = Object.entries(config.weights);
    this.symbols = entries.length;
    this.weightTotal = entries.reduce((s, [, w]) => s + w, 0);
    this.weightLimit = acceptLimit(this.weightTotal);
    this.symbolOf = new Uint8Array(this.weightTotal);
    let x = 0;
    entries.forEach(([, w], id) => {
      if (!Number.isInteger(w) || w < 0) throw new RangeError('weights must be non-negative integers');
      for (let i = 0; i < w; i++) this.symbolOf[x++] = id;
    });
    this.paySizes = Math.max(1, ...Object.values(config.payCenti).map((t) => t.length));
    this.payCenti = new Float64Array(this.symbols * this.paySizes);
    entries.forEach(([s], id) => {
      const table = config.payCenti[s];
      if (!table) return;
      for (let i = 0; i < this.paySizes; i++) this.payCenti[id * this.paySizes + i] = table[Math.min(i, table.length - 1)];
    });

    this.grid = new Uint8Array(this.size * this.size);
    if (this.symbols > 8) throw new RangeError('the cluster kernel handles up to 8 symbols');
    this.columns = new Int32Array(this.size);
    let low = 0;
    let high = 0;
    for (let c = 0; c < this.size; c++) {
      const column = ((1 << this.size) - 1) << ((c & 3) * 8);
      if (c < 4) low |= column;
      else high |= column;
    }
    this.cellsLow = low;
    this.cellsHigh = high;
  }

  /** Recomputes one column's bits from the byte grid: bit r of byte k = bit k of row r's id. */
  private buildColumn(c: number): void {
    const grid = this.grid;
    const spread = SPREAD;
    const at = c * this.size;
    let bits = 0;
    for (let r = 0; r < this.size; r++) bits |= spread[grid[at + r]] << r;
    this.columns[c] = bits;
  }

  /**
   * Pays the clusters of the current grid (hundredths of the bet), counts them in `found` and
   * leaves their cells in `removedLow/High`.
   */
  private payClusters(): number {
    // the bit planes of the ids as boards, low and high word
    let p0 = 0;
    let p1 = 0;
    let p2 = 0;
    let q0 = 0;
    let q1 = 0;
    let q2 = 0;
    for (let c = 0; c < this.size; c++) {
      const bits = this.columns[c];
      const shift = (c & 3) * 8;
      if (c < 4) {
        p0 |= (bits & 0xff) << shift;
        p1 |= ((bits >>> 8) & 0xff) << shift;
        p2 |= (bits >>> 16) << shift;
      } else {
        q0 |= (bits & 0xff) << shift;
        q1 |= ((bits >>> 8) & 0xff) << shift;
        q2 |= (bits >>> 16) << shift;
      }
    }
    const min = this.minCluster;
    let pay = 0;
    let found = 0;
    let removedLow = 0;
    let removedHigh = 0;
    for (let id = 0; id < this.symbols; id++) {
      const lo = this.cellsLow & (id & 1 ? p0 : ~p0) & (id & 2 ? p1 : ~p1) & (id & 4 ? p2 : ~p2);
      const hi = this.cellsHigh & (id & 1 ? q0 : ~q0) & (id & 2 ? q1 : ~q1) & (id & 4 ? q2 : ~q2);
      // Seeds: cells with two or more matching neighbours. Every group of 3+ connected cells
      // has one (a path of three has a middle), so no cluster is missed and pairs cost nothing.
      const nextRowLo = lo & (lo >>> 1);
      const prevRowLo = lo & (lo << 1);
      const prevColLo = lo & (lo << 8);
      const nextColLo = lo & ((lo >>> 8) | (hi << 24));
      const nextRowHi = hi & (hi >>> 1);
      const prevRowHi = hi & (hi << 1);
      const prevColHi = hi & ((hi << 8) | (lo >>> 24));
      const nextColHi = hi & (hi >>> 8);
      let seedsLo = (nextRowLo & prevRowLo) | ((nextRowLo ^ prevRowLo) & (prevColLo | nextColLo)) | (prevColLo & nextColLo);
      let seedsHi = (nextRowHi & prevRowHi) | ((nextRowHi ^ prevRowHi) & (prevColHi | nextColHi)) | (prevColHi & nextColHi);
      while ((seedsLo | seedsHi) !== 0) {
        let fillLo = seedsLo & -seedsLo;
        let fillHi = fillLo === 0 ? seedsHi & -seedsHi : 0;
        for (;;) {
          const growLo = lo & (fillLo | (fillLo << 1) | (fillLo >>> 1) | (fillLo << 8) | (fillLo >>> 8) | (fillHi << 24));
          const growHi = hi & (fillHi | (fillHi << 1) | (fillHi >>> 1) | (fillHi << 8) | (fillHi >>> 8) | (fillLo >>> 24));
          if (growLo === fillLo && growHi === fillHi) break;
          fillLo = growLo;
          fillHi = growHi;
        }
        seedsLo &= ~fillLo;
        seedsHi &= ~fillHi;
        const cells = popcount32(fillLo) + popcount32(fillHi);
        if (cells >= min) {
          found++;
          const at = cells - min < this.paySizes ? cells - min : this.paySizes - 1;
          pay += this.payCenti[id * this.paySizes + at];
          removedLow |= fillLo;
          removedHigh |= fillHi;
        }
      }
    }
    this.found = found;
    this.removedLow = removedLow;
    this.removedHigh = removedHigh;
    return pay;
  }

  /** Removes the cluster cells, lets each column fall and draws the gaps from the top. */
  private cascade(stream: SimStream): void {
    const size = this.size;
    const grid = this.grid;
    for (let c = 0; c < size; c++) {
      const gone = ((c < 4 ? this.removedLow : this.removedHigh) >>> ((c & 3) * 8)) & 0xff;
      if (gone === 0) continue;
      const at = c * size;
      let write = at + size - 1;
      for (let read = write; read >= at; read--) if (((gone >>> (read - at)) & 1) === 0) grid[write--] = grid[read];
      stream.fill(grid, at, write - at + 1, this.weightTotal, this.weightLimit, this.symbolOf);
      this.buildColumn(c);
    }
  }

  playRound(stream: SimStream): number {
    stream.fill(this.grid, 0, this.grid.length, this.weightTotal, this.weightLimit, this.symbolOf);
    for (let c = 0; c < this.size; c++) this.buildColumn(c);
    let centi = 0;
    let cascades = 0;
    for (let i = 0; i < MAX_CASCADES; i++) {
      const pay = this.payClusters();
      if (this.found === 0) break;
      centi += pay;
      this.cascade(stream);
      cascades++;
    }
    const raw = Math.floor((this.amount * centi) / 100);
    const capped = raw > this.cap;
    this.last.extraSteps = cascades;
    this.last.capped = capped;
    return capped ? this.cap : raw;
  }

  run(stream: SimStream, rounds: number, totals: KernelTotals): void {
    for (let i = 0; i < rounds; i++) totals.add(this.playRound(stream));
  }
}
