import { describe, expect, it } from 'vitest';
import { scoreRounds, SCORING_TYPES, type ScoredRound, type ScoringRules } from './tournaments.scoring';

const t0 = Date.parse('2026-01-05T10:00:00Z');
/** round n, played n minutes after t0: [game, bet, win] */
const rounds = (...rows: [string, number, number][]): ScoredRound[] =>
  rows.map(([gameId, bet, win], i) => ({ roundId: `r${i + 1}`, gameId, bet, win, at: new Date(t0 + (i + 1) * 60_000) }));
const minute = (n: number) => new Date(t0 + n * 60_000);
const rules = (type: ScoringRules['type'], extra: Partial<ScoringRules> = {}): ScoringRules => ({ type, minBet: 0, ...extra });

// one sequence for every type: bets of 1.00 on two games, wins of 0, 2.50, 0.50, 4.00, 3.00
const played = rounds(['a', 100, 0], ['a', 100, 250], ['b', 100, 50], ['b', 200, 800], ['a', 100, 300], ['b', 100, 0]);

describe('tournament scoring (the 8 types on hand-made rounds)', () => {
  it('win-sum: the total won; reached with the last round that won', () => {
    expect(scoreRounds(rules('win-sum'), played)).toEqual({ score: 1400, reachedAt: minute(5), rounds: 6 });
  });

  it('win-max: the biggest single win, reached when it landed', () => {
    expect(scoreRounds(rules('win-max'), played)).toEqual({ score: 800, reachedAt: minute(4), rounds: 6 });
  });

  it('win-game-max: the best total on one game (b: 50 + 800 = 850 beats a: 550)', () => {
    expect(scoreRounds(rules('win-game-max'), played)).toEqual({ score: 850, reachedAt: minute(4), rounds: 6 });
  });

  it('multiplication-sum: multipliers in hundredths, summed (0 + 250 + 50 + 400 + 300 + 0)', () => {
    expect(scoreRounds(rules('multiplication-sum'), played)).toEqual({ score: 1000, reachedAt: minute(5), rounds: 6 });
  });

  it('multiplication-max: the best multiplier (x4 = 400 from 8.00 on 2.00)', () => {
    expect(scoreRounds(rules('multiplication-max'), played)).toEqual({ score: 400, reachedAt: minute(4), rounds: 6 });
  });

  it('multiplication-game-max: only the scoring game counts (a: x3 = 300)', () => {
    expect(scoreRounds(rules('multiplication-game-max', { scoringGame: 'a' }), played)).toEqual({
      score: 300,
      reachedAt: minute(5),
      rounds: 6,
    });
  });

  it('multipliers round down to hundredths', () => {
    expect(scoreRounds(rules('multiplication-max'), rounds(['a', 300, 100])).score).toBe(33);
  });

  it('sequential: the longest run of rounds that won more than their bet (rounds 4 and 5; a 0.50 win on 1.00 breaks a run)', () => {
    expect(scoreRounds(rules('sequential'), played)).toEqual({ score: 2, reachedAt: minute(5), rounds: 6 });
    expect(scoreRounds(rules('sequential'), rounds(['a', 100, 200], ['a', 100, 100], ['a', 100, 200])).score).toBe(1);
  });

  it('fixed-explicit: points per qualifying bet from the highest tier reached', () => {
    const table = [
      { minBet: 100, points: 1 },
      { minBet: 200, points: 3 },
    ];
    expect(scoreRounds(rules('fixed-explicit', { pointsTable: table }), played)).toEqual({ score: 8, reachedAt: minute(6), rounds: 6 });
    // a bet below every tier scores nothing
    expect(scoreRounds(rules('fixed-explicit', { pointsTable: table }), rounds(['a', 50, 0])).score).toBe(0);
  });

  it('bets below the minimum bet do not count for any type', () => {
    for (const type of SCORING_TYPES) {
      const score = scoreRounds(rules(type, { minBet: 150, scoringGame: 'b', pointsTable: [{ minBet: 1, points: 1 }] }), played);
      expect(score.rounds, type).toBe(1);
    }
    expect(scoreRounds(rules('win-sum', { minBet: 150 }), played)).toEqual({ score: 800, reachedAt: minute(4), rounds: 1 });
  });

  it('no qualifying round, or nothing won: score 0 and no reachedAt', () => {
    for (const type of SCORING_TYPES) expect(scoreRounds(rules(type), []), type).toEqual({ score: 0, reachedAt: null, rounds: 0 });
    expect(scoreRounds(rules('win-sum'), rounds(['a', 100, 0]))).toEqual({ score: 0, reachedAt: null, rounds: 1 });
  });

  it('rounds are scored in play order whatever order they arrive in (ties on time by round id)', () => {
    const shuffled = [played[4], played[0], played[3], played[5], played[1], played[2]];
    for (const type of SCORING_TYPES) expect(scoreRounds(rules(type), shuffled), type).toEqual(scoreRounds(rules(type), played));
  });

  it('removing a round (a rollback) gives the score without it', () => {
    const without = played.filter((r) => r.roundId !== 'r4');
    expect(scoreRounds(rules('win-max'), without)).toEqual({ score: 300, reachedAt: minute(5), rounds: 5 });
  });
});
