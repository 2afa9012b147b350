/**
 * The 8 scoring types as pure functions over a player's counted rounds (docs/tournaments.md).
 * Every score is a whole number, so ranks are exact:
 *
 * - win-sum: total won, minor units;
 * - win-max: the biggest single round win, minor units;
 * - win-game-max: the best total won on any one game, minor units;
 * - multiplication-sum: the sum of round multipliers win/bet, in hundredths (x1.5 = 150), each rounded down;
 * - multiplication-max: the best single round multiplier, hundredths;
 * - multiplication-game-max: the best single multiplier on the tournament's scoring game, hundredths;
 * - sequential: the longest run of consecutive winning rounds (a round whose win is more than its bet);
 * - fixed-explicit: points per qualifying bet from the tournament's table (the highest tier whose
 *   minBet the bet reaches).
 *
 * Only qualifying rounds count: a bet of at least minBet (and more than 0). Rounds are taken in the
 * order they were played; the score's `reachedAt` is the time of the first round after which the
 * score had its final value (ties go to whoever got there first).
 */
export const SCORING_TYPES = [
  'fixed-explicit',
  'multiplication-game-max',
  'multiplication-max',
  'multiplication-sum',
  'sequential',
  'win-game-max',
  'win-max',
  'win-sum',
] as const;
export type ScoringType = (typeof SCORING_TYPES)[number];

export interface ScoredRound {
  roundId: string;
  gameId: string;
  bet: number;
  win: number;
  at: Date;
}

export interface ScoringRules {
  type: ScoringType;
  minBet: number;
  /** multiplication-game-max */
  scoringGame?: string | null;
  /** fixed-explicit */
  pointsTable?: { minBet: number; points: number }[];
}

export interface Score {
  score: number;
  /** when the final score was first reached; null with no qualifying round */
  reachedAt: Date | null;
  /** qualifying rounds */
  rounds: number;
}

/** hundredths of win/bet, rounded down */
export const multiplier = (r: ScoredRound) => (r.bet > 0 ? Math.floor((r.win * 100) / r.bet) : 0);

/** One type as a fold: the score after each round. */
interface Fold<S> {
  start(): S;
  step(state: S, round: ScoredRound): S;
  score(state: S): number;
}

const sum = (of: (r: ScoredRound) => number): Fold<number> => ({ start: () => 0, step: (s, r) => s + of(r), score: (s) => s });
const max = (of: (r: ScoredRound) => number): Fold<number> => ({ start: () => 0, step: (s, r) => Math.max(s, of(r)), score: (s) => s });

function folds(rules: ScoringRules): Fold<unknown> {
  switch (rules.type) {
    case 'win-sum':
      return sum((r) => r.win) as Fold<unknown>;
    case 'win-max':
      return max((r) => r.win) as Fold<unknown>;
    case 'win-game-max': {
      const fold: Fold<{ byGame: Map<string, number>; best: number }> = {
        start: () => ({ byGame: new Map(), best: 0 }),
        step: (s, r) => {
          const total = (s.byGame.get(r.gameId) ?? 0) + r.win;
          s.byGame.set(r.gameId, total);
          return { byGame: s.byGame, best: Math.max(s.best, total) };
        },
        score: (s) => s.best,
      };
      return fold as Fold<unknown>;
    }
    case 'multiplication-sum':
      return sum(multiplier) as Fold<unknown>;
    case 'multiplication-max':
      return max(multiplier) as Fold<unknown>;
    case 'multiplication-game-max':
      return max((r) => (r.gameId === rules.scoringGame ? multiplier(r) : 0)) as Fold<unknown>;
    case 'sequential': {
      const fold: Fold<{ run: number; best: number }> = {
        start: () => ({ run: 0, best: 0 }),
        step: (s, r) => {
          const run = r.win > r.bet ? s.run + 1 : 0;
          return { run, best: Math.max(s.best, run) };
        },
        score: (s) => s.best,
      };
      return fold as Fold<unknown>;
    }
    case 'fixed-explicit': {
      const tiers = [...(rules.pointsTable ?? [])].sort((a, b) => b.minBet - a.minBet);
      return sum((r) => tiers.find((t) => r.bet >= t.minBet)?.points ?? 0) as Fold<unknown>;
    }
  }
}

/** Rounds in the order they were played (then by round id, so the order is total). */
export function playOrder(a: ScoredRound, b: ScoredRound): number {
  return a.at.getTime() - b.at.getTime() || (a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0);
}

/** The player's score, when it was reached and how many rounds qualified. */
export function scoreRounds(rules: ScoringRules, rounds: readonly ScoredRound[]): Score {
  const fold = folds(rules);
  const counted = rounds.filter((r) => r.bet > 0 && r.bet >= rules.minBet).sort(playOrder);
  let state = fold.start();
  let score = 0;
  let reachedAt: Date | null = null;
  // every fold only grows, so the last change is when the final score was first reached
  for (const round of counted) {
    state = fold.step(state, round);
    const next = fold.score(state);
    if (next !== score) {
      score = next;
      reachedAt = round.at;
    }
  }
  return { score, reachedAt: score > 0 ? reachedAt : null, rounds: counted.length };
}
