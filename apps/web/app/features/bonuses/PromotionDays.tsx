import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount, type Locale, type PromotionDay, type PromotionDays as PromotionDaysView } from '@fortuna/contracts';
import { usePlayerInfo } from '../../lib/player';
import { Button, Notice, Spinner } from '../../ui';
import { promotionDaysCalls, promotionDaysQueries, useRefreshBonuses } from './api';

/**
 * Its strings live beside it, not in the site's catalogues (every catalogue of a language is one chunk
 * loaded on every page, and `/` has no room left): all 9 languages come with this lazy chunk and are
 * added to the page's i18n instance as the `promotionDays` namespace. promotion-days.i18n.test.ts
 * checks them as the locale test checks the catalogues.
 */
const STRINGS = import.meta.glob<Record<string, unknown>>('./promotion-days.i18n/*.json', { eager: true, import: 'default' });
const NS = 'promotionDays';

function useStrings() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  if (!i18n.hasResourceBundle(lng, NS)) {
    const strings = STRINGS[`./promotion-days.i18n/${lng}.json`] ?? STRINGS['./promotion-days.i18n/en.json'];
    i18n.addResourceBundle(lng, NS, strings, true, true);
  }
  return useTranslation(NS).t;
}

const TONE: Record<PromotionDay['status'], string> = {
  awarded: 'border-emerald-400/60 bg-emerald-400/10 text-emerald-300',
  fail: 'border-rose/60 bg-rose/10 text-rose',
  missed: 'border-white/10 bg-white/5 text-slate-400',
  cancelled: 'border-white/10 bg-white/5 text-slate-500',
  future: 'border-white/15 bg-transparent text-slate-200',
};
const MARK: Record<PromotionDay['status'], string> = { awarded: '✓', fail: '!', missed: '–', cancelled: '×', future: '' };

/**
 * A daily campaign on /promo/{id} (docs/bonuses.md, "Promotion days"): the day's condition before
 * joining, a strip of the days with their status (awarded, cancelled, fail, future, missed),
 * join and leave (with a confirmation row). Loaded lazily: only a daily campaign's page pulls it in.
 */
export function PromotionDays({ id, locale }: { id: string; locale: Locale }) {
  const t = useStrings();
  const { isLoggedIn } = usePlayerInfo();
  const query = promotionDaysQueries.of(id, locale, isLoggedIn);
  const days = useQuery(query);
  const client = useQueryClient();
  const refresh = useRefreshBonuses();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState(false);
  if (days.isLoading) return <Spinner />;
  if (!days.data) return null;
  const view = days.data;
  const act = async (what: 'join' | 'leave') => {
    setBusy(true);
    setError(false);
    try {
      const next: PromotionDaysView = await promotionDaysCalls[what](id, locale);
      client.setQueryData(query.queryKey, next);
      setConfirming(false);
      refresh();
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  const intlLocale = locale === 'no' ? 'nb' : locale;
  const weekday = new Intl.DateTimeFormat(intlLocale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = { format: (d: Date) => `${weekday.format(d)} ${dayMonth.format(d)}` };
  return (
    <section className="mt-6 rounded-xl border border-white/10 p-4" data-testid="promotion-days">
      <h2 className="text-lg font-bold text-white">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-200">{t('condition', { amount: formatAmount(view.condition.minAmount) })}</p>
      <p className="mt-1 text-xs text-slate-400">{t('utc')}</p>
      <ol className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-7" data-testid="promotion-days-strip">
        {view.days.map((d) => {
          const reason = d.reason ? t(`reason.${d.reason}`, { defaultValue: '' }) : '';
          const status = t(`status.${d.status}`);
          return (
            <li
              key={d.date}
              data-testid="promotion-day"
              data-status={d.status}
              title={reason ? `${status}: ${reason}` : status}
              className={`flex flex-col items-center rounded-lg border px-1 py-2 text-center ${TONE[d.status]} ${d.date === view.today ? 'ring-2 ring-gold' : ''}`}
            >
              <span className="text-[11px] uppercase tracking-wide">
                {d.date === view.today ? t('today') : weekday.format(new Date(`${d.date}T00:00:00Z`))}
              </span>
              <span className={`text-xs font-semibold ${d.status === 'cancelled' ? 'line-through' : ''}`}>
                {dayMonth.format(new Date(`${d.date}T00:00:00Z`))}
              </span>
              <span aria-hidden="true" className="h-5 text-base font-bold">
                {MARK[d.status]}
              </span>
              <span className="text-[11px] font-semibold">{status}</span>
            </li>
          );
        })}
      </ol>
      {view.days.some((d) => d.status === 'fail' && d.reason) ? (
        <ul className="mt-3 space-y-1 text-xs text-slate-300" data-testid="promotion-days-reasons">
          {view.days
            .filter((d) => d.status === 'fail' && d.reason)
            .map((d) => (
              <li key={d.date}>
                {label.format(new Date(`${d.date}T00:00:00Z`))}: {t('status.fail')} ({t(`reason.${d.reason}`)})
              </li>
            ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-col gap-3">
        {!isLoggedIn ? <p className="text-sm text-slate-300">{t('signIn')}</p> : null}
        {view.canJoin ? (
          <Button busy={busy} onClick={() => void act('join')} data-testid="promotion-days-join">
            {t('join')}
          </Button>
        ) : null}
        {view.joined ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold text-emerald-300" data-testid="promotion-days-joined">
              {t('joined')}
            </span>
            {!confirming ? (
              <Button variant="ghost" size="xs" onClick={() => setConfirming(true)} data-testid="promotion-days-leave">
                {t('leave')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {confirming ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-white/5 p-3" data-testid="promotion-days-leave-confirm">
            <span className="text-sm text-slate-200">{t('leaveConfirm')}</span>
            <Button variant="danger" size="xs" busy={busy} onClick={() => void act('leave')} data-testid="promotion-days-leave-yes">
              {t('leaveYes')}
            </Button>
            <Button variant="ghost" size="xs" onClick={() => setConfirming(false)}>
              {t('leaveNo')}
            </Button>
          </div>
        ) : null}
        {view.cancelled ? (
          <p className="text-sm text-slate-300" data-testid="promotion-days-cancelled">
            {view.days.some((d) => d.reason === 'campaign_cancelled') ? t('ended') : t('left')}
          </p>
        ) : null}
        {error ? <Notice tone="error">{t('failed')}</Notice> : null}
      </div>
    </section>
  );
}
