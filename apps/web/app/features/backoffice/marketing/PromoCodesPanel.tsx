import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bonusCodeParamsSchema, operatorBonusCodeSchema, type OperatorBonusCode } from '@fortuna/contracts';
import { Button, Field, Input, Select } from '../../../ui';
import { useAdminAction, useBonusCampaigns, useBonusCodes } from '../api';
import { AdminTable } from '../AdminTable';
import type { AdminT } from '../useAdminT';
import { bodyResolver, errorOf, validity, numberOrNull, serverErrors, utcFromInput } from '../form';
import { Check, FormPanel, PanelTitle, SaveNotice, WindowFields } from './parts';

const schema = operatorBonusCodeSchema.extend({ code: bonusCodeParamsSchema.shape.code });
const EMPTY = { code: '', campaignId: '', maxUses: '', oncePerPlayer: true, requiresDeposit: false, startsAt: '', endsAt: '' };
type Values = typeof EMPTY;
const toBody = (v: Values) => ({
  ...v,
  code: v.code.trim(),
  maxUses: numberOrNull(v.maxUses),
  startsAt: utcFromInput(v.startsAt),
  endsAt: utcFromInput(v.endsAt),
});

/** Promo codes: what the players type to get a campaign's bonus; create one, switch one off. */
export function PromoCodesPanel({ t }: { t: AdminT }) {
  const codes = useBonusCodes();
  const campaigns = useBonusCampaigns();
  const put = useAdminAction('PUT /operator/bonus-codes/:code');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<Values, unknown, ReturnType<typeof schema.parse>>({ resolver: bodyResolver(schema, toBody), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ code, ...body }) => {
    setFailure(null);
    setSaved(null);
    try {
      const row = (await put.mutateAsync({ params: { code }, body })) as OperatorBonusCode;
      setSaved(t('mkCodeSaved', { code: row.code }));
      form.reset(EMPTY);
    } catch (e) {
      setFailure(serverErrors(e, form.setError));
    }
  });
  const toggle = (c: OperatorBonusCode) => {
    const { code, uses: _uses, ...body } = c;
    put.mutate(
      { params: { code }, body: { ...body, enabled: !c.enabled } },
      { onError: (e) => setFailure(serverErrors(e, () => undefined)) },
    );
  };
  return (
    <div className="flex flex-col gap-5">
      <FormPanel titleId="mk-code-form" onSubmit={submit}>
        <PanelTitle id="mk-code-form">{t('mkCodeNew')}</PanelTitle>
        <SaveNotice failure={failure} success={saved} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('mkCode')} size="sm" error={errorOf(errors, 'code')} hint={t('mkCodeHint')}>
            <Input size="sm" autoComplete="off" {...form.register('code')} />
          </Field>
          <Field label={t('mkCampaign')} size="sm" error={errorOf(errors, 'campaignId')}>
            <Select look="filter" className="w-full py-2.5" {...form.register('campaignId')}>
              <option value="">{t('mkChoose')}</option>
              {(campaigns.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title.en ?? c.id} ({c.id} · {c.type})
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('mkMaxUses')} size="sm" error={errorOf(errors, 'maxUses')} hint={t('mkEmptyUnlimited')}>
            <Input size="sm" inputMode="numeric" {...form.register('maxUses')} />
          </Field>
          <div className="flex flex-col justify-end gap-2 pb-1">
            <Check label={t('mkOncePerPlayer')} {...form.register('oncePerPlayer')} />
            <Check label={t('mkRequiresDeposit')} {...form.register('requiresDeposit')} />
          </div>
          <WindowFields t={t} register={form.register} errors={errors} />
        </div>
        <div>
          <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
            {t('mkCodeCreate')}
          </Button>
        </div>
      </FormPanel>
      <AdminTable
        caption={t('mkTabCodes')}
        rows={codes.data ?? []}
        rowKey={(c) => c.code}
        empty={codes.isLoading ? t('mkLoading') : t('empty')}
        columns={[
          { key: 'code', label: t('mkCode'), render: (c) => <span className="font-mono font-semibold">{c.code}</span> },
          { key: 'campaign', label: t('mkCampaign'), render: (c) => c.campaignId },
          { key: 'uses', label: t('mkUses'), render: (c) => `${c.uses} / ${c.maxUses ?? '∞'}` },
          {
            key: 'rules',
            label: t('mkConditions'),
            render: (c) =>
              [c.oncePerPlayer && t('mkOncePerPlayer'), c.requiresDeposit && t('mkRequiresDeposit')].filter(Boolean).join(', ') || '—',
          },
          {
            key: 'window',
            label: t('mkValid'),
            render: (c) => validity(c.startsAt, c.endsAt),
          },
          { key: 'status', label: t('status'), render: (c) => (c.enabled ? t('mkOn') : t('mkOff')) },
          {
            key: 'act',
            label: t('actions'),
            render: (c) => (
              <Button
                size="xs"
                variant={c.enabled ? 'outline' : 'gold'}
                onClick={() => toggle(c)}
                aria-label={`${c.enabled ? t('disable') : t('enable')} ${c.code}`}
              >
                {c.enabled ? t('disable') : t('enable')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
