/**
 * What each engine of the game server sends and accepts, as one discriminated union keyed by the
 * engine id of the games catalogue (`session.game.engine`): the description (`describe()`), the
 * round's public state, what a call drew (the outcome), the bet that opens a round and the action
 * that continues it. The shapes are the engines' own types (game-math), named here once, so that a
 * client narrows a session by its engine id instead of probing unknown JSON.
 *
 * The HTTP schemas (`gameSessionSchema`, `roundViewSchema`, `playBodySchema`) keep these fields as
 * unknown JSON: the engines validate bets and actions themselves, and their output is not checked
 * twice. These types describe that JSON.
 */
import type {
  BlackjackAction,
  BlackjackOutcome,
  BlackjackState,
  ClusterOutcome,
  ClusterSlotBet,
  ClusterSlotState,
  CrashAction,
  CrashBet,
  CrashOutcome,
  CrashState,
  DiceBet,
  DiceOutcome,
  DiceState,
  GameDescription,
  LineSlotAction,
  LineSlotBet,
  LineSlotState,
  LineSpinOutcome,
  MinesAction,
  MinesBet,
  MinesOutcome,
  MinesState,
  RouletteOutcome,
  RouletteRequest,
  RouletteState,
  ScratchOutcome,
  ScratchState,
  VideoPokerAction,
  VideoPokerOutcome,
  VideoPokerState,
  WaysOutcome,
  WaysSlotBet,
  WaysSlotState,
} from '@fortuna/game-math/browser';
import type { GameSession, PlayResult, RoundView } from './rgs';

/** What every engine's description has (name, kind, RTP, rules, limits), whatever its paytable. */
export type EngineDescription = GameDescription;

/** The description of an engine: the common fields, with its own paytable and extras. */
type Described<TPaytable, TExtra = Record<string, unknown>> = Omit<GameDescription, 'paytable' | 'extra'> & {
  paytable: TPaytable;
  extra?: TExtra;
};

/** Display names of a slot's symbols (the theme). */
type SymbolNames = { symbolNames?: Record<string, string> };

export type LineSlotDescription = Described<
  { lines: Record<string, number[]>; scatter: number[]; freeSpins: number[]; paylines: number[][] } & SymbolNames,
  { reels: number; rows: number; bonusBuy: { price: number; spins: number } | null }
>;
export type WaysSlotDescription = Described<
  { payPerWayMillis: Record<string, number[]> } & SymbolNames,
  { averageWays: number; maxWays: number }
>;
export type ClusterSlotDescription = Described<{ payCentiBySize: Record<string, number[]>; minCluster: number } & SymbolNames>;
/** pays × bet by the hand's name (Jacks or Better) */
export type VideoPokerDescription = Described<Record<string, number>>;
/** each prize (× bet) and its chance */
export type ScratchDescription = Described<{ prize: number; chance: number }[]>;

interface Payloads<TDescription, TState, TOutcome, TBet, TAction> {
  description: TDescription;
  state: TState;
  outcome: TOutcome;
  bet: TBet;
  action: TAction;
}

/** Per engine id: description, public state, outcome, bet and action. */
export interface EnginePayloads {
  'line-slot': Payloads<LineSlotDescription, LineSlotState, LineSpinOutcome, LineSlotBet, LineSlotAction>;
  'jackpot-slot': Payloads<LineSlotDescription, LineSlotState, LineSpinOutcome, LineSlotBet, LineSlotAction>;
  'ways-slot': Payloads<WaysSlotDescription, WaysSlotState, WaysOutcome, WaysSlotBet, never>;
  'cluster-slot': Payloads<ClusterSlotDescription, ClusterSlotState, ClusterOutcome, ClusterSlotBet, never>;
  roulette: Payloads<GameDescription, RouletteState, RouletteOutcome, RouletteRequest, never>;
  /** the dealer's hole card and the shoe stay hidden until the hand ends */
  blackjack: Payloads<GameDescription, Omit<BlackjackState, 'shoe'>, BlackjackOutcome, { amount: number }, BlackjackAction>;
  'video-poker': Payloads<VideoPokerDescription, Omit<VideoPokerState, 'deck'>, VideoPokerOutcome, { amount: number }, VideoPokerAction>;
  dice: Payloads<GameDescription, DiceState, DiceOutcome, DiceBet, never>;
  /** the mine positions stay hidden until the round ends */
  mines: Payloads<
    GameDescription,
    Omit<MinesState, 'minePositions'> & Partial<Pick<MinesState, 'minePositions'>>,
    MinesOutcome,
    MinesBet,
    MinesAction
  >;
  /** the crash point stays hidden until the round ends */
  crash: Payloads<
    GameDescription,
    Omit<CrashState, 'crashPoint'> & Partial<Pick<CrashState, 'crashPoint'>>,
    CrashOutcome,
    CrashBet,
    CrashAction
  >;
  scratch: Payloads<ScratchDescription, ScratchState, ScratchOutcome, { amount: number }, never>;
}
export type EngineId = keyof EnginePayloads;
export const SLOT_ENGINE_IDS = ['line-slot', 'ways-slot', 'cluster-slot', 'jackpot-slot'] as const satisfies readonly EngineId[];
export type SlotEngineId = (typeof SLOT_ENGINE_IDS)[number];

/** A round of engine E: the round view with its state and outcome typed. */
export type EngineRound<E extends EngineId> = Omit<RoundView, 'state' | 'outcome'> & {
  state: EnginePayloads[E]['state'];
  outcome: EnginePayloads[E]['outcome'] | null;
};

/** A game session of engine E: the game's engine id, its description and its open round typed. */
export type EngineSession<E extends EngineId> = Omit<GameSession, 'game' | 'description' | 'openRound'> & {
  game: GameSession['game'] & { engine: E };
  description: EnginePayloads[E]['description'];
  openRound: EngineRound<E> | null;
};

/** Every typed session: narrow with `session.game.engine` (or `isEngine`). */
export type TypedGameSession = { [E in EngineId]: EngineSession<E> }[EngineId];

/** A play result of engine E. */
export type EnginePlayResult<E extends EngineId> = Omit<PlayResult, 'round'> & { round: EngineRound<E> };

/** The body of a play call of engine E: a bet opens a round, an action continues it. */
export type EnginePlayBody<E extends EngineId> =
  { bet: EnginePayloads[E]['bet']; action?: never } | { action: EnginePayloads[E]['action']; bet?: never };

/** Whether a session runs one of the given engines (narrows it to their typed sessions). */
export function isEngine<const E extends EngineId>(session: GameSession, ...engines: E[]): session is GameSession & EngineSession<E> {
  return (engines as string[]).includes(session.game.engine);
}
