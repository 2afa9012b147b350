import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashierFrame, PaymentResult } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { confirmThreeDs, createDeposit, useRefreshMoney, type CardInput } from './cashier.api';
import { useCashier } from './cashier.store';
import { amountLabel, AmountInput, useAmount, useAmountProblem } from './AmountInput';
import { CardFields, Field, inputClass, Notice, SubmitButton, SystemPicker } from './form-parts';
import { usePaymentPoll } from './usePaymentPoll';

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'approve'],
  ['4000 0000 0000 0002', 'decline'],
  ['4000 0000 0000 3220', 'challenge'],
  ['4000 0000 0000 0077', 'pending'],
] as const;

/** Cash-in: payment system, on-deposit bonus block, amount, card form; 3-D Secure step; waits for the provider. */
export function DepositForm({ frame, loading }: { frame?: CashierFrame; loading: boolean }) {
  const { t } = useTranslation('cashier');
  const depositCreated = useCashier((s) => s.depositCreated);
  const refresh = useRefreshMoney();
  const [system, setSystem] = useState('');
  const amount = useAmount('50');
  const amountProblem = useAmountProblem();
  const [card, setCard] = useState<CardInput>({ number: '', holder: '', expiry: '', cvc: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentResult | null>(null);
  const [code, setCode] = useState('');

  const systems = frame?.paymentSystems ?? [];
  const selected = systems.find((s) => s.id === system) ?? systems.find((s) => s.deposit);
  const following = payment && (payment.status === 'processing' || payment.status === 'init') ? payment.id : null;

  usePaymentPoll(following, (p) => {
    setPayment(p);
    if (p.status === 'ok') {
      refresh();
      depositCreated({ paymentId: p.id, amount: p.amount, currency: p.account, date: new Date().toISOString(), virtual: false });
      setPayment(null);
    } else if (p.status === 'failure' || p.status === 'cancelled' || p.status === 'rejected') {
      setError(t(`errors.${p.error ?? 'generic'}`, { defaultValue: t('errors.generic') }));
      setPayment(null);
      refresh();
    }
  });

  if (loading) return <p className="py-16 text-center text-slate-400">{t('loading')}</p>;
  if (frame?.suspended) return <Notice tone="warning">{t('suspended')}</Notice>;
  if (!selected) return <Notice tone="info">{t('noPaymentSystems')}</Notice>;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const problem = amountProblem(amount, selected.deposit!, frame!.currency);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const result = await createDeposit({
        paymentSystem: selected.id,
        amount: amount.minor!,
        card: selected.kind === 'card' ? card : undefined,
      });
      if (result.status === 'failure') setError(t(`errors.${result.error ?? 'generic'}`, { defaultValue: t('errors.generic') }));
      else setPayment(result);
      refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!payment?.action) return;
    setBusy(true);
    try {
      await confirmThreeDs(payment.action.url, code);
      setPayment({ ...payment, action: null });
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
      setCode('');
    }
  };

  if (payment?.action) {
    return (
      <form onSubmit={submitCode} className="mx-auto flex max-w-sm flex-col gap-4 py-6" data-testid="three-ds">
        <h3 className="text-lg font-bold">{t('threeDs.title')}</h3>
        <p className="text-sm text-slate-300">{t('threeDs.text')}</p>
        <Field label={t('threeDs.code')}>
          <input
            className={inputClass}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        </Field>
        <SubmitButton disabled={busy || !code}>{t('threeDs.submit')}</SubmitButton>
      </form>
    );
  }

  if (payment) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="deposit-processing">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-gold/30 border-t-gold" aria-hidden />
        <p className="max-w-md text-slate-300">{selected.kind === 'bank' ? t('bank.pending') : t('deposit.processing')}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <section className="flex flex-col gap-4">
        <h3 className="font-semibold text-slate-200">{t('selectPaymentSystem')}</h3>
        <SystemPicker systems={systems} value={selected.id} onChange={setSystem} direction="deposit" />
        <div className="rounded-xl border border-dashed border-white/15 p-4" data-testid="deposit-bonus">
          <p className="text-sm font-semibold text-slate-200">{t('depositBonus.title')}</p>
          <p className="text-xs text-slate-400">{t('depositBonus.none')}</p>
        </div>
        {selected.kind === 'card' && (
          <div className="rounded-xl bg-panel-2 p-4 text-xs text-slate-300">
            <p className="mb-2 font-semibold text-slate-200">{t('testCards.title')}</p>
            <ul className="space-y-1">
              {TEST_CARDS.map(([number, scenario]) => (
                <li key={number}>
                  <button
                    type="button"
                    className="font-mono text-gold-2 hover:underline"
                    onClick={() =>
                      setCard({ number, holder: card.holder || 'Test Player', expiry: card.expiry || '12/30', cvc: card.cvc || '123' })
                    }
                  >
                    {number}
                  </button>{' '}
                  {t(`testCards.${scenario}`)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section className="flex flex-col gap-4">
        <AmountInput amount={amount} currency={frame!.currency} range={selected.deposit!} disabled={busy} />
        {selected.kind === 'card' ? (
          <CardFields card={card} onChange={setCard} disabled={busy} />
        ) : (
          <Notice tone="info">{t('bank.instructions')}</Notice>
        )}
        {error && <Notice tone="error">{error}</Notice>}
        <SubmitButton disabled={busy}>{t('deposit.submit', { amount: amountLabel(amount, frame!.currency) })}</SubmitButton>
      </section>
    </form>
  );
}
