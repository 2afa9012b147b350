import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authQueries } from './api';

/** The sandbox mailbox: what the site "sent" (only without SMTP_URL, and only with the mailbox key). */
export function DevMailbox() {
  const { t } = useTranslation('auth');
  const q = useQuery(authQueries.mailbox());
  if (q.isError) return <p className="rounded-2xl bg-panel p-8 text-slate-400">{t('mailbox.off')}</p>;
  const mails = q.data?.mails ?? [];
  const sms = q.data?.sms ?? [];
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section>
        <h2 className="mb-4 text-xl font-semibold">{t('mailbox.mails')}</h2>
        {mails.length === 0 ? <p className="text-slate-400">{t('mailbox.empty')}</p> : null}
        <ul className="flex flex-col gap-4" data-testid="mailbox">
          {mails.map((m) => (
            <li key={m.id} className="rounded-2xl border border-white/10 bg-panel p-5" data-testid="mail">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-white">{m.subject}</span>
                <time className="text-xs text-slate-400">{new Date(m.createdAt).toLocaleString()}</time>
              </div>
              <p className="text-sm text-slate-400" data-testid="mail-to">
                {m.to}
              </p>
              <p className="mt-3 text-sm whitespace-pre-line text-slate-300">{m.text.split('\n')[0]}</p>
              {Object.entries(m.headers ?? {}).map(([name, value]) => (
                <p key={name} className="mt-1 font-mono text-xs break-all text-slate-500" data-testid="mail-header">
                  {name}: {value}
                </p>
              ))}
              {m.links.map((l) => (
                <a
                  key={l}
                  href={l}
                  className="mt-3 inline-block rounded-full bg-gold px-4 py-2 text-sm font-semibold text-ink"
                  data-testid="mail-link"
                >
                  {t('mailbox.open')}
                </a>
              ))}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-4 text-xl font-semibold">{t('mailbox.sms')}</h2>
        {sms.length === 0 ? <p className="text-slate-400">{t('mailbox.empty')}</p> : null}
        <ul className="flex flex-col gap-3">
          {sms.map((s) => (
            <li key={s.id} className="rounded-2xl border border-white/10 bg-panel p-4 text-sm" data-testid="sms">
              <p className="text-slate-400">{s.to}</p>
              <p className="mt-1 text-slate-100">{s.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
