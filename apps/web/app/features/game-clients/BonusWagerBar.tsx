import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fortuna/contracts';
import { playerKeys, playerQueries } from '../../lib/player';
import { useRealtimeEvent } from '../realtime';

/**
 * The wagering progress of the active bonus, under the game while one is active: wagered of the full
 * wager, and what is left. The progressbar channel moves it after every settled bet that counts
 * towards the wager; a push for another bonus (the wager was completed, the next one became active)
 * reads the balance again.
 */
export function BonusWagerBar() {
  const { t } = useTranslation('games-client');
  const queryClient = useQueryClient();
  const balances = useQuery(playerQueries.balances());
  const active = balances.data?.[0]?.activeBonus ?? null;
  const [pushed, setPushed] = useState<{ bonusId: string; wagered: number; fullWager: number } | null>(null);

  useRealtimeEvent('bonusProgress', (p) => {
    setPushed({ bonusId: p.bonusId, wagered: p.wagered, fullWager: p.fullWager });
    if (!active || p.bonusId !== active.id || p.wagered >= p.fullWager)
      void queryClient.invalidateQueries({ queryKey: playerKeys.balances });
  });

  if (!active || active.fullWager <= 0) return null;
  const live = pushed && pushed.bonusId === active.id ? pushed : null;
  const wagered = Math.min(active.fullWager, Math.max(live?.wagered ?? 0, active.wageredAmount));
  const left = active.fullWager - wagered;
  const percent = Math.floor((wagered / active.fullWager) * 1000) / 10;
  const money = (v: number) => formatMoney(v, active.currency);
  return (
    <div
      className="flex shrink-0 items-center gap-3 border-t border-gold/20 bg-black/85 px-3 py-1 text-xs text-slate-200"
      role="progressbar"
      aria-label={t('wager.label')}
      aria-valuemin={0}
      aria-valuemax={active.fullWager}
      aria-valuenow={wagered}
      data-testid="bonus-wager-bar"
      data-wager-left={left}
      data-full-wager={active.fullWager}
    >
      <span className="hidden shrink-0 font-bold uppercase tracking-wider text-gold-2 sm:inline">{t('wager.label')}</span>
      <div className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-white/10">
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold to-gold-2 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="min-w-0 truncate font-mono text-[11px] sm:text-xs" data-testid="bonus-wager-left">
        {t('wager.left', { left: money(left), full: money(active.fullWager) })}
      </span>
    </div>
  );
}
