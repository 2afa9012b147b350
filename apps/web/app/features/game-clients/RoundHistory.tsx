import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatMoney, roundHistoryQuerySchema } from '@fortuna/contracts';
import { gameQueries, type RoundHistoryFilter } from './api';
import { FairnessLink } from '../fairness';

/**
 * The filters as the contract's query checks them; an empty date means no bound. The messages are keys
 * of the shell's `auth` strings, as in the account forms (the box's maxLength keeps the search short).
 */
const { q, fromDate, toDate } = roundHistoryQuerySchema.shape;
const dateOrEmpty = (day: z.ZodString) => z.union([z.literal(''), day], { error: 'errors.dateInvalid' });
const filterForm = z.object({
  q: q.unwrap().max(100, 'errors.generic'),
  fromDate: dateOrEmpty(fromDate.unwrap()),
  toDate: dateOrEmpty(toDate.unwrap()),
});
const NO_FILTER: RoundHistoryFilter = { q: '', fromDate: '', toDate: '' };

/** /player/history/games: the player's real-money rounds (date, game, bet, win, round id) with q, dates and paging. */
export function RoundHistory() {
  const { t, i18n } = useTranslation('games-client');
  const [page, setPage] = useState(1);
  const form = useForm<RoundHistoryFilter>({ resolver: zodResolver(filterForm), defaultValues: NO_FILTER });
  const { errors } = form.formState;
  const [filter, setFilter] = useState(NO_FILTER);
  const history = useQuery(gameQueries.rounds(page, filter));
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <section className="mx-auto w-full max-w-5xl p-3 sm:p-6" data-testid="round-history">
      <h1 className="mb-4 text-2xl font-extrabold text-gold">{t('history.title')}</h1>
      <form
        className="mb-4 grid grid-cols-1 gap-2 rounded-2xl bg-panel p-3 sm:grid-cols-[1fr_auto_auto_auto]"
        noValidate
        onSubmit={form.handleSubmit((next) => {
          setPage(1);
          setFilter(next);
        })}
      >
        <input
          className="rounded-lg bg-panel-2 px-3 py-2 text-sm"
          placeholder={t('history.search')}
          aria-label={t('history.search')}
          aria-invalid={errors.q ? true : undefined}
          maxLength={100}
          {...form.register('q')}
        />
        {(['fromDate', 'toDate'] as const).map((name) => (
          <label key={name} className="flex items-center gap-2 text-xs text-white/70">
            {t(name === 'fromDate' ? 'history.from' : 'history.to')}
            <input
              type="date"
              className="rounded-lg bg-panel-2 px-2 py-2 text-sm text-white"
              aria-invalid={errors[name] ? true : undefined}
              {...form.register(name)}
            />
          </label>
        ))}
        <button type="submit" className="rounded-full bg-gold px-5 py-2 text-sm font-bold text-ink">
          {t('history.apply')}
        </button>
        {errors.q || errors.fromDate || errors.toDate ? (
          <p className="text-sm text-rose sm:col-span-4" role="alert" data-field-error>
            {t((errors.q ?? errors.fromDate ?? errors.toDate)?.message ?? 'errors.generic', { ns: 'auth' })}
          </p>
        ) : null}
      </form>
      {history.isError ? <p className="rounded-lg bg-rose/15 p-3 text-rose">{t('error.network')}</p> : null}
      {data && data.collection.length === 0 ? (
        <p className="rounded-2xl bg-panel p-6 text-center text-white/70">{t('history.empty')}</p>
      ) : null}
      {data && data.collection.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl bg-panel">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="text-xs uppercase tracking-wider text-white/50">
              <tr>
                <th className="px-3 py-2">{t('history.date')}</th>
                <th className="px-3 py-2">{t('history.game')}</th>
                <th className="px-3 py-2 text-right">{t('history.bet')}</th>
                <th className="px-3 py-2 text-right">{t('history.win')}</th>
                <th className="px-3 py-2">{t('history.round')}</th>
              </tr>
            </thead>
            <tbody>
              {data.collection.map((r) => (
                <tr key={r.roundId} className="border-t border-white/5" data-testid="round-row" data-round-id={r.roundId}>
                  <td className="whitespace-nowrap px-3 py-2 text-white/80">{date.format(new Date(r.date))}</td>
                  <td className="px-3 py-2 font-semibold">{r.gameName}</td>
                  <td className="px-3 py-2 text-right font-mono">
                    {formatMoney(r.bet, r.currency)}
                    {r.freeRound ? (
                      <span className="block font-sans text-xs text-gold" data-testid="free-round">
                        {t('history.freeRound')}
                      </span>
                    ) : null}
                  </td>
                  <td className={`px-3 py-2 text-right font-mono ${r.win > 0 ? 'text-mint' : 'text-white/60'}`}>
                    {formatMoney(r.win, r.currency)}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs text-white/50">
                    {r.roundId}
                    {r.fairness ? <FairnessLink fairness={r.fairness} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && pages > 1 ? (
        <nav className="mt-4 flex items-center justify-center gap-3" aria-label={t('history.pages')}>
          <button
            type="button"
            className="rounded-full bg-panel-2 px-4 py-1.5 text-sm disabled:opacity-40"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('history.prev')}
          </button>
          <span className="text-sm text-white/70">{t('history.page', { page, pages })}</span>
          <button
            type="button"
            className="rounded-full bg-panel-2 px-4 py-1.5 text-sm disabled:opacity-40"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('history.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
