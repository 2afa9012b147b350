import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@fortuna/contracts';
import { usePlayerInfo } from '../../lib/player';
import { useBalance } from './balance';
import { useCashier } from './cashier.store';
import { localePath } from './locale-path';
import { useOpenCashier } from './useOpenCashier';

/** /player/balance: total, real and bonus money, the active bonus, and shortcuts to the cashier (signed-in page: SignInGuard). */
export function BalancePage() {
  const { t, i18n } = useTranslation('cashier');
  const { isLoggedIn } = usePlayerInfo();
  const { balance } = useBalance(isLoggedIn);
  const openCashier = useOpenCashier();
  const setTab = useCashier((s) => s.setTab);
  const open = (tab: 'in' | 'out') => {
    setTab(tab);
    void openCashier();
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold text-gold">{t('balance.title')}</h1>
      {balance && (
        <>
          <section className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="balance-cards">
            <Card label={t('balance.total')} value={`${formatAmount(balance.balance)} ${balance.currency}`} strong />
            <Card label={t('balance.real')} value={`${formatAmount(balance.real)} ${balance.currency}`} />
            <Card label={t('balance.bonus')} value={`${formatAmount(balance.bonus)} ${balance.currency}`} />
          </section>
          {balance.activeBonus && (
            <section className="mt-6 rounded-2xl bg-panel p-5">
              <h2 className="font-semibold">{t('balance.activeBonus')}</h2>
              <p className="mt-2 text-sm text-slate-300">
                {t('balance.wagered', {
                  done: formatAmount(balance.activeBonus.wageredAmount),
                  total: formatAmount(balance.activeBonus.fullWager),
                })}
              </p>
              <div className="mt-3 h-2 overflow-hidden rounded-full bg-white/10">
                <div
                  className="h-full bg-gold"
                  style={{
                    width: `${Math.min(100, (balance.activeBonus.wageredAmount / Math.max(1, balance.activeBonus.fullWager)) * 100)}%`,
                  }}
                />
              </div>
            </section>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <button onClick={() => open('in')} className="rounded-full bg-gold px-6 py-2.5 font-bold text-ink hover:bg-gold-2">
              {t('balance.deposit')}
            </button>
            <button onClick={() => open('out')} className="rounded-full border border-white/20 px-6 py-2.5 font-semibold hover:bg-white/10">
              {t('balance.withdraw')}
            </button>
            <Link
              to={localePath(i18n.language, '/player/history/payments')}
              className="rounded-full px-6 py-2.5 font-semibold text-gold hover:underline"
            >
              {t('balance.history')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

function Card({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`rounded-2xl p-5 ${strong ? 'bg-gradient-to-br from-gold/25 to-panel ring-1 ring-gold/40' : 'bg-panel'}`}>
      <p className="text-sm text-slate-400">{label}</p>
      <p className={`mt-1 font-extrabold tabular-nums ${strong ? 'text-3xl text-gold' : 'text-2xl'}`}>{value}</p>
    </div>
  );
}
