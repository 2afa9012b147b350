import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock';
import { recordingPublisher } from '../../platform/realtime';
import { createLeaderboardPush } from './tournaments.leaderboard';
import type { TournamentRow } from './tournaments.repository';

const tournament = { id: 7, prizes: [{ place: 1, amount: 500 }] } as unknown as TournamentRow;

function setup() {
  const clock = new FakeClock();
  const realtime = recordingPublisher();
  const scores = new Map<string, number>([['p1', 0]]);
  const standings = () =>
    [...scores.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([playerId, score], i) => ({ playerId, nickname: playerId, score, place: i + 1 }));
  const push = createLeaderboardPush({
    clock,
    realtime,
    projectId: 'fortuna',
    topN: 10,
    reads: {
      byId: async () => tournament,
      top: async () => standings(),
      participants: async () => scores.size,
      standing: async (_id, playerId) => {
        const s = standings().find((x) => x.playerId === playerId);
        return s ? { place: s.place, score: s.score } : null;
      },
    },
  });
  const leaderPushes = () => realtime.sent.filter((m) => m.message.type === 'tournamentLeaders');
  return { clock, realtime, scores, push, leaderPushes };
}

describe('leaderboard push: at most one per second per tournament, top N plus own place', () => {
  it('pushes the first change at once; changes inside the second wait for flush; the next second pushes once', async () => {
    const { clock, realtime, scores, push, leaderPushes } = setup();
    await push.changed(7, 'p1');
    expect(leaderPushes()).toHaveLength(1);
    expect(realtime.sent[0].channel).toBe('tournaments:fortuna');
    expect(realtime.sent[1]).toMatchObject({
      channel: 'tournament:fortuna#p1',
      message: { type: 'tournamentStanding', payload: { tournamentId: '7', place: 1, points: 0 } },
    });

    scores.set('p2', 300);
    clock.advance(200);
    await push.changed(7, 'p2');
    scores.set('p1', 400);
    clock.advance(200);
    await push.changed(7, 'p1');
    expect(leaderPushes()).toHaveLength(1);
    expect(await push.flush()).toBe(0);

    clock.advance(600);
    expect(await push.flush()).toBe(1);
    expect(leaderPushes()).toHaveLength(2);
    expect(leaderPushes()[1].message.payload).toEqual({
      tournamentId: 7,
      participants: 2,
      leaders: [
        { place: 1, nickname: 'p1', points: 400, prize: 500 },
        { place: 2, nickname: 'p2', points: 300, prize: 0 },
      ],
    });
    // both players whose scores changed get their own place
    const standingsSent = realtime.sent.filter((m) => m.message.type === 'tournamentStanding').slice(1);
    expect(standingsSent.map((m) => m.channel).sort()).toEqual(['tournament:fortuna#p1', 'tournament:fortuna#p2']);
    expect(push.waiting()).toBe(0);
    expect(await push.flush()).toBe(0);
  });

  it('tournaments are throttled apart', async () => {
    const { push, leaderPushes } = setup();
    await push.changed(7, 'p1');
    await push.changed(8, 'p1');
    expect(leaderPushes()).toHaveLength(2);
  });
});
