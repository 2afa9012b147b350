import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { CashierFrame, PaymentResult, PaymentSystem } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { Button, Field, Input, Notice, Spinner } from '../../ui';
import { DepositBonusBlock } from '../bonuses';
import { confirmThreeDs, createDeposit, useRefreshMoney } from './api';
import { depositFormSchema, threeDsFormSchema, type DepositBody, type DepositValues } from './cashier.forms';
import { useCashier } from './cashier.store';
import { amountLabel, AmountInput } from './AmountInput';
import { CardFields, SystemPicker } from './form-parts';
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
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentResult | null>(null);

  const systems = frame?.paymentSystems ?? [];
  const selected = systems.find((s) => s.id === system) ?? systems.find((s) => s.deposit);
  // one form for every system (what the player typed stays when they switch); validated by the contract's schema for the chosen one
  const form = useForm<DepositValues, unknown, DepositBody>({
    resolver: (values, context, options) => zodResolver(depositFormSchema(selected!))(values, context, options),
    defaultValues: { amount: '50', cardNumber: '', cardHolder: '', cardExpiry: '', cardCvc: '' },
  });
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
  if (frame?.suspended)
    return (
      <Notice tone="warning" size="sm">
        {t('suspended')}
      </Notice>
    );
  if (!selected)
    return (
      <Notice tone="info" size="sm">
        {t('noPaymentSystems')}
      </Notice>
    );

  if (payment?.action) {
    return (
      <ThreeDsStep
        url={payment.action.url}
        onDone={(ok) => (ok ? setPayment({ ...payment, action: null }) : setError(t('errors.generic')))}
      />
    );
  }

  if (payment) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="deposit-processing">
        <Spinner size="lg" />
        <p className="max-w-md text-slate-300">{selected.kind === 'bank' ? t('bank.pending') : t('deposit.processing')}</p>
      </div>
    );
  }

  return (
    <DepositDetails
      form={form}
      frame={frame!}
      systems={systems}
      selected={selected}
      onSystem={setSystem}
      error={error}
      onSubmit={async (body) => {
        setError(null);
        try {
          const result = await createDeposit(body);
          if (result.status === 'failure') setError(t(`errors.${result.error ?? 'generic'}`, { defaultValue: t('errors.generic') }));
          else setPayment(result);
          refresh();
        } catch (err) {
          // a deposit limit (responsible gaming) is explained in the player's language
          const reason = err instanceof ApiError ? err.fieldErrors.amount?.[0] : undefined;
          if (reason?.startsWith('depositLimit.')) setError(t(`rg:depositRefused.${reason.slice('depositLimit.'.length)}`));
          else if (reason === 'terms') setError(t('rg:depositRefused.terms'));
          else setError(err instanceof ApiError ? err.message : t('errors.generic'));
        }
      }}
    />
  );
}

/** The deposit form proper: payment system, bonus block, test cards, amount, card or bank instructions. */
function DepositDetails({
  form,
  frame,
  systems,
  selected,
  onSystem,
  error,
  onSubmit,
}: {
  form: UseFormReturn<DepositValues, unknown, DepositBody>;
  frame: CashierFrame;
  systems: PaymentSystem[];
  selected: PaymentSystem;
  onSystem: (id: string) => void;
  error: string | null;
  onSubmit: (body: DepositBody) => Promise<void>;
}) {
  const { t } = useTranslation('cashier');
  const busy = form.formState.isSubmitting;
  const amount = form.watch('amount');
  const fillTestCard = (number: string) => {
    const v = form.getValues();
    form.setValue('cardNumber', number);
    form.setValue('cardHolder', v.cardHolder || 'Test Player');
    form.setValue('cardExpiry', v.cardExpiry || '12/30');
    form.setValue('cardCvc', v.cardCvc || '123');
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <section className="flex flex-col gap-4">
        <h3 className="font-semibold text-slate-200">{t('selectPaymentSystem')}</h3>
        <SystemPicker systems={systems} value={selected.id} onChange={onSystem} direction="deposit" />
        <DepositBonusBlock />
        {selected.kind === 'card' && (
          <div className="rounded-xl bg-panel-2 p-4 text-xs text-slate-300">
            <p className="mb-2 font-semibold text-slate-200">{t('testCards.title')}</p>
            <ul className="space-y-1">
              {TEST_CARDS.map(([number, scenario]) => (
                <li key={number}>
                  <button type="button" className="font-mono text-gold-2 hover:underline" onClick={() => fillTestCard(number)}>
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
        <AmountInput
          field={form.register('amount')}
          text={amount}
          onPick={(text) => form.setValue('amount', text)}
          problem={form.formState.errors.amount?.message}
          currency={frame.currency}
          range={selected.deposit!}
          disabled={busy}
        />
        {selected.kind === 'card' ? (
          <CardFields form={form} disabled={busy} />
        ) : (
          <Notice tone="info" size="sm">
            {t('bank.instructions')}
          </Notice>
        )}
        <Notice size="sm">{error}</Notice>
        <Button type="submit" block disabled={busy}>
          {t('deposit.submit', { amount: amountLabel(amount, frame.currency) })}
        </Button>
      </section>
    </form>
  );
}

/** 3-D Secure: the code the bank sent, confirmed with the provider. */
function ThreeDsStep({ url, onDone }: { url: string; onDone: (ok: boolean) => void }) {
  const { t } = useTranslation('cashier');
  const form = useForm<{ code: string }>({ resolver: zodResolver(threeDsFormSchema), defaultValues: { code: '' } });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirmThreeDs(url, code);
      onDone(true);
    } catch {
      onDone(false);
    } finally {
      form.reset();
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mx-auto flex max-w-sm flex-col gap-4 py-6" data-testid="three-ds">
      <h3 className="text-lg font-bold">{t('threeDs.title')}</h3>
      <p className="text-sm text-slate-300">{t('threeDs.text')}</p>
      <Field size="sm" label={t('threeDs.code')}>
        <Input inputMode="numeric" autoComplete="one-time-code" autoFocus {...form.register('code')} />
      </Field>
      <Button type="submit" block disabled={busy || !form.watch('code')}>
        {t('threeDs.submit')}
      </Button>
    </form>
  );
}
