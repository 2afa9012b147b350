import type { ReactNode } from 'react';
import { useAdminT } from './useAdminT';

export interface AdminColumn<T> {
  key: string;
  /** a column's heading: text, or a sort button */
  label: ReactNode;
  render: (row: T) => ReactNode;
}

/**
 * A dense, keyboard-reachable data table for the back office's desktop screens. With `stack`, a
 * narrow screen (under 768 px) shows each row as a card of label and value lines instead of a
 * table that scrolls sideways.
 */
export function AdminTable<T>({
  rows,
  columns,
  empty,
  rowKey,
  caption,
  stack = false,
}: {
  rows: T[];
  columns: AdminColumn<T>[];
  empty: string;
  rowKey: (row: T) => string;
  caption: string;
  stack?: boolean;
}) {
  // the stacked look applies below md only; from md up it is the same table
  const on = (classes: string) => (stack ? classes : '');
  return (
    <div className="overflow-x-auto rounded-xl border border-white/10">
      <table className={`w-full text-left text-sm ${on('max-md:block')}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-white/5 text-xs uppercase tracking-wide text-slate-400 ${on('max-md:sr-only')}`}>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 font-semibold">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={on('max-md:block')}>
          {rows.length === 0 ? (
            <tr className={on('max-md:block')}>
              <td colSpan={columns.length} className={`px-3 py-6 text-center text-slate-400 ${on('max-md:block')}`}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={`border-t border-white/5 align-top text-slate-200 ${on('max-md:block max-md:py-2 max-md:first:border-t-0')}`}
              >
                {columns.map((c) => (
                  <td key={c.key} className={`px-3 py-2 ${on('max-md:flex max-md:gap-3 max-md:py-1 max-md:[overflow-wrap:anywhere]')}`}>
                    {stack ? (
                      <>
                        <span aria-hidden className="w-28 shrink-0 text-xs uppercase tracking-wide text-slate-400 md:hidden">
                          {c.label}
                        </span>
                        <div className="max-md:min-w-0 max-md:flex-1">{c.render(row)}</div>
                      </>
                    ) : (
                      c.render(row)
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** the lists that have a CSV download (`/api/admin/<list>.csv`, the list's own query without paging) */
export type CsvList = 'players' | 'audit' | 'withdrawals' | 'compliance/kyc' | 'compliance/gdpr' | 'compliance/self-excluded';

/** the download address of a list with the screen's current filters (empty ones left out) */
export const csvUrl = (list: CsvList, query: Record<string, string | number | undefined> = {}) => {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return `/api/admin/${list}.csv${params ? `?${params}` : ''}`;
};

/**
 * "Export CSV": every row matching the screen's filters (all pages), as a file. A plain link, so
 * the browser sends the back-office cookie and saves the server's attachment.
 */
export function CsvExportLink({ list, query }: { list: CsvList; query?: Record<string, string | number | undefined> }) {
  const { t } = useAdminT();
  return (
    <a
      className="inline-flex w-fit shrink-0 items-center rounded-lg border border-gold/40 px-3 py-1.5 text-sm font-semibold text-gold hover:bg-gold/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold"
      href={csvUrl(list, query)}
      download
      title={t('exportCsvHint')}
    >
      {t('exportCsv')}
    </a>
  );
}

export const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
export const when = (iso: string) => iso.replace('T', ' ').slice(0, 19);
