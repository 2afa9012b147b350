import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RGS_ERROR_CODES, type GameSession, type PlayResult } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { playRound } from '../game-clients';
import { usePacing } from './pacing';

/** Round state shared by the clients: balance, current round, errors, pacing of new rounds. */
export function useRound(session: GameSession) {
  const [balance, setBalance] = useState(session.balance);
  const [round, setRound] = useState<PlayResult['round'] | null>(session.openRound ?? null);
  const [error, setError] = useState<string | null>(null);
  const [rounds, setRounds] = useState(0);
  const busy = useRef(false);
  const pacing = usePacing();
  const { t } = useTranslation('tables');
  const send = useCallback(
    async (body: { bet?: unknown; action?: unknown }) => {
      if (busy.current) return null;
      if (body.bet !== undefined && !pacing.ready) return null;
      busy.current = true;
      setError(null);
      try {
        const res = await playRound(session.sessionId, body);
        if (body.bet !== undefined) {
          pacing.started();
          setRounds((n) => n + 1);
        }
        setBalance(res.balance);
        setRound(res.round);
        return res;
      } catch (e) {
        if (e instanceof ApiError && e.code === RGS_ERROR_CODES.round_too_soon) {
          // the studio enforces the same pacing: show its refusal and wait what it says
          const ms = Number(e.fieldErrors.retryAfterMs?.[0] ?? 0);
          pacing.holdFor(ms);
          setError(t('tooSoon', { seconds: (ms / 1000).toFixed(1) }));
        } else setError(e instanceof Error ? e.message : String(e));
        return null;
      } finally {
        busy.current = false;
      }
    },
    [session.sessionId, pacing, t],
  );
  return { balance, round, error, send, pacing, rounds };
}
