import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, subscriptionTypeSchema, type Locale } from '@fortuna/contracts';
import { Notice, Spinner } from '../../ui';
import { serverMessage, unsubscribeByLink } from './api';

/**
 * /unsubscribe/{hash}/{playerId}/{type}: the link of a promotional mail. It works signed out, in the
 * language of the mail's link, with header and footer hidden. The call is made by the page once it
 * runs (not by the server's render), so a mail scanner that only fetches the link changes nothing.
 */
export function UnsubscribePage({ hash, playerId, type, locale }: { hash: string; playerId: string; type: string; locale: Locale }) {
  const { t } = useTranslation('subscriptions');
  const known = subscriptionTypeSchema.safeParse(type);
  const run = useMutation({ mutationFn: unsubscribeByLink });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !known.success) return;
    started.current = true;
    run.mutate({ type: known.data, hash, playerId });
  }, [hash, playerId, known.success, known.data, run]);

  const name = known.success ? t(`types.${known.data}.name`) : '';
  return (
    <div className="flex min-h-dvh items-center justify-center bg-ink px-4 py-12">
      <section
        className="w-full max-w-md rounded-3xl border border-white/10 bg-gradient-to-br from-panel-2 to-panel p-8 text-center shadow-xl"
        data-testid="unsubscribe"
      >
        <p className="text-2xl font-extrabold text-gold">Fortuna</p>
        <h1 className="mt-4 text-xl font-bold text-white">{t('unsubscribe.title')}</h1>
        <div className="mt-6 text-left">
          {!known.success ? (
            <Notice>{t('unsubscribe.invalid')}</Notice>
          ) : run.isError ? (
            <Notice>{serverMessage(run.error, t('unsubscribe.failed'))}</Notice>
          ) : run.isSuccess ? (
            <Notice tone="success">{run.data.changed ? t('unsubscribe.done', { name }) : t('unsubscribe.already', { name })}</Notice>
          ) : (
            <div className="flex justify-center" role="status" aria-label={t('loading')}>
              <Spinner />
            </div>
          )}
        </div>
        {run.isSuccess ? <p className="mt-4 text-sm text-slate-400">{t('unsubscribe.change')}</p> : null}
        <Link to={href('home', {}, locale)} className="mt-8 inline-block rounded-full bg-gold px-6 py-3 font-bold text-ink hover:bg-gold-2">
          {t('unsubscribe.home')}
        </Link>
      </section>
    </div>
  );
}
