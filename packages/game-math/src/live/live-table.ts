import type { Rng } from '../rng/rng.ts';
import type { BetLimits, BetValidation } from '../engine/engine.ts';
import { dealBaccarat, baccaratPayout, validateBaccaratBets, type BaccaratBet, type BaccaratOutcome } from '../table/baccarat/baccarat.ts';
import { colourOf, type RouletteBet } from '../table/roulette-bets.ts';
import { settleRoulette, spinWheel, validateRouletteBets } from '../table/roulette.ts';

/**
 * Shared-round ("live") tables. Every player at a table bets on the same round:
 *   betting (bets accepted) -> drawing (bets closed, the ball spins / cards are dealt) -> result -> next round.
 * This module is pure: the RGS runs the clock, calls `advanceTable(state, now, rng)` whenever it
 * likes (a timer, a request) and stores the returned state. The outcome is drawn at the moment
 * betting closes, and is hidden by `publicTableView` until the result phase.
 */
export type LiveGame = 'roulette' | 'baccarat';
export type LivePhase = 'betting' | 'drawing' | 'result';

export interface LiveTableConfig {
  tableId: string;
  game: LiveGame;
  /** Phase durations in milliseconds. */
  bettingMs: number;
  drawingMs: number;
  resultMs: number;
}

export type LiveOutcome =
  { game: 'roulette'; number: number; colour: 'green' | 'red' | 'black' } | ({ game: 'baccarat' } & BaccaratOutcome);

export interface LiveTableState {
  tableId: string;
  game: LiveGame;
  /** Round sequence number, 1, 2, ... ; the round id is `${tableId}-${seq}`. */
  seq: number;
  roundId: string;
  phase: LivePhase;
  phaseStartedAt: number;
  phaseEndsAt: number;
  outcome: LiveOutcome | null;
}

export const LIVE_DEFAULTS: Record<LiveGame, Omit<LiveTableConfig, 'tableId' | 'game'>> = {
  roulette: { bettingMs: 15_000, drawingMs: 8_000, resultMs: 5_000 },
  baccarat: { bettingMs: 15_000, drawingMs: 10_000, resultMs: 5_000 },
};

export function liveTableConfig(tableId: string, game: LiveGame, overrides: Partial<LiveTableConfig> = {}): LiveTableConfig {
  const config = { tableId, game, ...LIVE_DEFAULTS[game], ...overrides };
  for (const k of ['bettingMs', 'drawingMs', 'resultMs'] as const) {
    if (!Number.isInteger(config[k]) || config[k] <= 0) throw new RangeError(`${k} must be a positive integer`);
  }
  return config;
}

const roundId = (tableId: string, seq: number) => `${tableId}-${seq}`;

/** Opens the table with round 1 in its betting phase. */
export function openTable(config: LiveTableConfig, now: number, seq = 1): LiveTableState {
  return {
    tableId: config.tableId,
    game: config.game,
    seq,
    roundId: roundId(config.tableId, seq),
    phase: 'betting',
    phaseStartedAt: now,
    phaseEndsAt: now + config.bettingMs,
    outcome: null,
  };
}

export function drawLiveOutcome(game: LiveGame, rng: Rng): LiveOutcome {
  if (game === 'roulette') {
    const number = spinWheel(rng);
    return { game, number, colour: colourOf(number) };
  }
  return { game, ...dealBaccarat(rng) };
}

/**
 * Applies every transition due at `now`. `rngForRound(seq)` gives the source for a round's outcome
 * (e.g. a provably-fair source with nonce = seq). When the table was idle for longer than a full
 * round (server down), rounds nobody could bet on are skipped: a fresh round opens at `now`.
 */
export function advanceTable(
  config: LiveTableConfig,
  state: LiveTableState,
  now: number,
  rngForRound: (seq: number) => Rng,
): { state: LiveTableState; transitions: LivePhase[] } {
  const transitions: LivePhase[] = [];
  let s = state;
  const cycle = config.bettingMs + config.drawingMs + config.resultMs;
  while (now >= s.phaseEndsAt) {
    if (s.phase === 'result' && now - s.phaseEndsAt >= cycle) {
      s = openTable(config, now, s.seq + 1);
      transitions.push('betting');
      break;
    }
    if (s.phase === 'betting') {
      s = {
        ...s,
        phase: 'drawing',
        phaseStartedAt: s.phaseEndsAt,
        phaseEndsAt: s.phaseEndsAt + config.drawingMs,
        outcome: drawLiveOutcome(config.game, rngForRound(s.seq)),
      };
    } else if (s.phase === 'drawing') {
      s = { ...s, phase: 'result', phaseStartedAt: s.phaseEndsAt, phaseEndsAt: s.phaseEndsAt + config.resultMs };
    } else {
      s = { ...openTable(config, s.phaseEndsAt, s.seq + 1) };
    }
    transitions.push(s.phase);
  }
  return { state: s, transitions };
}

/** Bets are accepted only in the betting phase and before it ends. */
export function acceptsBets(state: LiveTableState, now: number): boolean {
  return state.phase === 'betting' && now < state.phaseEndsAt;
}

/** What players see: the outcome only once the result phase starts. */
export function publicTableView(state: LiveTableState): Omit<LiveTableState, 'outcome'> & { outcome: LiveOutcome | null } {
  return { ...state, outcome: state.phase === 'result' ? state.outcome : null };
}

export type LiveBets = { bets: RouletteBet[] } | { bets: BaccaratBet[] };

export function validateLiveBets(game: LiveGame, input: unknown, limits: BetLimits): BetValidation<LiveBets> {
  return game === 'roulette' ? validateRouletteBets(input, limits) : validateBaccaratBets(input, limits);
}

/** Settles one player's bets on a finished round: the total credit and per-bet returns. */
export function settleLiveBets(outcome: LiveOutcome, bets: LiveBets): { credit: number; returns: number[] } {
  if (outcome.game === 'roulette') {
    const settled = settleRoulette(bets.bets as RouletteBet[], outcome.number);
    return { credit: settled.reduce((s, b) => s + b.win, 0), returns: settled.map((b) => b.win) };
  }
  const returns = (bets.bets as BaccaratBet[]).map((b) => baccaratPayout(b, outcome.winner));
  return { credit: returns.reduce((a, b) => a + b, 0), returns };
}
