import { describe, expect, it } from 'vitest';
import {
  acceptsBets,
  advanceTable,
  liveTableConfig,
  openTable,
  ProvablyFairRng,
  publicTableView,
  settleLiveBets,
  validateLiveBets,
  DEFAULT_LIMITS,
} from '../index.ts';

const rngFor = (seq: number) => new ProvablyFairRng({ serverSeed: 'live', clientSeed: 'table', nonce: seq });

describe('live shared-round table', () => {
  const config = liveTableConfig('roulette-1', 'roulette', { bettingMs: 10_000, drawingMs: 5_000, resultMs: 3_000 });

  it('cycles betting -> drawing -> result -> next round on the clock', () => {
    let state = openTable(config, 0);
    expect(state).toMatchObject({ roundId: 'roulette-1-1', phase: 'betting', phaseEndsAt: 10_000, outcome: null });
    expect(acceptsBets(state, 9_999)).toBe(true);
    expect(advanceTable(config, state, 9_999, rngFor).transitions).toEqual([]);
    ({ state } = advanceTable(config, state, 10_000, rngFor));
    expect(state.phase).toBe('drawing');
    expect(acceptsBets(state, 10_000)).toBe(false);
    expect(state.outcome).not.toBeNull();
    expect(publicTableView(state).outcome).toBeNull();
    ({ state } = advanceTable(config, state, 15_000, rngFor));
    expect(state.phase).toBe('result');
    expect(publicTableView(state).outcome).toEqual(state.outcome);
    const r = advanceTable(config, state, 18_500, rngFor);
    expect(r.state).toMatchObject({ roundId: 'roulette-1-2', seq: 2, phase: 'betting', phaseStartedAt: 18_000, phaseEndsAt: 28_000 });
  });

  it('catches up several phases in one call and skips rounds when idle too long', () => {
    const state = openTable(config, 0);
    const r = advanceTable(config, state, 16_000, rngFor);
    expect(r.transitions).toEqual(['drawing', 'result']);
    const idle = advanceTable(config, r.state, 1_000_000, rngFor);
    expect(idle.state).toMatchObject({ seq: 2, phase: 'betting', phaseStartedAt: 1_000_000 });
  });

  it('the outcome is fixed by the round seeds', () => {
    const a = advanceTable(config, openTable(config, 0), 10_000, rngFor).state.outcome;
    const b = advanceTable(config, openTable(config, 0), 10_000, rngFor).state.outcome;
    expect(a).toEqual(b);
  });

  it('settles roulette and baccarat bets', () => {
    expect(
      settleLiveBets(
        { game: 'roulette', number: 17, colour: 'black' },
        {
          bets: [
            { type: 'straight', numbers: [17], amount: 10 },
            { type: 'red', amount: 10 },
          ],
        },
      ),
    ).toEqual({ credit: 360, returns: [360, 0] });
    const bac = liveTableConfig('bac-1', 'baccarat');
    const { state } = advanceTable(bac, openTable(bac, 0), bac.bettingMs, rngFor);
    expect(state.outcome?.game).toBe('baccarat');
    const settled = settleLiveBets(state.outcome!, { bets: [{ type: 'tie', amount: 10 }] });
    expect(settled.credit).toBe(state.outcome!.game === 'baccarat' && state.outcome!.winner === 'tie' ? 90 : 0);
    expect(
      validateLiveBets(
        'baccarat',
        {
          bets: [
            { type: 'banker', amount: 10 },
            { type: 'banker', amount: 5 },
          ],
        },
        DEFAULT_LIMITS,
      ).ok,
    ).toBe(false);
    expect(validateLiveBets('baccarat', { bets: [{ type: 'dragon', amount: 10 }] }, DEFAULT_LIMITS).ok).toBe(false);
    expect(validateLiveBets('roulette', { bets: [{ type: 'red', amount: 10 }] }, DEFAULT_LIMITS).ok).toBe(true);
  });

  it('refuses bad durations', () => {
    expect(() => liveTableConfig('x', 'roulette', { bettingMs: 0 })).toThrow(RangeError);
  });
});
