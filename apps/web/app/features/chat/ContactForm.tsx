import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_CATEGORIES,
  CONTACT_MESSAGE_MAX,
  chatContactSchema,
  type CaptchaNeed,
  type ChatContact,
  type ChatContactParsed,
} from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { Button, Field, Input, Notice, Select, Textarea } from '../../ui';
import { authApi, Captcha } from '../auth';
import { sendContact } from './api';

type Values = ChatContact;
const FIELDS = ['name', 'email', 'category', 'message', 'captcha'] as const;

/**
 * The offline contact form for visitors who cannot use the chat: name, email, topic and message,
 * checked by the same schema as the server, with the captcha the site uses on public forms. After
 * sending, it says where the confirmation went.
 */
export function ContactForm() {
  const { t } = useTranslation('chat');
  const [captcha, setCaptcha] = useState<CaptchaNeed | null>(null);
  const [formError, setFormError] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, ChatContactParsed>({
    resolver: zodResolver(chatContactSchema),
    defaultValues: { name: '', email: '', category: '' as Values['category'], message: '', captcha: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // schema and server keys: `errors.*` live with the auth strings, `contact.errors.*` with the chat's
  const err = (field: (typeof FIELDS)[number]) => {
    const key = errors[field]?.message;
    if (!key) return undefined;
    return key.startsWith('errors.') ? t(key, { ns: 'auth', defaultValue: t('contact.failed') }) : t(key, { defaultValue: key });
  };

  useEffect(() => {
    void authApi.captchaNeed('contact').then(
      (c) => {
        setCaptcha(c);
        if (!c.need || c.provider === 'none') form.setValue('captcha', 'none');
      },
      () => setCaptcha(null),
    );
  }, [form]);
  const onToken = useCallback((token: string) => form.setValue('captcha', token, { shouldValidate: form.formState.isSubmitted }), [form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError('');
    if (captcha?.need && !values.captcha) {
      form.setError('captcha', { message: 'errors.captchaRequired' });
      return;
    }
    try {
      await sendContact(values);
      setSentTo(values.email.trim());
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) return setFormError(t('contact.tooMany'));
      let placed = false;
      if (e instanceof ApiError)
        for (const [field, keys] of Object.entries(e.fieldErrors))
          if ((FIELDS as readonly string[]).includes(field) && keys[0]) {
            form.setError(field as (typeof FIELDS)[number], { message: keys[0] });
            placed = true;
          }
      if (e instanceof ApiError && e.fieldErrors.captcha) form.setValue('captcha', '');
      if (!placed) setFormError(t('contact.failed'));
    }
  });

  if (sentTo)
    return (
      <div className="flex flex-1 flex-col gap-4 p-4" data-testid="contact-sent">
        <Notice tone="success">{t('contact.sent', { email: sentTo })}</Notice>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset();
            setSentTo(null);
          }}
        >
          {t('contact.another')}
        </Button>
      </div>
    );

  return (
    <form className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" noValidate onSubmit={(e) => void submit(e)} data-testid="contact-form">
      <p className="text-sm text-slate-300">{t('contact.intro')}</p>
      <Field size="sm" label={t('contact.name')} error={err('name')}>
        <Input autoComplete="name" maxLength={100} {...form.register('name')} />
      </Field>
      <Field size="sm" label={t('contact.email')} error={err('email')}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
      <Field size="sm" label={t('contact.category')} error={err('category')}>
        <Select look="filter" className="w-full" {...form.register('category')}>
          <option value="" disabled>
            {t('contact.choose')}
          </option>
          {CONTACT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`contact.categories.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field size="sm" label={t('contact.message')} error={err('message')}>
        <Textarea rows={3} maxLength={CONTACT_MESSAGE_MAX} {...form.register('message')} />
      </Field>
      {captcha && (
        <div>
          <Captcha config={captcha} action="contact" onToken={onToken} />
          {errors.captcha && (
            <p role="alert" className="mt-1 text-sm text-rose">
              {err('captcha')}
            </p>
          )}
        </div>
      )}
      <Notice>{formError || null}</Notice>
      <Button type="submit" block busy={isSubmitting}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}
