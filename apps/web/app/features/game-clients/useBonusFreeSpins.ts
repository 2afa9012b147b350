import { useCallback, useState } from 'react';
import type { FreeSpinsView, GameSession } from '@fortuna/contracts';
import { useRealtimeEvent } from '../realtime';
import { fetchFreeSpinsGrants } from './api';

/** What the slot's counter shows: spins left of a bonus's free spins on this game, or that they are used up. */
export type BonusSpins = FreeSpinsView & { done?: boolean };

/**
 * The player's free spins (a bonus) on this game, real mode: from the session, then from every
 * play result; the free-spins channel brings a new grant (read again) and the progress of another tab.
 * When the last one is played the counter stays, marked done, with the total won (now a bonus).
 */
export function useBonusFreeSpins(session: Pick<GameSession, 'mode' | 'game'> & { freeSpins?: FreeSpinsView | null }) {
  const [freeSpins, setFreeSpins] = useState<BonusSpins | null>(session.freeSpins ?? null);
  const real = session.mode === 'real';

  /** after a play: the server's view, or (null) the spins were used up by this round (its last step won `lastWin`) */
  const update = useCallback((next: FreeSpinsView | null, lastWin = 0) => {
    setFreeSpins((prev) => {
      if (next) return next;
      if (prev && !prev.done) return { ...prev, left: 0, winning: prev.winning + lastWin, done: true };
      return prev;
    });
  }, []);

  useRealtimeEvent('freeSpinsProgress', (p) => {
    if (!real || p.gameId !== session.game.id) return;
    setFreeSpins((prev) => {
      if (prev && prev.id !== p.id && !prev.done) return prev;
      return {
        id: p.id,
        left: p.left,
        total: p.total,
        bet: prev?.bet ?? 0,
        winning: p.winning,
        currency: p.currency,
        done: p.left === 0 && !!p.bonusId,
      };
    });
  });

  useRealtimeEvent('freeSpinsAwarded', (p) => {
    if (!real || p.gameId !== session.game.id) return;
    void fetchFreeSpinsGrants()
      .then(({ items }) => {
        const grant = items.find((g) => g.gameId === session.game.id && g.left > 0);
        if (grant)
          setFreeSpins({
            id: grant.id,
            left: grant.left,
            total: grant.total,
            bet: grant.bet,
            winning: grant.winning,
            currency: grant.currency,
          });
      })
      .catch(() => {});
  });

  return { freeSpins, update };
}
