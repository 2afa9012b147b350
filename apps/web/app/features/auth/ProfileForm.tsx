import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  GENDERS,
  makeProfileUpdateSchema,
  PHONE_CODES,
  PROFILE_COUNTRIES,
  type ParsedCnp,
  type ProfileInfo,
  type ProfileUpdateRequest,
} from '@fortuna/contracts';
import { playerKeys } from '../../lib/player';
import { authApi } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { Button, Field, Input, Notice, Select } from '../../ui';

type Values = ProfileUpdateRequest & Record<string, string>;
const FIELDS = [
  'name',
  'surname',
  'birthDate',
  'gender',
  'nationality',
  'country',
  'countryOfBirth',
  'phoneCode',
  'phone',
  'address',
  'city',
  'zip',
  'cpf',
  'personalCode',
] as const;

function regionNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => PROFILE_COUNTRIES.find((c) => c.code === code)?.name ?? code;
  }
}

/** The profile form (PUT /api/player/profile): completes what the cashier needs; identity is read-only once set. */
export function ProfileForm({ profile }: { profile: ProfileInfo }) {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState('');
  const locked = new Set<string>(profile.locked);
  const schema = useMemo(() => makeProfileUpdateSchema({ today: new Date() }), []);
  const countries = useMemo(() => {
    const name = regionNames(i18n.language);
    return PROFILE_COUNTRIES.map((c) => ({ code: c.code, label: name(c.code) })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);

  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, (profile as unknown as Record<string, string | null>)[f] ?? ''])) as Values,
  });
  const { errors, isSubmitting } = form.formState;
  const country = form.watch('country');
  const personalCode = form.watch('personalCode');
  const [cnpRead, setCnpRead] = useState<ParsedCnp | null>(null);

  useEffect(() => {
    if (country !== 'BR') form.setValue('cpf', '');
    if (country !== 'RO') form.setValue('personalCode', '');
    const dial = PROFILE_COUNTRIES.find((c) => c.code === country)?.dial;
    if (dial && !form.getValues('phoneCode')) form.setValue('phoneCode', dial);
  }, [country, form]);

  // a Romanian player's birth date and sex come from the personal number code (the server refuses a mismatch)
  useEffect(() => {
    setCnpRead(null);
    if (country !== 'RO' || !/^\d{13}$/.test(personalCode ?? '')) return;
    let stale = false;
    authApi
      .parseCnp(personalCode!)
      .then((p) => {
        if (stale) return;
        setCnpRead(p);
        form.clearErrors('personalCode');
        if (!locked.has('birthDate')) form.setValue('birthDate', p.birthDate, { shouldValidate: true, shouldDirty: true });
        if (p.sex && !locked.has('gender')) form.setValue('gender', p.sex, { shouldValidate: true, shouldDirty: true });
      })
      .catch((e: unknown) => {
        if (!stale) form.setError('personalCode', { message: fieldErrors(e).cnp ?? 'errors.cnpInvalid' });
      });
    return () => {
      stale = true;
    };
    // `locked` is derived from the profile, which does not change while the form is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country, personalCode, form]);

  const onSubmit = form.handleSubmit(async (v) => {
    setError('');
    setSaved(false);
    try {
      const next = await authApi.updateProfile(v);
      queryClient.setQueryData(playerKeys.profile, next);
      await queryClient.invalidateQueries({ queryKey: playerKeys.info });
      form.reset(Object.fromEntries(FIELDS.map((f) => [f, (next as unknown as Record<string, string | null>)[f] ?? ''])) as Values);
      setSaved(true);
    } catch (err) {
      const f = fieldErrors(err);
      let placed = false;
      for (const k of FIELDS) {
        if (f[k]) {
          form.setError(k, { message: f[k] });
          placed = true;
        }
      }
      if (!placed) setError(formError(t, err));
    }
  });

  const err = (k: (typeof FIELDS)[number]) => translateError(t, errors[k]?.message as string | undefined);
  const text = (k: (typeof FIELDS)[number], props: { autoComplete?: string; type?: string; inputMode?: 'numeric' | 'tel' } = {}) => {
    const isLocked = locked.has(k);
    return (
      <Field label={t(`profileForm.${k}`)} error={err(k)} hint={isLocked ? t('profileForm.lockedHint') : undefined}>
        <Input
          readOnly={isLocked}
          className={isLocked ? 'cursor-not-allowed opacity-60' : undefined}
          data-testid={`profile-${k}`}
          {...props}
          {...form.register(k)}
        />
      </Field>
    );
  };
  const countrySelect = (k: 'country' | 'countryOfBirth', optional: boolean) => (
    <Field label={t(`profileForm.${k}`)} error={err(k)}>
      <Select data-testid={`profile-${k}`} {...form.register(k)}>
        <option value="">{optional ? t('profileForm.notSpecified') : t('profileForm.choose')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <section className="rounded-3xl border border-white/10 bg-panel p-6 sm:p-8 lg:col-span-2" data-testid="profile-form">
      <h2 className="mb-2 text-xl font-semibold">{t('profileForm.title')}</h2>
      <p className="mb-5 text-sm text-slate-400">{t('profileForm.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {saved ? <Notice tone="success">{t('profileForm.saved')}</Notice> : null}
        <Notice>{error}</Notice>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', { autoComplete: 'given-name' })}
          {text('surname', { autoComplete: 'family-name' })}
          {text('birthDate', { type: 'date', autoComplete: 'bday' })}
          <Field label={t('profileForm.gender')} error={err('gender')}>
            <Select data-testid="profile-gender" {...form.register('gender')}>
              <option value="">{t('profileForm.notSpecified')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`profileForm.gender_${g}`)}
                </option>
              ))}
            </Select>
          </Field>
          {countrySelect('country', false)}
          {countrySelect('countryOfBirth', true)}
          {text('nationality')}
          <div className="grid grid-cols-[7rem_1fr] gap-3">
            <Field label={t('profileForm.phoneCode')} error={err('phoneCode')}>
              <Select data-testid="profile-phoneCode" {...form.register('phoneCode')}>
                <option value="">—</option>
                {PHONE_CODES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </Field>
            {text('phone', { autoComplete: 'tel-national', inputMode: 'tel' })}
          </div>
          {text('address', { autoComplete: 'street-address' })}
          {text('city', { autoComplete: 'address-level2' })}
          {text('zip', { autoComplete: 'postal-code' })}
          {country === 'BR' ? text('cpf') : null}
          {country === 'RO' ? (
            <div className="flex flex-col gap-1.5">
              {text('personalCode', { inputMode: 'numeric' })}
              {cnpRead ? (
                <p className="text-xs text-mint" data-testid="profile-cnp-read">
                  {t('profileForm.cnpRead', { date: cnpRead.birthDate, county: cnpRead.county })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <Button type="submit" busy={isSubmitting} className="self-start" data-testid="profile-save">
          {t('profileForm.save')}
        </Button>
      </form>
    </section>
  );
}
