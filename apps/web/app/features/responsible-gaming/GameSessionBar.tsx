import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fortuna/contracts';
import { rgKeys, rgQueries } from './api';
import { formatClock, serverClock } from './time';
import { useTicker } from './useTicker';

/** The game frame reports each finished request; the figures are read again after a round, at most this often. */
const REFRESH_AFTER_ACTIVITY_MS = 400;

/**
 * The thin bar under every real-money game (UKGC remote technical standards): the session clock and
 * the net position since the session started (won minus staked), from the server's figures. It
 * reads them again after each round (the balance push, the frame's activity), never from the client.
 */
export function GameSessionBar() {
  const { t } = useTranslation('rg');
  const queryClient = useQueryClient();
  const stats = useQuery(rgQueries.statistic());
  useTicker(!!stats.data);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || (event.data as { type?: string })?.type !== 'fortuna:api-activity') return;
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: rgKeys.statistic }), REFRESH_AFTER_ACTIVITY_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [queryClient]);

  const s = stats.data;
  const seconds = s ? (serverClock(s.now, stats.dataUpdatedAt)() - new Date(s.startedAt).getTime()) / 1000 : null;
  const net = s?.net ?? 0;
  return (
    <div
      className="flex h-7 shrink-0 items-center justify-between gap-4 border-t border-white/10 bg-black/85 px-3 text-xs text-slate-300 sm:justify-center sm:gap-8"
      role="status"
      aria-live="off"
      data-testid="game-session-bar"
    >
      <span>
        {t('bar.session')}{' '}
        <span className="font-mono font-semibold text-white" data-testid="session-clock">
          {seconds === null ? '--:--:--' : formatClock(seconds)}
        </span>
      </span>
      <span>
        {t('bar.net')}{' '}
        <span
          className={`font-mono font-semibold ${net > 0 ? 'text-mint' : net < 0 ? 'text-rose' : 'text-white'}`}
          data-testid="session-net"
          data-net={net}
        >
          {s ? `${net > 0 ? '+' : ''}${formatMoney(net, s.currency)}` : '—'}
        </span>
      </span>
    </div>
  );
}
