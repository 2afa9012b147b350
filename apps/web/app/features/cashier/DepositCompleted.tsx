import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, type DepositCreatedPayload } from '@fortuna/contracts';
import { useCashier } from './cashier.store';
import { localePath } from './locale-path';

/** The deposit-completed overlay: amount, currency, date, time and a link to the balance page. */
export function DepositCompleted({ payment, onClose }: { payment: DepositCreatedPayload; onClose: () => void }) {
  const { t, i18n } = useTranslation('cashier');
  const reset = useCashier((s) => s.reset);
  const at = new Date(payment.date);
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${p(at.getDate())}/${p(at.getMonth() + 1)}/${at.getFullYear()}`;
  const time = `${p(at.getHours())}:${p(at.getMinutes())}`;
  return (
    <div
      role="status"
      data-testid="deposit-completed"
      className="flex min-h-[380px] flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <div className="grid h-16 w-16 place-items-center rounded-full bg-mint/15 text-mint">
        <svg width="34" height="34" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden>
          <path d="M5 12l5 5L20 7" />
        </svg>
      </div>
      <h3 className="text-2xl font-bold">{t('completed.title')}</h3>
      <p className="text-slate-300">
        {t('completed.text', { amount: formatAmount(payment.amount), currency: payment.currency, date, time })}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link
          to={localePath(i18n.language, '/player/balance')}
          onClick={onClose}
          className="rounded-full bg-gold px-6 py-2.5 font-semibold text-ink hover:bg-gold-2"
        >
          {t('completed.balanceLink')}
        </Link>
        <button onClick={reset} className="rounded-full border border-white/20 px-6 py-2.5 font-semibold hover:bg-white/10">
          {t('completed.again')}
        </button>
      </div>
    </div>
  );
}
