import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { openGameSession } from './api';
import { SlotClient } from './SlotClient';
import { tableClientFor } from '../table-clients';

export const SLOT_ENGINES = ['line-slot', 'ways-slot', 'cluster-slot', 'jackpot-slot'];

/**
 * The game itself, as the studio serves it at /rgs/play?token=…: exchanges the launch token for a
 * game session (restoring an interrupted round) and renders the engine's client.
 */
export function GameFrame({ token }: { token: string }) {
  const { t } = useTranslation('games-client');
  const session = useQuery({ queryKey: ['rgs-session', token], queryFn: () => openGameSession(token), staleTime: Infinity, gcTime: 0, enabled: !!token });

  if (!token) return <FrameMessage text={t('error.noToken')} />;
  if (session.isLoading) return <Loader label={t('loading')} />;
  if (session.error || !session.data) {
    const message = session.error instanceof ApiError ? session.error.message : t('error.network');
    return <FrameMessage text={message} />;
  }
  const TableClient = tableClientFor(session.data.game.engine);
  if (TableClient) return <TableClient session={session.data} />;
  if (!SLOT_ENGINES.includes(session.data.game.engine)) return <FrameMessage text={t('error.unsupported')} />;
  return <SlotClient session={session.data} />;
}

export function Loader({ label }: { label: string }) {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status" aria-label={label}>
      <div className="size-14 animate-spin rounded-full border-4 border-gold/20 border-t-gold" />
    </div>
  );
}

export function FrameMessage({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="grid min-h-[60vh] place-items-center p-6">
      <div className="max-w-md rounded-2xl border border-white/10 bg-panel p-6 text-center shadow-xl" role="alert">
        <p className="text-base font-semibold text-slate-100">{text}</p>
        {children}
      </div>
    </div>
  );
}
