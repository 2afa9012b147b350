import type { Rng } from '../rng/rng.ts';
import { checkAmount, DEFAULT_LIMITS, isObject, type BetLimits, type Engine, type RoundState } from '../engine/engine.ts';

/**
 * Scratch card: 3×3 cells of prize symbols; three equal symbols win that prize (× stake). The
 * prize is drawn first from the tier table (weights out of 1 000 000), then a card is painted to
 * show it: a winning card has exactly one symbol three times, a losing card none.
 */
export const SCRATCH_TIERS: { prize: number; weight: number }[] = [
  { prize: 1000, weight: 20 },
  { prize: 100, weight: 400 },
  { prize: 20, weight: 4_000 },
  { prize: 10, weight: 10_000 },
  { prize: 5, weight: 30_000 },
  { prize: 2, weight: 110_000 },
  { prize: 1, weight: 350_000 },
];
export const SCRATCH_TOTAL_WEIGHT = 1_000_000;

export function scratchRtp(): number {
  return SCRATCH_TIERS.reduce((s, t) => s + (t.prize * t.weight) / SCRATCH_TOTAL_WEIGHT, 0);
}

export interface ScratchOutcome {
  /** Nine prize symbols (the prize multiple each shows), row by row. */
  cells: number[];
  prize: number;
  win: number;
}

export interface ScratchState extends RoundState {
  bet: { amount: number };
  outcome: ScratchOutcome;
}

export function drawScratchPrize(rng: Rng): number {
  let x = rng.int(SCRATCH_TOTAL_WEIGHT);
  for (const t of SCRATCH_TIERS) {
    if (x < t.weight) return t.prize;
    x -= t.weight;
  }
  return 0;
}

/** Paints a card for the prize: the winner three times, every other symbol at most twice. */
export function paintScratchCard(prize: number, rng: Rng): number[] {
  const symbols = SCRATCH_TIERS.map((t) => t.prize);
  const cells: number[] = prize > 0 ? [prize, prize, prize] : [];
  const count = new Map<number, number>();
  while (cells.length < 9) {
    const s = symbols[rng.int(symbols.length)];
    if (s === prize || (count.get(s) ?? 0) >= 2) continue;
    count.set(s, (count.get(s) ?? 0) + 1);
    cells.push(s);
  }
  return rng.shuffle(cells);
}

export function createScratchEngine(
  options: { id?: string; limits?: BetLimits } = {},
): Engine<{ amount: number }, never, ScratchState, ScratchOutcome> {
  const id = options.id ?? 'scratch';
  const limits = options.limits ?? DEFAULT_LIMITS;
  return {
    id,
    describe: () => ({
      id,
      name: 'Lucky Scratch',
      kind: 'instant',
      rtp: { value: scratchRtp(), method: 'exact', note: 'Σ prize × weight / 1 000 000' },
      rules: ['Scratch nine cells. Three equal prize symbols win that prize times the stake.'],
      paytable: SCRATCH_TIERS.map((t) => ({ prize: t.prize, chance: t.weight / SCRATCH_TOTAL_WEIGHT })),
      maxWinMultiplier: SCRATCH_TIERS[0].prize,
      limits,
    }),
    validateBet(input) {
      if (!isObject(input)) return { ok: false, errors: ['bet must be an object'] };
      const errors = checkAmount(input.amount, limits);
      return errors.length ? { ok: false, errors } : { ok: true, bet: { amount: input.amount as number } };
    },
    start(bet, rng) {
      const prize = drawScratchPrize(rng);
      const cells = paintScratchCard(prize, rng);
      const win = bet.amount * prize;
      const outcome = { cells, prize, win };
      return {
        state: { engineId: id, done: true, totalStake: bet.amount, totalWin: win, actions: [], bet, outcome },
        debit: bet.amount,
        credit: win,
        outcome,
      };
    },
    step() {
      throw new Error('a scratch card finishes in one call');
    },
    validateAction: () => ({ ok: false, errors: ['scratch cards take no actions'] }),
    publicView: (s) => s,
  };
}
