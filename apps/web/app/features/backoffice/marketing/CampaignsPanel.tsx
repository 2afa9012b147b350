import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BONUS_CAMPAIGN_TYPES,
  bonusSlugParamsSchema,
  operatorBonusCampaignSchema,
  type Locale,
  type OperatorBonusCampaign,
} from '@fortuna/contracts';
import { Button, Field, Input, Notice, Select } from '../../../ui';
import { useAdminAction, useBonusCampaigns, useBonusTemplates } from '../api';
import { AdminTable } from '../AdminTable';
import type { AdminT } from '../useAdminT';
import { bodyResolver, errorOf, validity, inputFromUtc, numberOrDefault, serverErrors, utcFromInput } from '../form';
import { Check, LocalisedTexts, NO_TEXTS, textsOf, WindowFields } from './parts';

const schema = operatorBonusCampaignSchema.extend({ id: bonusSlugParamsSchema.shape.id });
const EMPTY = {
  id: '',
  templateId: '',
  type: 'code' as OperatorBonusCampaign['type'],
  mutexTag: '',
  title: NO_TEXTS,
  description: NO_TEXTS,
  firstDepositOnly: false,
  public: true,
  enabled: true,
  startsAt: '',
  endsAt: '',
  sort: '0',
};
type Values = typeof EMPTY;

/** Bonus campaigns: how a template reaches the players (on deposit, by code, cashback, by hand, daily); switch one off. */
export function CampaignsPanel({ t }: { t: AdminT }) {
  const campaigns = useBonusCampaigns();
  const templates = useBonusTemplates();
  const put = useAdminAction('PUT /operator/bonus-campaigns/:id');
  const [editing, setEditing] = useState<OperatorBonusCampaign | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // the players' texts per language (one language shown at a time); an empty one falls back to English
  const [textLocale, setTextLocale] = useState<Locale>('en');
  const toBody = (v: Values) => ({
    ...v,
    id: v.id.trim(),
    mutexTag: v.mutexTag.trim() || null,
    title: v.title,
    description: v.description,
    startsAt: utcFromInput(v.startsAt),
    endsAt: utcFromInput(v.endsAt),
    sort: numberOrDefault(v.sort),
  });
  const form = useForm<Values, unknown, ReturnType<typeof schema.parse>>({ resolver: bodyResolver(schema, toBody), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const edit = (row: OperatorBonusCampaign | null) => {
    setEditing(row);
    setFailure(null);
    setSaved(null);
    form.reset(
      row
        ? {
            ...row,
            mutexTag: row.mutexTag ?? '',
            title: textsOf(row.title),
            description: textsOf(row.description),
            startsAt: inputFromUtc(row.startsAt),
            endsAt: inputFromUtc(row.endsAt),
            sort: String(row.sort),
          }
        : EMPTY,
    );
  };
  const submit = form.handleSubmit(async ({ id, ...body }) => {
    setFailure(null);
    try {
      await put.mutateAsync({ params: { id }, body });
      edit(null);
      setSaved(t('mkSavedItem', { id }));
    } catch (e) {
      setFailure(serverErrors(e, form.setError));
    }
  });
  const toggle = (c: OperatorBonusCampaign) => {
    const { id, ...body } = c;
    put.mutate(
      { params: { id }, body: { ...body, enabled: !c.enabled } },
      { onError: (e) => setFailure(serverErrors(e, () => undefined)) },
    );
  };
  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="mk-campaign-title"
        className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-panel p-5"
      >
        <div className="flex items-center justify-between">
          <h2 id="mk-campaign-title" className="font-display text-lg font-bold">
            {editing ? t('mkCampaignEdit', { id: editing.id }) : t('mkCampaignNew')}
          </h2>
          {editing ? (
            <Button size="xs" variant="ghost" onClick={() => edit(null)}>
              {t('mkNewInstead')}
            </Button>
          ) : null}
        </div>
        {failure ? <Notice tone="error">{failure}</Notice> : saved ? <Notice tone="success">{saved}</Notice> : null}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('mkId')} size="sm" error={errorOf(errors, 'id')} hint={t('mkSlugHint')}>
            <Input size="sm" autoComplete="off" readOnly={!!editing} {...form.register('id')} />
          </Field>
          <Field label={t('mkTemplate')} size="sm" error={errorOf(errors, 'templateId')}>
            <Select look="filter" className="w-full py-2.5" {...form.register('templateId')}>
              <option value="">{t('mkChoose')}</option>
              {(templates.data ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name} ({x.id})
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('mkType')} size="sm" error={errorOf(errors, 'type')}>
            <Select look="filter" className="w-full py-2.5" {...form.register('type')}>
              {BONUS_CAMPAIGN_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`mkType_${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('mkMutex')} size="sm" error={errorOf(errors, 'mutexTag')} hint={t('mkMutexHint')}>
            <Input size="sm" {...form.register('mutexTag')} />
          </Field>
          <LocalisedTexts
            t={t}
            current={textLocale}
            onChange={setTextLocale}
            filled={(l) => !!form.watch(`title.${l}`)?.trim()}
            fieldsClassName="grid grid-cols-1 gap-3 lg:grid-cols-2"
          >
            <Field label={t('mkTitleIn', { locale: textLocale.toUpperCase() })} size="sm" error={errorOf(errors, 'title')}>
              <Input size="sm" placeholder={textLocale === 'en' ? '' : form.watch('title.en')} {...form.register(`title.${textLocale}`)} />
            </Field>
            <Field label={t('mkDescriptionIn', { locale: textLocale.toUpperCase() })} size="sm" error={errorOf(errors, 'description')}>
              <Input
                size="sm"
                placeholder={textLocale === 'en' ? '' : form.watch('description.en')}
                {...form.register(`description.${textLocale}`)}
              />
            </Field>
          </LocalisedTexts>
          <WindowFields t={t} register={form.register} errors={errors} />
          <Field label={t('mkSort')} size="sm" error={errorOf(errors, 'sort')}>
            <Input size="sm" inputMode="numeric" {...form.register('sort')} />
          </Field>
          <div className="flex flex-col justify-end gap-1.5 pb-1">
            <Check label={t('mkEnabled')} {...form.register('enabled')} />
            <Check label={t('mkPublic')} {...form.register('public')} />
            <Check label={t('mkFirstDepositOnly')} {...form.register('firstDepositOnly')} />
          </div>
        </div>
        <div>
          <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
            {editing ? t('mkSave') : t('mkCreate')}
          </Button>
        </div>
      </form>
      <AdminTable
        caption={t('mkTabCampaigns')}
        rows={campaigns.data ?? []}
        rowKey={(r) => r.id}
        empty={campaigns.isLoading ? t('mkLoading') : t('empty')}
        columns={[
          { key: 'id', label: t('mkId'), render: (r) => <span className="font-mono">{r.id}</span> },
          { key: 'title', label: t('mkTitle'), render: (r) => r.title.en ?? Object.values(r.title)[0] ?? '—' },
          { key: 'type', label: t('mkType'), render: (r) => t(`mkType_${r.type}`) },
          { key: 'template', label: t('mkTemplate'), render: (r) => r.templateId },
          {
            key: 'window',
            label: t('mkValid'),
            render: (r) => validity(r.startsAt, r.endsAt),
          },
          { key: 'status', label: t('status'), render: (r) => (r.enabled ? t('mkOn') : t('mkOff')) },
          {
            key: 'act',
            label: t('actions'),
            render: (r) => (
              <div className="flex gap-2">
                <Button size="xs" variant="ghost" onClick={() => edit(r)} aria-label={`${t('mkEdit')} ${r.id}`}>
                  {t('mkEdit')}
                </Button>
                <Button
                  size="xs"
                  variant={r.enabled ? 'outline' : 'gold'}
                  onClick={() => toggle(r)}
                  aria-label={`${r.enabled ? t('mkSwitchOff') : t('mkSwitchOn')} ${r.id}`}
                >
                  {r.enabled ? t('mkSwitchOff') : t('mkSwitchOn')}
                </Button>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
