import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RGS_ERROR_CODES, type GameSession, type PlayResult } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { playRound } from './api';
import { usePacing } from './pacing';

export interface RoundOptions {
  /** new rounds wait out the pacing of non-slot games (slots are not paced) */
  paced?: boolean;
  /** the text of a failed call (default: the server's message) */
  describeError?: (error: unknown) => string;
}

const LIMIT_CODES = new Set<number>([RGS_ERROR_CODES.limit_exceeded, RGS_ERROR_CODES.self_excluded]);

/** Tells the page around the game frame (same origin) that a bet was refused for a limit. */
function notifyLimitRefusal() {
  if (typeof window !== 'undefined' && window.parent !== window)
    window.parent.postMessage({ type: 'fortuna:rg-refused' }, window.location.origin);
}

/**
 * One round at a time, for every game client: balance, the current round, the last refusal, and
 * the pacing of new rounds. `send` does nothing while a call is under way (or, paced, before the
 * next round may start). A client that animates first sends with `{ settle: false }` and calls
 * `settle(result)` when the animation shows the result (the balance moves then, not before).
 */
export function useRound<R extends PlayResult = PlayResult>(
  session: Pick<GameSession, 'sessionId' | 'balance'> & { openRound: R['round'] | null },
  options: RoundOptions = {},
) {
  const { paced = true, describeError } = options;
  const [balance, setBalance] = useState(session.balance);
  const [round, setRound] = useState<R['round'] | null>(session.openRound ?? null);
  const [error, setError] = useState<string | null>(null);
  const [rounds, setRounds] = useState(0);
  const busy = useRef(false);
  const pacing = usePacing();
  const { t } = useTranslation('tables');
  const settle = useCallback((res: R) => {
    setBalance(res.balance);
    setRound(res.round);
  }, []);
  const send = useCallback(
    async (
      body: { bet?: unknown; action?: unknown; freeSpins?: boolean },
      { settle: settleNow = true }: { settle?: boolean } = {},
    ): Promise<R | null> => {
      if (busy.current) return null;
      const starts = body.bet !== undefined || body.freeSpins === true;
      if (paced && starts && !pacing.ready) return null;
      busy.current = true;
      setError(null);
      try {
        // the engine's payloads are the JSON the contract's engine types describe
        const res = (await playRound(session.sessionId, body)) as R;
        if (starts) {
          if (paced) pacing.started();
          setRounds((n) => n + 1);
        }
        if (settleNow) settle(res);
        return res;
      } catch (e) {
        if (paced && e instanceof ApiError && e.code === RGS_ERROR_CODES.round_too_soon) {
          // the studio enforces the same pacing: show its refusal and wait what it says
          const ms = Number(e.fieldErrors.retryAfterMs?.[0] ?? 0);
          pacing.holdFor(ms);
          setError(t('tooSoon', { seconds: (ms / 1000).toFixed(1) }));
        } else if (e instanceof ApiError && LIMIT_CODES.has(e.code)) {
          // a limit, the reality check or a break: the page around the game says which, translated
          setError(t(e.code === RGS_ERROR_CODES.self_excluded ? 'games-client:limits.excluded' : 'games-client:limits.paused'));
          notifyLimitRefusal();
        } else setError(describeError ? describeError(e) : e instanceof Error ? e.message : String(e));
        return null;
      } finally {
        busy.current = false;
      }
    },
    [session.sessionId, paced, pacing, t, settle, describeError],
  );
  return { balance, round, error, send, settle, pacing, rounds };
}
