import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BONUS_TEMPLATE_KINDS, bonusSlugParamsSchema, operatorBonusTemplateSchema, type OperatorBonusTemplate } from '@fortuna/contracts';
import { Button, Field, Input, Select } from '../../../ui';
import { useAdminAction, useBonusTemplates } from '../api';
import { AdminTable } from '../AdminTable';
import type { AdminT } from '../useAdminT';
import { bodyResolver, errorOf, numberOrDefault, numberOrNull, serverErrors } from '../form';
import { FormPanel, PanelTitle, SaveNotice } from './parts';

const schema = operatorBonusTemplateSchema.extend({ id: bonusSlugParamsSchema.shape.id });
const EMPTY = {
  id: '',
  name: '',
  kind: 'fixed' as OperatorBonusTemplate['kind'],
  percent: '0',
  amount: '0',
  wagerRatio: '0',
  maxBet: '',
  conversionRatio: '',
  validityDays: '',
  freeSpinsGame: '',
  freeSpinsCount: '',
  freeSpinsBet: '',
  minDeposit: '0',
};
type Values = typeof EMPTY;
const text = (v: number | null) => (v === null ? '' : String(v));
const valuesOf = (t: OperatorBonusTemplate): Values => ({
  id: t.id,
  name: t.name,
  kind: t.kind,
  percent: text(t.percent),
  amount: text(t.amount),
  wagerRatio: text(t.wagerRatio),
  maxBet: text(t.maxBet),
  conversionRatio: text(t.conversionRatio),
  validityDays: text(t.validityDays),
  freeSpinsGame: t.freeSpinsGame ?? '',
  freeSpinsCount: text(t.freeSpinsCount),
  freeSpinsBet: text(t.freeSpinsBet),
  minDeposit: text(t.minDeposit),
});
const toBody = (v: Values) => ({
  id: v.id.trim(),
  name: v.name,
  kind: v.kind,
  percent: numberOrDefault(v.percent),
  amount: numberOrDefault(v.amount),
  wagerRatio: numberOrDefault(v.wagerRatio),
  maxBet: numberOrNull(v.maxBet),
  conversionRatio: numberOrNull(v.conversionRatio),
  validityDays: numberOrNull(v.validityDays),
  freeSpinsGame: v.kind === 'free_spins' ? v.freeSpinsGame.trim() || null : null,
  freeSpinsCount: v.kind === 'free_spins' ? numberOrNull(v.freeSpinsCount) : null,
  freeSpinsBet: v.kind === 'free_spins' ? numberOrNull(v.freeSpinsBet) : null,
  minDeposit: numberOrDefault(v.minDeposit),
});

/** Bonus templates: what a reward grants and on which terms (deposit match, fixed, free spins, cashback). */
export function BonusTemplatesPanel({ t }: { t: AdminT }) {
  const templates = useBonusTemplates();
  const put = useAdminAction('PUT /operator/bonus-templates/:id');
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<Values, unknown, ReturnType<typeof schema.parse>>({ resolver: bodyResolver(schema, toBody), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const edit = (row: OperatorBonusTemplate | null) => {
    setEditing(row?.id ?? null);
    setFailure(null);
    setSaved(null);
    form.reset(row ? valuesOf(row) : EMPTY);
    document.getElementById('mk-template-form')?.scrollIntoView({ block: 'nearest' });
  };
  const submit = form.handleSubmit(async ({ id, ...body }) => {
    setFailure(null);
    try {
      await put.mutateAsync({ params: { id }, body });
      setSaved(t('mkSavedItem', { id }));
      setEditing(null);
      form.reset(EMPTY);
    } catch (e) {
      setFailure(serverErrors(e, form.setError));
    }
  });
  const num = (name: keyof Values, label: string, hint?: string) => (
    <Field label={label} size="sm" error={errorOf(errors, name)} hint={hint}>
      <Input size="sm" inputMode="decimal" {...form.register(name)} />
    </Field>
  );
  return (
    <div className="flex flex-col gap-5">
      <FormPanel id="mk-template-form" titleId="mk-template-title" onSubmit={submit}>
        <div className="flex items-center justify-between">
          <PanelTitle id="mk-template-title">{editing ? t('mkTemplateEdit', { id: editing }) : t('mkTemplateNew')}</PanelTitle>
          {editing ? (
            <Button size="xs" variant="ghost" onClick={() => edit(null)}>
              {t('mkNewInstead')}
            </Button>
          ) : null}
        </div>
        <SaveNotice failure={failure} success={saved} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('mkId')} size="sm" error={errorOf(errors, 'id')} hint={t('mkSlugHint')}>
            <Input size="sm" autoComplete="off" readOnly={!!editing} {...form.register('id')} />
          </Field>
          <Field label={t('mkName')} size="sm" error={errorOf(errors, 'name')}>
            <Input size="sm" {...form.register('name')} />
          </Field>
          <Field label={t('mkKind')} size="sm" error={errorOf(errors, 'kind')}>
            <Select look="filter" className="w-full py-2.5" {...form.register('kind')}>
              {BONUS_TEMPLATE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`mkKind_${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          {num('wagerRatio', t('mkWager'), t('mkWagerHint'))}
          {kind === 'deposit_match' || kind === 'cashback' ? num('percent', t('mkPercent')) : null}
          {kind === 'free_spins' ? null : num('amount', kind === 'fixed' ? t('mkAmount') : t('mkCap'), t('mkMinorHint'))}
          {num('maxBet', t('mkMaxBet'), t('mkMinorHint'))}
          {num('minDeposit', t('mkMinDeposit'), t('mkMinorHint'))}
          {num('validityDays', t('mkValidityDays'), t('mkEmptyNone'))}
          {num('conversionRatio', t('mkConversion'), t('mkEmptyNone'))}
          {kind === 'free_spins' ? (
            <>
              <Field label={t('mkSpinsGame')} size="sm" error={errorOf(errors, 'freeSpinsGame')} hint={t('mkSpinsGameHint')}>
                <Input size="sm" {...form.register('freeSpinsGame')} />
              </Field>
              {num('freeSpinsCount', t('mkSpinsCount'))}
              {num('freeSpinsBet', t('mkSpinsBet'), t('mkMinorHint'))}
            </>
          ) : null}
        </div>
        <div>
          <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
            {editing ? t('mkSave') : t('mkCreate')}
          </Button>
        </div>
      </FormPanel>
      <AdminTable
        caption={t('mkTabTemplates')}
        rows={templates.data ?? []}
        rowKey={(r) => r.id}
        empty={templates.isLoading ? t('mkLoading') : t('empty')}
        columns={[
          { key: 'id', label: t('mkId'), render: (r) => <span className="font-mono">{r.id}</span> },
          { key: 'name', label: t('mkName'), render: (r) => r.name },
          { key: 'kind', label: t('mkKind'), render: (r) => t(`mkKind_${r.kind}`) },
          {
            key: 'value',
            label: t('mkValue'),
            render: (r) =>
              r.kind === 'free_spins'
                ? t('mkSpinsValue', {
                    count: r.freeSpinsCount ?? 0,
                    game: r.freeSpinsGame ?? '?',
                    bet: ((r.freeSpinsBet ?? 0) / 100).toFixed(2),
                  })
                : r.kind === 'fixed'
                  ? (r.amount / 100).toFixed(2)
                  : t('mkPercentValue', { percent: r.percent, cap: (r.amount / 100).toFixed(2) }),
          },
          { key: 'wager', label: t('mkWager'), render: (r) => `×${r.wagerRatio}` },
          {
            key: 'act',
            label: t('actions'),
            render: (r) => (
              <Button size="xs" variant="ghost" onClick={() => edit(r)} aria-label={`${t('mkEdit')} ${r.id}`}>
                {t('mkEdit')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
