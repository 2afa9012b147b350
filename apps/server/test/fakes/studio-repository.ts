import type { RoundRow, SessionRow, StudioRepository } from '../../src/modules/rgs/studio/studio.repository';
import { inMemoryTransaction } from './in-memory-transaction';

type CallRow = Awaited<ReturnType<StudioRepository['callsOf']>>[number];

interface State {
  sessions: SessionRow[];
  rounds: RoundRow[];
  calls: CallRow[];
  leases: { name: string; holder: string; expiresAt: Date }[];
}

const newest = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

/**
 * The studio's repository in memory, for unit specs of the studio service: the same answers as
 * the SQL one (one open round per session, play money never below zero, a paced round start claimed
 * once, history newest first without cancelled rounds, a transaction that throws leaves nothing
 * behind), without a database. The shared live tables are not kept: history and profit hold the
 * studio's own rounds only. One handle stands for every transaction: `withTx(tx)` is itself.
 */
export function createFakeStudioRepository(): StudioRepository & { state(): State } {
  let s: State = { sessions: [], rounds: [], calls: [], leases: [] };
  const copy = <T extends object>(row: T | undefined): T | null => (row ? structuredClone(row) : null);
  const realRounds = (playerId: string) => s.rounds.filter((r) => r.playerId === playerId && r.mode === 'real' && r.status !== 'cancelled');

  const repository: StudioRepository & { state(): State } = {
    state: () => s,
    withTx: () => repository,
    transaction: (work) => inMemoryTransaction({ get: () => s, set: (before) => void (s = before) }, work),

    async insertSession(row) {
      s.sessions.push({ playerId: null, demoBalance: null, lastRoundAt: null, ...row } as SessionRow);
    },
    async session(id) {
      return copy(s.sessions.find((x) => x.id === id));
    },
    async moveDemoBalance(sessionId, delta) {
      const session = s.sessions.find((x) => x.id === sessionId);
      if (!session || (session.demoBalance ?? 0) + delta < 0) return null;
      session.demoBalance = (session.demoBalance ?? 0) + delta;
      return session.demoBalance;
    },
    async claimRoundStart(sessionId, now, intervalMs) {
      const session = s.sessions.find((x) => x.id === sessionId);
      if (!session) return false;
      const previous = session.lastRoundAt;
      if (previous && previous.getTime() > now.getTime() - intervalMs) return false;
      session.lastRoundAt = now;
      return { previous };
    },
    async releaseRoundStart(sessionId, claimed, previous) {
      const session = s.sessions.find((x) => x.id === sessionId);
      if (session?.lastRoundAt?.getTime() === claimed.getTime()) session.lastRoundAt = previous;
    },
    async lastRoundAt(sessionId) {
      return s.sessions.find((x) => x.id === sessionId)?.lastRoundAt ?? null;
    },
    async openRound(row) {
      if (s.rounds.some((r) => r.id === row.id || (r.sessionId === row.sessionId && r.status === 'open'))) return false;
      s.rounds.push(
        structuredClone({ stake: 0, win: 0, jackpotWin: 0, steps: 0, state: null, outcome: null, freeSpinsId: null, ...row }) as RoundRow,
      );
      return true;
    },
    async openRoundOfSession(sessionId) {
      return copy(s.rounds.find((r) => r.sessionId === sessionId && r.status === 'open'));
    },
    async openRoundOfPlayer(playerId, gameId) {
      const open = s.rounds.filter((r) => r.playerId === playerId && r.gameId === gameId && r.status === 'open' && r.mode === 'real');
      return copy(open.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0]);
    },
    async adoptRound(roundId, sessionId, at) {
      const round = s.rounds.find((r) => r.id === roundId);
      if (round) Object.assign(round, { sessionId, updatedAt: at });
    },
    async updateRound(roundId, patch) {
      const round = s.rounds.find((r) => r.id === roundId);
      if (round) Object.assign(round, structuredClone(patch));
    },
    async finishStep(roundId, patch, calls) {
      for (const c of calls) await repository.recordCall(c);
      await repository.updateRound(roundId, patch as Parameters<typeof repository.updateRound>[1]);
    },
    async lockRound(roundId) {
      return repository.round(roundId);
    },
    async round(roundId) {
      return copy(s.rounds.find((r) => r.id === roundId));
    },
    async staleRounds(before, limit) {
      const unsettled = new Set(s.calls.filter((c) => c.status === 'pending' || c.status === 'failed').map((c) => c.roundId));
      return s.rounds
        .filter((r) => r.updatedAt <= before && (r.status === 'open' || unsettled.has(r.id)))
        .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
        .slice(0, limit)
        .map((r) => structuredClone(r));
    },
    async setCallStatus(transactionId, status) {
      const call = s.calls.find((c) => c.transactionId === transactionId);
      if (call) call.status = status;
    },
    async takeLease(name, holder, now, until) {
      const lease = s.leases.find((l) => l.name === name);
      if (!lease) s.leases.push({ name, holder, expiresAt: until });
      else if (lease.holder === holder || lease.expiresAt <= now) Object.assign(lease, { holder, expiresAt: until });
      else return false;
      return true;
    },
    async releaseLease(name, holder) {
      s.leases = s.leases.filter((l) => !(l.name === name && l.holder === holder));
    },
    async recordCall(row) {
      const known = s.calls.find((c) => c.transactionId === row.transactionId);
      if (known) Object.assign(known, { status: row.status, answer: row.answer ?? null });
      else s.calls.push(structuredClone({ answer: null, ...row }) as CallRow);
    },
    async callsOf(roundId) {
      return s.calls
        .filter((c) => c.roundId === roundId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((c) => structuredClone(c));
    },
    async history(playerId, filter) {
      const q = filter.q?.toLowerCase();
      const rows = realRounds(playerId)
        .filter((r) => (!filter.from || r.createdAt >= filter.from) && (!filter.to || r.createdAt < filter.to))
        .filter((r) => !q || [r.gameName, r.gameUrl, r.id].some((v) => v.toLowerCase().includes(q)))
        .sort(newest);
      return {
        rows: rows.slice((filter.page - 1) * filter.pageSize, filter.page * filter.pageSize).map((r) => ({
          id: r.id,
          gameId: r.gameId,
          gameUrl: r.gameUrl,
          gameName: r.gameName as string | null,
          engine: r.engine,
          currency: r.currency,
          status: r.status,
          stake: r.stake,
          win: r.win,
          createdAt: r.createdAt,
          bet: ((r.state as { bet?: Record<string, unknown> } | null)?.bet ?? null) as Record<string, unknown> | null,
          freeRound: r.freeSpinsId !== null,
          live: null as { serverSeedHash: string; clientSeed: string; nonce: number; serverSeed: string | null } | null,
        })),
        total: rows.length,
      };
    },
    async profit(playerId, gameId, currency) {
      const rows = realRounds(playerId).filter((r) => r.gameId === gameId && r.currency === currency);
      return { rounds: rows.length, bet: rows.reduce((n, r) => n + r.stake, 0), win: rows.reduce((n, r) => n + r.win, 0) };
    },
  };
  return repository;
}
