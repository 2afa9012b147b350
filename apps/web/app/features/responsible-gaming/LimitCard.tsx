import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './time';

/** A section of the limits page: a title, a plain explanation, then its controls. */
export function LimitCard({ title, intro, testId, children }: { title: string; intro?: string; testId?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-white/10 bg-panel/70 p-5 sm:p-6" data-testid={testId} aria-label={title}>
      <h2 className="text-xl font-bold text-white">{title}</h2>
      {intro ? <p className="mt-1 text-sm leading-relaxed text-slate-400">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A change that waits its 24 hours: what it will be and when. */
export function PendingLine({ text, at }: { text: string; at: string }) {
  const { t, i18n } = useTranslation('rg');
  return (
    <p className="rounded-lg border border-gold/30 bg-gold/10 px-3 py-2 text-sm text-gold-2" data-testid="pending-change">
      {text} {t('limits.pendingAt', { date: formatDateTime(at, i18n.language) })}
    </p>
  );
}
