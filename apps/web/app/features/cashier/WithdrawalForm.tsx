import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, type CashierFrame } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { useUi } from '../../lib/ui.store';
import { cashierQueries, confirmLiteBlock, createWithdrawal, useRefreshMoney } from './api';
import { useCashier } from './cashier.store';
import { Button, Field, Input, Notice } from '../../ui';
import { amountLabel, AmountInput } from './AmountInput';
import { withdrawalFormSchema, type WithdrawalBody, type WithdrawalValues } from './cashier.forms';
import { SystemPicker } from './form-parts';
import { PayoutMethodPicker } from './PayoutMethodPicker';
import { useBalance } from './balance';
import { localePath } from './locale-path';

/**
 * Cash-out: verification gate, VPN confirmation, limits; the amount is reserved at once.
 * A card withdrawal is paid to a card the player deposited with (picked, never typed again).
 */
export function WithdrawalForm({ frame, loading }: { frame?: CashierFrame; loading: boolean }) {
  const { t, i18n } = useTranslation('cashier');
  const setTab = useCashier((s) => s.setTab);
  const closeModal = useUi((s) => s.closeModal);
  const refresh = useRefreshMoney();
  const limits = useQuery({ ...cashierQueries.limits(), enabled: !!frame?.canWithdraw });
  // real money can be withdrawn at any time, but the request forfeits the active bonus: say so first
  const { balance } = useBalance();
  const bonus = balance?.activeBonus;
  const [system, setSystem] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const systems = frame?.paymentSystems ?? [];
  const selected = systems.find((s) => s.id === system) ?? systems.find((s) => s.withdrawal);
  // validated by the contract's withdrawal schema for the chosen system
  const form = useForm<WithdrawalValues, unknown, WithdrawalBody>({
    resolver: (values, context, options) => zodResolver(withdrawalFormSchema(selected!))(values, context, options),
    defaultValues: { amount: '', methodId: '', iban: '', bankHolder: '' },
  });
  const busy = form.formState.isSubmitting;
  const amount = form.watch('amount');
  const methodId = form.watch('methodId');

  if (loading || !frame) return <p className="py-16 text-center text-slate-400">{t('loading')}</p>;

  if (!frame.canWithdraw) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4 py-10" data-testid="withdraw-warning">
        <Notice tone="warning" size="sm">
          {t(`warning.${frame.withdrawalWarning ?? 'verification'}`)}
        </Notice>
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
        <Notice tone="warning" size="sm">
          {t('vpn.text')}
        </Notice>
        <Button
          size="sm"
          className="self-start"
          onClick={async () => {
            await confirmLiteBlock().catch(() => {});
            refresh();
          }}
        >
          {t('vpn.confirm')}
        </Button>
      </div>
    );
  }

  if (done) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-start gap-4 py-10" data-testid="withdraw-done">
        <Notice tone="success" size="sm">
          {t('withdraw.done')}
        </Notice>
        <Button size="sm" onClick={() => setTab('paymentsHistory')}>
          {t('withdraw.historyLink')}
        </Button>
      </div>
    );
  }

  if (!selected)
    return (
      <Notice tone="info" size="sm">
        {t('noPaymentSystems')}
      </Notice>
    );
  const methods = (frame.payoutMethods ?? []).filter((m) => m.paymentSystem === selected.id);
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const noCard = selected.kind === 'card' && !method;

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await createWithdrawal({ ...body, ...(selected.kind === 'card' ? { methodId: method?.id } : {}) });
      refresh();
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.code === 150) setError(t('warning.freeSpins'));
      else if (err instanceof ApiError && err.status === 409) setError(t('errors.insufficient'));
      else setError(err instanceof ApiError ? err.message : t('errors.generic'));
    }
  });
  const bankError = (k: 'iban' | 'bankHolder') => (form.formState.errors[k] ? t('errors.field') : undefined);
  const iban = form.register('iban');

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <section className="flex flex-col gap-4">
        <h3 className="font-semibold text-slate-200">{t('selectPaymentSystem')}</h3>
        <SystemPicker systems={systems} value={selected.id} onChange={setSystem} direction="withdrawal" />
        {bonus && (
          <Notice tone="warning" size="sm">
            <span data-testid="withdrawal-bonus-forfeit">
              {t('bonusForfeit', { amount: formatAmount(bonus.amount), currency: bonus.currency })}
            </span>
          </Notice>
        )}
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
        <AmountInput
          field={form.register('amount')}
          text={amount}
          onPick={(text) => form.setValue('amount', text)}
          problem={form.formState.errors.amount?.message}
          currency={frame.currency}
          range={selected.withdrawal!}
          disabled={busy}
        />
        {selected.kind === 'card' ? (
          noCard ? (
            <div className="flex flex-col items-start gap-3" data-testid="no-payout-method">
              <Notice tone="info" size="sm">
                {t('payout.none')}
              </Notice>
              <Button variant="outline" size="xs" onClick={() => setTab('in')}>
                {t('payout.deposit')}
              </Button>
            </div>
          ) : (
            <PayoutMethodPicker methods={methods} value={method!.id} onChange={(id) => form.setValue('methodId', id)} disabled={busy} />
          )
        ) : (
          <div className="grid gap-3">
            <Field size="sm" label={t('bank.iban')} error={bankError('iban')}>
              <Input
                {...iban}
                onChange={(e) => {
                  e.target.value = e.target.value.toUpperCase();
                  return iban.onChange(e);
                }}
                disabled={busy}
                placeholder="DE89 3704 0044 0532 0130 00"
              />
            </Field>
            <Field size="sm" label={t('bank.holder')} error={bankError('bankHolder')}>
              <Input {...form.register('bankHolder')} disabled={busy} />
            </Field>
          </div>
        )}
        <Notice size="sm">{error}</Notice>
        <Button type="submit" block disabled={busy || noCard}>
          {t('withdraw.submit', { amount: amountLabel(amount, frame.currency) })}
        </Button>
      </section>
    </form>
  );
}
