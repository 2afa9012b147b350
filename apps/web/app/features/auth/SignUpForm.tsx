import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { LOCALE_CURRENCIES, isLocale, makeSignupSchema, type CaptchaNeed, type SignupRequest } from '@fortuna/contracts';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';
import { Captcha } from './Captcha';
import { fieldErrors, formError, translateError } from './errors';
import { localePrefix } from './paths';
import { useAuthFlow } from './session';
import { Button, Field, Input, Notice, Select } from '../../ui';
import { PasswordInput } from './PasswordInput';

const COUNTRIES = [
  'AT',
  'BR',
  'CA',
  'CH',
  'DE',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'KR',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'US',
] as const;
const DEFAULT_COUNTRY: Record<string, string> = {
  de: 'DE',
  en: 'GB',
  es: 'ES',
  fi: 'FI',
  fr: 'FR',
  no: 'NO',
  pt: 'PT',
  pl: 'PL',
  ro: 'RO',
};
const FIELDS = [
  'email',
  'login',
  'passwordPlain',
  'passwordConfirm',
  'birthDate',
  'country',
  'currency',
  'termsAccepted',
  'captcha',
] as const;

/** Registration: every rule of the sign-up form comes from the contract's shared schema. */
export function SignUpForm({ locale }: { locale: string }) {
  const { t } = useTranslation('auth');
  const { afterLogin } = useAuthFlow();
  const openModal = useUi((s) => s.openModal);
  const [captcha, setCaptcha] = useState<CaptchaNeed | null>(null);
  const [error, setError] = useState('');
  const schema = useMemo(() => makeSignupSchema({ today: new Date() }), []);
  const currencies = LOCALE_CURRENCIES[isLocale(locale) ? locale : 'en'];
  const countryNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  const form = useForm<SignupRequest>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      login: '',
      passwordPlain: '',
      passwordConfirm: '',
      birthDate: '',
      country: DEFAULT_COUNTRY[locale] ?? 'GB',
      currency: currencies[0],
      termsAccepted: false,
      emailPromo: false,
      captcha: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: (typeof FIELDS)[number]) => translateError(t, errors[name]?.message);

  useEffect(() => {
    void authApi.captchaNeed('signup').then(
      (c) => {
        setCaptcha(c);
        if (!c.need) form.setValue('captcha', 'none');
      },
      () => setCaptcha(null),
    );
  }, [form]);

  const checkTaken = async (field: 'email' | 'login') => {
    const value = form.getValues(field);
    if (!value || errors[field] || !(await form.trigger(field))) return;
    try {
      const { exist } = await authApi.exists(field, value);
      if (exist) form.setError(field, { message: field === 'email' ? 'errors.4002' : 'errors.4001' });
    } catch {
      /* the submit checks again */
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError('');
    try {
      const res = await authApi.signup(values);
      await afterLogin(res);
    } catch (e) {
      const fields = fieldErrors(e);
      let placed = false;
      for (const [field, key] of Object.entries(fields)) {
        if ((FIELDS as readonly string[]).includes(field)) {
          form.setError(field as (typeof FIELDS)[number], { message: key });
          placed = true;
        }
      }
      if (fields.captcha) form.setValue('captcha', '');
      if (!placed) setError(formError(t, e));
    }
  });

  const prefix = localePrefix(isLocale(locale) ? locale : 'en');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="sign-up-form">
      <Notice>{error}</Notice>
      <Field label={t('signUp.email')} error={err('email')}>
        <Input type="email" autoComplete="email" {...form.register('email', { onBlur: () => void checkTaken('email') })} />
      </Field>
      <Field label={t('signUp.login')} error={err('login')} hint={t('signUp.loginHint')}>
        <Input autoComplete="nickname" {...form.register('login', { onBlur: () => void checkTaken('login') })} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('signUp.password')} error={err('passwordPlain')} hint={t('signUp.passwordHint')}>
          <PasswordInput autoComplete="new-password" {...form.register('passwordPlain', { deps: ['passwordConfirm'] })} />
        </Field>
        <Field label={t('signUp.passwordConfirm')} error={err('passwordConfirm')}>
          <PasswordInput autoComplete="new-password" {...form.register('passwordConfirm')} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-[1.3fr_1fr_0.8fr]">
        <Field label={t('signUp.birthDate')} error={err('birthDate')}>
          <Input type="date" autoComplete="bday" {...form.register('birthDate')} />
        </Field>
        <Field label={t('signUp.country')} error={err('country')}>
          <Select {...form.register('country')}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {countryNames?.of(c) ?? c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('signUp.currency')} error={err('currency')}>
          <Select {...form.register('currency')}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-3 text-sm text-slate-300">
          <input type="checkbox" className="mt-0.5 size-5 accent-gold" {...form.register('termsAccepted')} />
          <span>
            <Trans
              t={t}
              i18nKey="signUp.terms"
              components={{
                terms: <a href={`${prefix}/terms-and-conditions`} target="_blank" rel="noreferrer" className="text-gold underline" />,
                privacy: <a href={`${prefix}/privacy-notice`} target="_blank" rel="noreferrer" className="text-gold underline" />,
              }}
            />
          </span>
        </label>
        {errors.termsAccepted ? (
          <p role="alert" className="text-sm text-rose" data-field-error>
            {err('termsAccepted')}
          </p>
        ) : null}
      </div>
      {/* promotional mail is opt-in: unticked until the player ticks it (the consent is recorded) */}
      <label className="flex items-start gap-3 text-sm text-slate-300">
        <input type="checkbox" className="mt-0.5 size-5 accent-gold" {...form.register('emailPromo')} />
        <span>{t('signUp.emailPromo')}</span>
      </label>
      {captcha ? (
        <div className="flex flex-col gap-1.5">
          <Captcha
            config={captcha}
            action="signup"
            onToken={(token) => form.setValue('captcha', token, { shouldValidate: !!token || form.formState.isSubmitted })}
          />
          {errors.captcha ? (
            <p role="alert" className="text-sm text-rose" data-field-error>
              {err('captcha')}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" busy={isSubmitting} className="mt-2 w-full text-lg">
        {t('signUp.submit')}
      </Button>
      <p className="text-center text-sm text-slate-400">
        {t('signUp.haveAccount')}{' '}
        <button type="button" onClick={() => openModal('login')} className="font-semibold text-gold hover:underline">
          {t('signUp.loginLink')}
        </button>
      </p>
    </form>
  );
}
