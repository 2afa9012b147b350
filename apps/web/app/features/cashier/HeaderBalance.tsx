import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@fortuna/contracts';
import { usePlayerInfo } from '../../lib/player';
import { useBalance } from './cashier.api';
import { localePath } from './locale-path';
import { useOpenCashier } from './useOpenCashier';

/** Header balance with a cashier button; for account policy 'cristal' with an active bonus, the balance dropdown. */
export function HeaderBalance() {
  const { t, i18n } = useTranslation('cashier');
  const { player, isLoggedIn } = usePlayerInfo();
  const { balance } = useBalance(isLoggedIn);
  const openCashier = useOpenCashier();
  if (!isLoggedIn || !balance) return null;
  const dropdown = player?.accountPolicyName === 'cristal' && !!balance.activeBonus;
  return (
    <div className="flex items-center gap-2" data-testid="header-balance">
      {dropdown ? (
        <BalanceDropdown />
      ) : (
        <Link
          to={localePath(i18n.language, '/player/balance')}
          className="rounded-full bg-panel-2 px-4 py-2 text-sm font-semibold tabular-nums hover:bg-white/10"
          aria-label={t('header.balance')}
        >
          {formatAmount(balance.balance)} {balance.currency}
        </Link>
      )}
      <button onClick={() => void openCashier()} className="rounded-full bg-gold px-4 py-2 text-sm font-bold text-ink hover:bg-gold-2">
        {t('header.cashier')}
      </button>
    </div>
  );
}

/**
 * Balance dropdown (spec §2): only for account policy 'cristal' with an active bonus; real balance and
 * active bonus amount, and a link to the balance page when the player holds more than one bonus.
 */
export function BalanceDropdown({ bonusCount = 1 }: { bonusCount?: number }) {
  const { t, i18n } = useTranslation('cashier');
  const { player, isLoggedIn } = usePlayerInfo();
  const { balance } = useBalance(isLoggedIn);
  const [open, setOpen] = useState(false);
  if (!balance || player?.accountPolicyName !== 'cristal' || !balance.activeBonus) return null;
  return (
    <div className="relative" onMouseLeave={() => setOpen(false)}>
      <button
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className="flex items-center gap-2 rounded-full bg-panel-2 px-4 py-2 text-sm font-semibold tabular-nums hover:bg-white/10"
      >
        {formatAmount(balance.balance)} {balance.currency}
        <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open && (
        <div
          className="absolute right-0 top-full z-30 mt-2 w-64 rounded-xl bg-panel-2 p-4 text-sm shadow-2xl ring-1 ring-white/10"
          data-testid="balance-dropdown"
        >
          <p className="flex justify-between">
            <span className="text-slate-400">{t('dropdown.real')}</span>
            <span className="font-semibold">
              {formatAmount(balance.real)} {balance.currency}
            </span>
          </p>
          <p className="mt-2 flex justify-between">
            <span className="text-slate-400">{t('dropdown.bonus')}</span>
            <span className="font-semibold text-gold">
              {formatAmount(balance.activeBonus.amount)} {balance.activeBonus.currency}
            </span>
          </p>
          {bonusCount > 1 && (
            <Link to={localePath(i18n.language, '/player/balance')} className="mt-3 block text-gold hover:underline">
              {t('dropdown.allBonuses')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** The notification dot of the mobile sidebar's balance link: rejected payments exist (spec §2). */
export function PaymentsNotificationDot() {
  const { t } = useTranslation('cashier');
  const { player } = usePlayerInfo();
  if (!player?.rejectedPaymentsCount) return null;
  return <span className="inline-block h-2 w-2 rounded-full bg-rose" role="status" aria-label={t('rejectedDot')} />;
}
