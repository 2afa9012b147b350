import type { Rng } from '../rng/rng.ts';
import { catalogueSlotVariant, createCatalogueSlot, isCatalogueSlotEngine, type CatalogueSlotEngine } from '../catalogue-slots.ts';
import type { RoundState } from '../engine/engine.ts';
import { colourOf } from '../table/roulette-bets.ts';
import { spinWheel } from '../table/roulette.ts';
import { createBlackjackEngine } from '../table/blackjack/blackjack-engine.ts';
import { createVideoPokerEngine } from '../table/video-poker/video-poker-engine.ts';
import { dealBaccarat } from '../table/baccarat/baccarat.ts';
import { drawLiveOutcome } from '../live/live-table.ts';
import { createDiceEngine, DICE_OUTCOMES } from '../instant/dice.ts';
import { createCrashEngine } from '../instant/crash.ts';
import { createMinesEngine } from '../instant/mines.ts';
import { createScratchEngine } from '../instant/scratch.ts';

/**
 * Recomputes a provably-fair round from its stream with the engines' own code (docs/provably-fair.md):
 * the verifier in the browser and the tests call this with a PortableFairRng, the game server plays
 * the same engines on ProvablyFairRng. `FAIR_GAMES` are the ids the round history links with: the
 * catalogue's slot engine kinds and the game-math ids of the other engines.
 */
export const FAIR_TABLE_GAMES = ['roulette-european', 'blackjack', 'jacks-or-better-9-6', 'baccarat'] as const;
export const FAIR_INSTANT_GAMES = ['dice', 'crash', 'mines', 'scratch'] as const;
export const FAIR_LIVE_GAMES = ['live-roulette', 'live-baccarat'] as const;
export const FAIR_SLOT_GAMES: readonly CatalogueSlotEngine[] = ['line-slot', 'ways-slot', 'cluster-slot', 'jackpot-slot'];
export const FAIR_GAMES = [...FAIR_SLOT_GAMES, ...FAIR_TABLE_GAMES, ...FAIR_INSTANT_GAMES, ...FAIR_LIVE_GAMES] as const;
export type FairGame = (typeof FAIR_GAMES)[number];

export const isFairGame = (value: unknown): value is FairGame =>
  typeof value === 'string' && (FAIR_GAMES as readonly string[]).includes(value);

/** What the round's record adds to the seeds: the slot game's variant and theme, and the round's bet. */
export interface FairRoundParams {
  variant?: string | number;
  theme?: string;
  bet?: { amount?: number; buyBonus?: boolean; mines?: number };
}

/** One engine call of a slot round (the paid spin, then each free spin), as the engine returned it. */
export interface FairSlotSpin {
  mode: 'base' | 'free';
  /** the engine's outcome of that call (window/lineWins, grid/wins, or cascades) */
  outcome: unknown;
  credit: number;
}

export type FairOutcome =
  | {
      kind: 'slot';
      engine: CatalogueSlotEngine;
      engineId: string;
      variant: number;
      symbolNames: Record<string, string>;
      paylines?: number[][];
      bet: { amount: number; buyBonus?: boolean };
      stake: number;
      win: number;
      spins: FairSlotSpin[];
      jackpotWon: boolean;
    }
  | { kind: 'roulette'; pocket: number; colour: 'red' | 'black' | 'green' }
  | { kind: 'dice'; roll: number }
  | { kind: 'crash'; crashPoint: number }
  | { kind: 'mines'; mines: number[]; count: number }
  | { kind: 'scratch'; cells: number[]; prize: number }
  | { kind: 'blackjack'; player: number[]; dealer: number[]; next: number[] }
  | { kind: 'poker'; hand: number[]; next: number[] }
  | { kind: 'baccarat'; player: number[]; banker: number[]; playerTotal: number; bankerTotal: number; winner: 'player' | 'banker' | 'tie' };

export class FairInputError extends Error {}

/** A free-spin feature is bounded by the engines (retriggers included); this only stops a broken loop. */
const MAX_SLOT_STEPS = 2_000;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});

/** One engine per (kind, variant, theme): its description (paylines, symbol names) is computed once. */
const slotEngines = new Map<string, NonNullable<ReturnType<typeof createCatalogueSlot>>>();
function slotEngine(kind: CatalogueSlotEngine, variant: FairRoundParams['variant'], theme: string | undefined) {
  const key = `${kind}|${catalogueSlotVariant(kind, variant)}|${theme ?? ''}`;
  let engine = slotEngines.get(key);
  if (!engine) slotEngines.set(key, (engine = createCatalogueSlot(kind, variant, theme)!));
  return engine;
}

function recomputeSlot(engineKind: CatalogueSlotEngine, rng: Rng, params: FairRoundParams): Extract<FairOutcome, { kind: 'slot' }> {
  const engine = slotEngine(engineKind, params.variant, params.theme);
  const checked = engine.validateBet({ amount: params.bet?.amount ?? 100, ...(params.bet?.buyBonus ? { buyBonus: true } : {}) });
  if (!checked.ok) throw new FairInputError(checked.errors.join('; '));
  let result = engine.start(checked.bet, rng);
  const spins: FairSlotSpin[] = [
    { mode: obj(result.outcome).mode === 'free' ? 'free' : 'base', outcome: result.outcome, credit: result.credit },
  ];
  let stake = result.debit;
  let win = result.credit;
  let jackpotWon = !!result.jackpotWon;
  for (let steps = 0; !(result.state as RoundState).done; steps++) {
    if (steps >= MAX_SLOT_STEPS) throw new FairInputError('the round did not finish');
    result = engine.step(result.state, { type: 'spin' }, rng);
    spins.push({ mode: 'free', outcome: result.outcome, credit: result.credit });
    stake += result.debit;
    win += result.credit;
    jackpotWon ||= !!result.jackpotWon;
  }
  const paytable = obj(engine.describe().paytable);
  return {
    kind: 'slot',
    engine: engineKind,
    engineId: engine.id,
    variant: catalogueSlotVariant(engineKind, params.variant),
    symbolNames: obj(paytable.symbolNames) as Record<string, string>,
    paylines: Array.isArray(paytable.paylines) ? (paytable.paylines as number[][]) : undefined,
    bet: checked.bet as { amount: number; buyBonus?: boolean },
    stake,
    win,
    spins,
    jackpotWon,
  };
}

/**
 * The outcome of a round of `game` drawn from `rng` (a fresh stream at the round's nonce). Slots play
 * the whole round: the paid spin (or the bought feature's first free spin), then every free spin.
 */
export function recomputeRound(game: FairGame, rng: Rng, params: FairRoundParams = {}): FairOutcome {
  if (isCatalogueSlotEngine(game)) return recomputeSlot(game, rng, params);
  switch (game) {
    case 'roulette-european': {
      const pocket = spinWheel(rng);
      return { kind: 'roulette', pocket, colour: colourOf(pocket) };
    }
    case 'live-roulette': {
      const outcome = drawLiveOutcome('roulette', rng);
      if (outcome.game !== 'roulette') throw new Error('unreachable');
      return { kind: 'roulette', pocket: outcome.number, colour: outcome.colour };
    }
    case 'baccarat':
    case 'live-baccarat': {
      const { player, banker, playerTotal, bankerTotal, winner } =
        game === 'baccarat' ? dealBaccarat(rng) : (drawLiveOutcome('baccarat', rng) as ReturnType<typeof dealBaccarat>);
      return { kind: 'baccarat', player, banker, playerTotal, bankerTotal, winner };
    }
    case 'blackjack': {
      const { state } = createBlackjackEngine().start({ amount: 100 }, rng);
      // the deal takes player, dealer, player, dealer from the top of the shoe; the rest follows in order
      return {
        kind: 'blackjack',
        player: state.hands[0].cards.slice(0, 2),
        dealer: state.dealer.slice(0, 2),
        next: state.shoe.slice(0, 8),
      };
    }
    case 'jacks-or-better-9-6': {
      const { state } = createVideoPokerEngine().start({ amount: 100 }, rng);
      return { kind: 'poker', hand: state.deck.slice(0, 5), next: state.deck.slice(5, 10) };
    }
    case 'dice': {
      const { state } = createDiceEngine().start({ amount: 100, direction: 'under', target: DICE_OUTCOMES / 2 }, rng);
      return { kind: 'dice', roll: state.outcome.roll / 100 };
    }
    case 'crash': {
      const { state } = createCrashEngine().start({ amount: 100, autoCashout: 200 }, rng);
      return { kind: 'crash', crashPoint: state.crashPoint };
    }
    case 'mines': {
      const engine = createMinesEngine();
      const checked = engine.validateBet({ amount: params.bet?.amount ?? 100, mines: params.bet?.mines ?? 3 });
      if (!checked.ok) throw new FairInputError(checked.errors.join('; '));
      const { state } = engine.start(checked.bet, rng);
      return { kind: 'mines', mines: [...state.minePositions].sort((a, b) => a - b), count: checked.bet.mines };
    }
    case 'scratch': {
      const { state } = createScratchEngine().start({ amount: 100 }, rng);
      return { kind: 'scratch', cells: state.outcome.cells, prize: state.outcome.prize };
    }
  }
}
