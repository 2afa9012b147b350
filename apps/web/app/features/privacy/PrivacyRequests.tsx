import { useState, type Ref, type TextareaHTMLAttributes } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PRIVACY_REQUEST_TYPES,
  PRIVACY_TEXT_MIN,
  privacyRequestBodySchema,
  type PrivacyRequest,
  type PrivacyRequestType,
} from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { Button, Field, Notice, useFieldControl } from '../../ui';
import { privacyKeys, privacyQueries, sendPrivacyRequest } from './api';

const OPEN = new Set(['received', 'processing']);

/**
 * "Your data" on the profile page: ask for a copy of everything we hold (export), for its erasure,
 * or for a correction; see each request's status, its deadline (one month) and the answer, and
 * download a finished export while its link is valid.
 */
export function PrivacyRequests() {
  const { t } = useTranslation('privacy');
  const requests = useQuery(privacyQueries.requests());
  const [type, setType] = useState<PrivacyRequestType>('export');
  const list = requests.data?.requests ?? [];
  const openOfType = list.some((r) => r.type === type && OPEN.has(r.status));
  return (
    <section className="rounded-3xl border border-white/10 bg-panel p-6 sm:p-8 lg:col-span-2" data-testid="privacy-requests">
      <h2 className="text-lg font-semibold text-white">{t('title')}</h2>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-slate-300">{t('intro')}</p>
      <div className="mt-5 flex flex-wrap gap-2" role="radiogroup" aria-label={t('kind')}>
        {PRIVACY_REQUEST_TYPES.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={type === k}
            onClick={() => setType(k)}
            data-testid={`privacy-type-${k}`}
            className={`rounded-full border px-4 py-2 text-sm font-semibold transition ${type === k ? 'border-gold bg-gold/15 text-gold' : 'border-white/15 text-slate-200 hover:border-gold/60'}`}
          >
            {t(`types.${k}.name`)}
          </button>
        ))}
      </div>
      <p className="mt-3 max-w-3xl text-sm text-slate-400">{t(`types.${type}.about`)}</p>
      {openOfType ? <p className="mt-4 text-sm text-slate-300">{t('alreadyOpen')}</p> : <RequestForm key={type} type={type} />}
      {list.length ? (
        <ul className="mt-6 flex flex-col gap-3" data-testid="privacy-request-list">
          {list.map((r) => (
            <RequestRow key={r.id} request={r} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const schema = privacyRequestBodySchema;

function RequestForm({ type }: { type: PrivacyRequestType }) {
  const { t } = useTranslation('privacy');
  const client = useQueryClient();
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { text: '' } });
  const submit = form.handleSubmit(async ({ text }) => {
    setError('');
    try {
      await sendPrivacyRequest(type, text);
      setSent(true);
      form.reset({ text: '' });
      await client.invalidateQueries({ queryKey: privacyKeys.requests });
    } catch (err) {
      const key = err instanceof ApiError ? err.fieldErrors.text?.[0] : undefined;
      setError(
        key ? t(key, { defaultValue: err instanceof ApiError ? err.message : '' }) : err instanceof ApiError ? err.message : t('failed'),
      );
    }
  });
  const fieldError = form.formState.errors.text?.message;
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 flex max-w-3xl flex-col gap-4" noValidate>
      <Field
        label={t('text')}
        error={fieldError ? t(fieldError, { min: PRIVACY_TEXT_MIN }) : undefined}
        hint={t('textHint', { min: PRIVACY_TEXT_MIN })}
      >
        <TextArea {...form.register('text')} data-testid="privacy-text" />
      </Field>
      {type === 'erasure' ? <Notice tone="warning">{t('types.erasure.warning')}</Notice> : null}
      <Notice>{error}</Notice>
      {sent ? <Notice tone="success">{t('sent')}</Notice> : null}
      <div>
        <Button
          type="submit"
          busy={form.formState.isSubmitting}
          data-testid="privacy-send"
          variant={type === 'erasure' ? 'danger' : 'gold'}
        >
          {t(`types.${type}.send`)}
        </Button>
      </div>
    </form>
  );
}

/** A multi-line control inside a Field (labelled and described by it). */
function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const field = useFieldControl();
  return (
    <textarea
      rows={3}
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={`w-full rounded-xl border bg-ink/60 px-4 py-3 text-base text-slate-100 outline-none transition focus:border-gold focus:ring-2 focus:ring-gold/30 ${field?.invalid ? 'border-rose' : 'border-white/10'}`}
      {...props}
    />
  );
}

function RequestRow({ request: r }: { request: PrivacyRequest }) {
  const { t, i18n } = useTranslation('privacy');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });
  const tone = r.status === 'completed' ? 'text-mint' : r.status === 'rejected' ? 'text-rose' : 'text-sky-200';
  return (
    <li
      className="rounded-2xl border border-white/10 bg-ink/50 p-4 text-sm"
      data-testid="privacy-request"
      data-type={r.type}
      data-status={r.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-white">{t(`types.${r.type}.name`)}</span>
        <span className={`font-semibold ${tone}`}>{t(`status.${r.status}`)}</span>
      </div>
      <p className="mt-1 text-slate-400">
        {OPEN.has(r.status)
          ? t('dates.open', { created: date(r.createdAt), due: date(r.dueAt) })
          : t('dates.closed', { created: date(r.createdAt), processed: date(r.processedAt ?? r.createdAt) })}
      </p>
      {r.answer ? <p className="mt-2 text-slate-200">{r.answer}</p> : null}
      {r.download ? (
        <p className="mt-3">
          <a
            href={r.download.url}
            download
            className="font-semibold text-gold underline-offset-4 hover:underline"
            data-testid="privacy-download"
          >
            {t('download', { size: Math.max(1, Math.round(r.download.size / 1024)) })}
          </a>
          <span className="ml-2 text-slate-400">{t('downloadUntil', { date: date(r.download.expiresAt) })}</span>
        </p>
      ) : null}
    </li>
  );
}
