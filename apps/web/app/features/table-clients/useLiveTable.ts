import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { realtimeChannel, type ApiBody, type GameSession, type LiveTableId, type LiveTableState } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { realtimeQueries, useRealtimeChannel, useRealtimeEvent } from '../realtime';

export const fetchLiveTable = (tableId: LiveTableId, sessionId: string) =>
  call('GET /rgs/live/:tableId', { params: { tableId }, query: { sessionId } });
export const placeLiveBet = (body: ApiBody<'POST /rgs/live/bet'>) => call('POST /rgs/live/bet', { body });

const newId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w.-]/g, '');

/**
 * A shared-round table as the page sees it: the table state from GET /api/rgs/live/{table}
 * (catch-up on open and after each result), the round events pushed on the public live channel,
 * a countdown corrected for the server's clock, and placing bets (idempotent transaction id).
 */
export function useLiveTable(session: GameSession, tableId: LiveTableId) {
  const [table, setTable] = useState<LiveTableState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const skew = useRef(0);
  const config = useQuery(realtimeQueries.appConfig());
  const projectId = config.data?.projectConfig.projectId;
  useRealtimeChannel(projectId ? realtimeChannel.live(projectId) : null);

  const refresh = useCallback(async () => {
    try {
      const s = await fetchLiveTable(tableId, session.sessionId);
      skew.current = Date.parse(s.now) - Date.now();
      setTable(s);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [tableId, session.sessionId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // the countdown; and a fallback when a push was missed: a phase past its end by 2 s refetches
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  const serverNow = now + skew.current;
  const round = table?.round ?? null;
  const phaseEnd = round
    ? Date.parse(round.phase === 'betting' ? round.closesAt : round.phase === 'drawing' ? round.drawEndsAt : round.resultEndsAt)
    : 0;
  const stale = round ? serverNow > phaseEnd + 2_000 : false;
  useEffect(() => {
    if (!stale) return;
    const id = setTimeout(() => void refresh(), 1_000);
    return () => clearTimeout(id);
  }, [stale, now, refresh]);

  useRealtimeEvent('liveRoundOpened', (p) => {
    if (p.tableId === tableId) void refresh();
  });
  useRealtimeEvent('liveBettingClosed', (p) => {
    if (p.tableId !== tableId) return;
    setTable((t) => (t?.round && t.round.roundId === p.roundId ? { ...t, round: { ...t.round, phase: 'drawing' } } : t));
  });
  useRealtimeEvent('liveRoundResult', (p) => {
    if (p.tableId === tableId) void refresh();
  });

  const bettingOpen = !!round && round.phase === 'betting' && serverNow < Date.parse(round.closesAt);
  const secondsLeft = round ? Math.max(0, Math.ceil((phaseEnd - serverNow) / 1000)) : 0;

  const place = useCallback(
    async (bets: unknown) => {
      if (!round || placing) return false;
      setPlacing(true);
      setError(null);
      try {
        await placeLiveBet({ sessionId: session.sessionId, roundId: round.roundId, bets, transactionId: newId() });
        await refresh();
        return true;
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        return false;
      } finally {
        setPlacing(false);
      }
    },
    [round, placing, session.sessionId, refresh],
  );

  const myRound = (table?.myBets ?? []).filter((b) => b.roundId === round?.roundId && b.status !== 'refused');
  const lastResult = round?.phase === 'result' ? round : (table?.history[0] ?? null);
  const myLast = (table?.myBets ?? []).filter((b) => b.roundId === lastResult?.roundId && b.status === 'settled');
  return {
    table,
    round,
    error,
    placing,
    place,
    bettingOpen,
    secondsLeft,
    /** this session's stake on the current round */
    myStake: myRound.reduce((s, b) => s + b.stake, 0),
    myBets: myRound,
    /** this session's win on the last settled round (null when it had no bet there) */
    myWin: myLast.length ? myLast.reduce((s, b) => s + (b.win ?? 0), 0) : null,
    balance: table?.balance ?? session.balance,
  };
}
export type LiveTable = ReturnType<typeof useLiveTable>;
