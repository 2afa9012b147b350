import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, type CashierFrame } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { useUi } from '../../lib/ui-store';
import { cashierKeys, confirmLiteBlock, createWithdrawal, fetchWithdrawalLimits, useRefreshMoney } from './cashier.api';
import { useCashier } from './cashier.store';
import { amountLabel, AmountInput, useAmount, useAmountProblem } from './AmountInput';
import { Field, inputClass, Notice, SubmitButton, SystemPicker } from './form-parts';
import { PayoutMethodPicker } from './PayoutMethodPicker';
import { localePath } from './locale-path';

/**
 * Cash-out: verification gate (spec §4), VPN confirmation, limits; the amount is reserved at once.
 * A card withdrawal is paid to a card the player deposited with (picked, never typed again).
 */
export function WithdrawalForm({ frame, loading }: { frame?: CashierFrame; loading: boolean }) {
  const { t, i18n } = useTranslation('cashier');
  const setTab = useCashier((s) => s.setTab);
  const closeModal = useUi((s) => s.closeModal);
  const refresh = useRefreshMoney();
  const limits = useQuery({ queryKey: cashierKeys.limits, queryFn: fetchWithdrawalLimits, enabled: !!frame?.canWithdraw });
  const [system, setSystem] = useState('');
  const amount = useAmount();
  const amountProblem = useAmountProblem();
  const [methodId, setMethodId] = useState('');
  const [bank, setBank] = useState({ iban: '', holder: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (loading || !frame) return <p className="py-16 text-center text-slate-400">{t('loading')}</p>;

  if (!frame.canWithdraw) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4 py-10" data-testid="withdraw-warning">
        <Notice tone="warning">{t(`warning.${frame.withdrawalWarning ?? 'verification'}`)}</Notice>
        {frame.withdrawalWarning === 'verification' && (
          <Link
            to={localePath(i18n.language, '/player/verification')}
            onClick={closeModal}
            className="self-start rounded-full bg-gold px-5 py-2 font-semibold text-ink hover:bg-gold-2"
          >
            {t('warning.verifyLink')}
          </Link>
        )}
      </div>
    );
  }

  if (frame.vpnConfirmationRequired) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4 py-10">
        <Notice tone="warning">{t('vpn.text')}</Notice>
        <button
          className="self-start rounded-full bg-gold px-5 py-2 font-semibold text-ink"
          onClick={async () => {
            await confirmLiteBlock().catch(() => {});
            refresh();
          }}
        >
          {t('vpn.confirm')}
        </button>
      </div>
    );
  }

  if (done) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-start gap-4 py-10" data-testid="withdraw-done">
        <Notice tone="success">{t('withdraw.done')}</Notice>
        <button onClick={() => setTab('paymentsHistory')} className="rounded-full bg-gold px-5 py-2 font-semibold text-ink hover:bg-gold-2">
          {t('withdraw.historyLink')}
        </button>
      </div>
    );
  }

  const systems = frame.paymentSystems;
  const selected = systems.find((s) => s.id === system) ?? systems.find((s) => s.withdrawal);
  if (!selected) return <Notice tone="info">{t('noPaymentSystems')}</Notice>;
  const methods = (frame.payoutMethods ?? []).filter((m) => m.paymentSystem === selected.id);
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const noCard = selected.kind === 'card' && !method;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const problem = amountProblem(amount, selected.withdrawal!, frame.currency);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await createWithdrawal({
        paymentSystem: selected.id,
        amount: amount.minor!,
        ...(selected.kind === 'card' ? { methodId: method?.id } : { bank }),
      });
      refresh();
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.code === 150) setError(t('warning.freeSpins'));
      else if (err instanceof ApiError && err.status === 409) setError(t('errors.insufficient'));
      else setError(err instanceof ApiError ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <section className="flex flex-col gap-4">
        <h3 className="font-semibold text-slate-200">{t('selectPaymentSystem')}</h3>
        <SystemPicker systems={systems} value={selected.id} onChange={setSystem} direction="withdrawal" />
        {limits.data && (
          <p className="text-xs text-slate-400" data-testid="withdrawal-limits">
            {t('limits', {
              min: formatAmount(limits.data.min),
              max: formatAmount(limits.data.max),
              left: formatAmount(limits.data.daily.left),
              currency: limits.data.currency,
            })}
          </p>
        )}
      </section>
      <section className="flex flex-col gap-4">
        <AmountInput amount={amount} currency={frame.currency} range={selected.withdrawal!} disabled={busy} />
        {selected.kind === 'card' ? (
          noCard ? (
            <div className="flex flex-col items-start gap-3" data-testid="no-payout-method">
              <Notice tone="info">{t('payout.none')}</Notice>
              <button
                type="button"
                onClick={() => setTab('in')}
                className="rounded-full border border-gold/60 px-4 py-2 text-sm font-semibold text-gold hover:bg-gold/10"
              >
                {t('payout.deposit')}
              </button>
            </div>
          ) : (
            <PayoutMethodPicker methods={methods} value={method!.id} onChange={setMethodId} disabled={busy} />
          )
        ) : (
          <div className="grid gap-3">
            <Field label={t('bank.iban')}>
              <input
                className={inputClass}
                name="iban"
                value={bank.iban}
                onChange={(e) => setBank({ ...bank, iban: e.target.value.toUpperCase() })}
                disabled={busy}
                placeholder="DE89 3704 0044 0532 0130 00"
              />
            </Field>
            <Field label={t('bank.holder')}>
              <input
                className={inputClass}
                name="bankHolder"
                value={bank.holder}
                onChange={(e) => setBank({ ...bank, holder: e.target.value })}
                disabled={busy}
              />
            </Field>
          </div>
        )}
        {error && <Notice tone="error">{error}</Notice>}
        <SubmitButton disabled={busy || noCard}>{t('withdraw.submit', { amount: amountLabel(amount, frame.currency) })}</SubmitButton>
      </section>
    </form>
  );
}
