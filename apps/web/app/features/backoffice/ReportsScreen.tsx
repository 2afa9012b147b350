import { useState } from 'react';
import { ADMIN_REPORT_GROUPS, type AdminReportQuery, type AdminReportRow } from '@fortuna/contracts';
import { Button, Notice, Select } from '../../ui';
import { reportCsvUrl, useReport } from './api';
import { money } from './AdminTable';
import { RangeInputs, useRangeForm } from './RangeForm';
import { useAdminT } from './useAdminT';
import { Pager } from './WithdrawalsScreen';

const PAGE_SIZE = 50;
type Sort = AdminReportQuery['sort'];

/**
 * Daily GGR by game, studio, country or currency over a UTC date range: sorted and paged on the
 * server, the whole report as CSV.
 */
export function ReportsScreen() {
  const { t } = useAdminT();
  const rangeForm = useRangeForm();
  const [query, setQuery] = useState<AdminReportQuery>(() => ({
    ...rangeForm.getValues(),
    by: 'game',
    sort: 'day',
    dir: 'desc',
    page: 1,
    pageSize: PAGE_SIZE,
  }));
  const report = useReport(query);
  const pages = Math.max(1, Math.ceil((report.data?.total ?? 0) / PAGE_SIZE));
  const gameLevel = query.by === 'game' || query.by === 'studio';
  const sortBy = (sort: Sort) => setQuery({ ...query, sort, dir: query.sort === sort && query.dir === 'desc' ? 'asc' : 'desc', page: 1 });

  const columns: { sort: Sort; label: string; render: (r: AdminReportRow) => React.ReactNode; numeric?: boolean }[] = [
    { sort: 'day', label: t('day'), render: (r) => r.day },
    { sort: 'key', label: t(`by_${query.by}`), render: (r) => r.label || t('unknown') },
    ...(query.by === 'currency' ? [] : [{ sort: 'currency' as const, label: t('currency'), render: (r: AdminReportRow) => r.currency }]),
    { sort: 'rounds', label: t('rounds'), render: (r) => r.rounds, numeric: true },
    { sort: 'bets', label: t('bets'), render: (r) => money(r.bets, r.currency), numeric: true },
    { sort: 'wins', label: t('wins'), render: (r) => money(r.wins, r.currency), numeric: true },
    { sort: 'ggr', label: t('ggr'), render: (r) => money(r.ggr, r.currency), numeric: true },
    ...(gameLevel
      ? []
      : [
          {
            sort: 'bonusCost' as const,
            label: t('bonusCost'),
            render: (r: AdminReportRow) => money(r.bonusCost ?? 0, r.currency),
            numeric: true,
          },
          { sort: 'ngr' as const, label: t('ngr'), render: (r: AdminReportRow) => money(r.ngr ?? 0, r.currency), numeric: true },
        ]),
  ];

  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-4">
      <h1 id="reports-title" className="font-display text-2xl font-bold">
        {t('reportsTitle')}
      </h1>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={rangeForm.handleSubmit((range) => setQuery({ ...query, ...range, page: 1 }))}
        noValidate
      >
        <label className="flex flex-col text-sm text-slate-300">
          {t('groupBy')}
          <Select
            look="filter"
            value={query.by}
            onChange={(e) => setQuery({ ...query, ...rangeForm.getValues(), by: e.target.value as AdminReportQuery['by'], page: 1 })}
            data-testid="report-by"
          >
            {ADMIN_REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`by_${g}`)}
              </option>
            ))}
          </Select>
        </label>
        <RangeInputs form={rangeForm} />
        <Button type="submit" size="sm">
          {t('show')}
        </Button>
        <a
          className="ml-auto rounded-lg border border-gold/40 px-3 py-1.5 text-sm font-semibold text-gold hover:bg-gold/10"
          href={reportCsvUrl({ from: query.from, to: query.to, by: query.by, sort: query.sort, dir: query.dir })}
          download
        >
          {t('exportCsv')}
        </a>
      </form>
      {report.isError ? <Notice tone="error">{t('loadFailed')}</Notice> : null}
      {report.data?.totals.length ? (
        <p className="text-sm text-slate-300" data-testid="report-totals">
          {report.data.totals.map((x) => t('reportTotal', { bets: money(x.bets, x.currency), ggr: money(x.ggr, x.currency) })).join(' · ')}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-white/10">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('reportsTitle')}</caption>
          <thead className="bg-white/5 text-xs uppercase tracking-wide text-slate-400">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.sort}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${c.numeric ? 'text-right' : ''}`}
                  aria-sort={query.sort === c.sort ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button type="button" className="uppercase hover:text-gold" onClick={() => sortBy(c.sort)}>
                    {c.label}
                    {query.sort === c.sort ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(report.data?.items ?? []).length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-400">
                  {t('empty')}
                </td>
              </tr>
            ) : (
              report.data!.items.map((r) => (
                <tr key={`${r.day}-${r.key}-${r.currency}`} className="border-t border-white/5 text-slate-200">
                  {columns.map((c) => (
                    <td key={c.sort} className={`px-3 py-2 ${c.numeric ? 'text-right font-mono' : ''}`}>
                      {c.render(r)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={query.page} pages={pages} onPage={(page) => setQuery({ ...query, page })} />
    </section>
  );
}
