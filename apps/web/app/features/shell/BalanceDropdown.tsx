import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatAmount, formatMoney, href, type Locale } from '@fortuna/contracts';
import { bonusQueries } from '../bonuses';
import { useBalance } from '../cashier';
import type { PlayerInfo } from '../../lib/player';
import { ChevronIcon, WalletIcon } from './icons';
import { balanceText } from './player-extras';

/**
 * The header balance: for account policy 'cristal' with an active
 * bonus it opens a drop-down with the real balance and the active bonus amount, and a link to the
 * balance page when the player has more than one bonus. Otherwise it is a plain link to the balance page.
 */
export function BalanceButton({ player, locale }: { player: PlayerInfo; locale: Locale }) {
  const { t } = useTranslation();
  const { balance } = useBalance();
  const cristal = player.accountPolicyName === 'cristal' && !!balance?.activeBonus;
  const { data: bonusCount = 0 } = useQuery({ ...bonusQueries.activeCount(), enabled: cristal });
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const text = balance ? formatMoney(balance.balance, balance.currency) : balanceText(player);
  const pill =
    'flex items-center gap-2 whitespace-nowrap rounded-full border border-white/10 bg-panel px-3 py-2 text-sm font-semibold text-white hover:border-gold/60';
  if (!cristal || !balance?.activeBonus) {
    return (
      <Link to={href('player-balance', {}, locale)} className={pill} data-testid="header-balance">
        <WalletIcon className="h-4 w-4 text-gold" />
        <span className="sr-only">{t('auth.balance')}: </span>
        {text}
        {!!balance?.bonus && (
          <span className="hidden rounded-full bg-gold/15 px-2 py-0.5 text-xs text-gold sm:inline" data-testid="header-bonus">
            {t('bonuses:header.bonus', { amount: formatAmount(balance.bonus) })}
          </span>
        )}
      </Link>
    );
  }
  return (
    <div ref={ref} className="relative">
      <button type="button" className={pill} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="header-balance">
        <WalletIcon className="h-4 w-4 text-gold" />
        <span className="sr-only">{t('auth.balance')}: </span>
        {text}
        <ChevronIcon className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div className="absolute right-0 top-full z-50 mt-2 w-64 rounded-2xl border border-white/10 bg-panel-2 p-4 shadow-2xl">
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-400">{t('auth.realBalance')}</dt>
              <dd className="font-semibold text-white">{formatMoney(balance.real ?? balance.balance, balance.currency)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-400">{t('auth.activeBonus')}</dt>
              <dd className="font-semibold text-gold">
                {formatMoney(balance.activeBonus.amount, balance.activeBonus.currency ?? balance.currency)}
              </dd>
            </div>
          </dl>
          {bonusCount > 1 && (
            <Link
              to={href('player-balance', {}, locale)}
              onClick={() => setOpen(false)}
              className="mt-4 block rounded-full bg-white/5 py-2 text-center text-sm font-semibold text-white hover:bg-white/10"
            >
              {t('auth.allBonuses')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
