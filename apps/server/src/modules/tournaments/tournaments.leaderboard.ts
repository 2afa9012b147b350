import { realtimeChannel, realtimeEvent } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import type { RealtimePublisher } from '../../platform/realtime';
import type { Standing, TournamentRow } from './tournaments.repository';

export interface LeaderboardReads {
  byId(id: number): Promise<TournamentRow | undefined>;
  top(id: number, limit: number): Promise<Standing[]>;
  participants(id: number): Promise<number>;
  /** a player's place and score, when in */
  standing(id: number, playerId: string): Promise<{ place: number; score: number } | null>;
}

export interface LeaderboardPushDeps {
  clock: Clock;
  realtime: RealtimePublisher;
  projectId: string;
  reads: LeaderboardReads;
  /** how many leaders a push carries */
  topN: number;
  /** at most one push per tournament per this many ms (of the injected clock) */
  minIntervalMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * The real-time leaderboard: when a tournament's scores change, the top places go out on the public
 * `tournaments` channel, and each player whose score changed gets their own place on their
 * `tournament` channel. Throttled per tournament: a change inside the interval after a push waits
 * for `flush()` (called by a timer), so a busy tournament pushes at most once a second.
 */
export function createLeaderboardPush(deps: LeaderboardPushDeps) {
  const interval = deps.minIntervalMs ?? 1_000;
  const lastPush = new Map<number, number>();
  const waiting = new Map<number, Set<string>>();

  async function push(id: number) {
    const players = waiting.get(id) ?? new Set<string>();
    waiting.delete(id);
    lastPush.set(id, deps.clock.now().getTime());
    const t = await deps.reads.byId(id);
    if (!t) return;
    const [top, participants] = await Promise.all([deps.reads.top(id, deps.topN), deps.reads.participants(id)]);
    const leaders = top.map((s) => ({
      place: s.place,
      nickname: s.nickname,
      points: s.score,
      prize: t.prizes.find((p) => p.place === s.place)?.amount ?? 0,
    }));
    await deps.realtime.publish(
      realtimeChannel.tournaments(deps.projectId),
      realtimeEvent('tournamentLeaders', { tournamentId: id, participants, leaders }),
    );
    for (const playerId of players) {
      const own = await deps.reads.standing(id, playerId);
      if (!own) continue;
      await deps.realtime.publish(
        realtimeChannel.tournament(deps.projectId, playerId),
        realtimeEvent('tournamentStanding', { tournamentId: String(id), place: own.place, points: own.score }),
      );
    }
  }

  const due = (id: number) => deps.clock.now().getTime() - (lastPush.get(id) ?? -Infinity) >= interval;
  const safely = (work: Promise<void>) => work.catch((err: unknown) => deps.onError?.(err));

  return {
    /** a score of `playerId` in tournament `id` changed (or they joined) */
    async changed(id: number, playerId: string) {
      const set = waiting.get(id) ?? new Set<string>();
      set.add(playerId);
      waiting.set(id, set);
      if (due(id)) await safely(push(id));
    },
    /** pushes the tournaments whose changes waited for the interval to pass; returns how many */
    async flush(): Promise<number> {
      let pushed = 0;
      for (const id of [...waiting.keys()]) {
        if (!due(id)) continue;
        await safely(push(id));
        pushed++;
      }
      return pushed;
    },
    /** how many tournaments have changes waiting */
    waiting: () => waiting.size,
  };
}
export type LeaderboardPush = ReturnType<typeof createLeaderboardPush>;
