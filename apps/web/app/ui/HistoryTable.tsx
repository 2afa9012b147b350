import { Fragment, type ReactNode } from 'react';
import { useLoadMoreSentinel, type PagedQuery } from './useLoadMoreSentinel';

export interface HistoryColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** classes of the column's cells (`px-3 py-2.5` always), or of one row's cell */
  className?: string | ((row: T) => string);
}

/** data-* attributes a row and its phone card carry (tests and styling find a row by them) */
type RowData = { [key: `data-${string}`]: string | undefined };

/**
 * A player's history list (payments, bonuses, ...): a table from `sm` up, one card per row on a
 * phone; the next page loads when the end of the list scrolls into view; an empty state once the
 * first page is in and has nothing; "loading more" while a further page loads. `compact` is the
 * look inside the cashier (smaller text, the list scrolls in its own box).
 */
export function HistoryTable<T>({
  rows,
  rowKey,
  columns,
  card,
  rowData,
  below,
  belowTestId,
  query,
  compact,
  empty,
  loadingMore,
}: {
  rows: T[];
  rowKey: (row: T) => string;
  columns: HistoryColumn<T>[];
  /** the phone layout of one row (inside its card) */
  card: (row: T) => ReactNode;
  /** data-* attributes of a row's table row and phone card (`data-testid` is given for each layout) */
  rowData: (row: T, layout: 'row' | 'card') => RowData;
  /** an extra full-width line under a row, tinted (a question about it, such as "cancel this?"), in both layouts */
  below?: (row: T) => ReactNode;
  belowTestId?: string;
  query: PagedQuery & { isFetchingNextPage: boolean };
  compact?: boolean;
  empty: ReactNode;
  loadingMore: ReactNode;
}) {
  const sentinel = useLoadMoreSentinel(query);
  return (
    <div
      data-testid="history-list"
      className={`rounded-xl border border-white/10 sm:overflow-x-auto ${compact ? 'sm:max-h-[52vh] sm:overflow-y-auto' : ''}`}
    >
      <ul className="divide-y divide-white/5 sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="flex flex-col gap-2 p-4 text-sm" {...rowData(row, 'card')}>
            {card(row)}
            {below?.(row)}
          </li>
        ))}
      </ul>
      <table className={`hidden w-full text-left sm:table ${compact ? 'text-xs' : 'text-sm'}`}>
        <thead className="sticky top-0 bg-panel-2 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {columns.map((c) => (
              <th key={c.id} className="px-3 py-2.5 font-semibold">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const extra = below?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr className="border-t border-white/5 hover:bg-white/[0.03]" {...rowData(row, 'row')}>
                  {columns.map((c) => (
                    <td key={c.id} className={`px-3 py-2.5 ${typeof c.className === 'function' ? c.className(row) : (c.className ?? '')}`}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
                {extra ? (
                  <tr className="bg-rose/5" data-testid={belowTestId}>
                    <td colSpan={columns.length} className="px-3 py-3">
                      {extra}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {!query.isFetching && rows.length === 0 && <p className="px-4 py-12 text-center text-slate-400">{empty}</p>}
      <div ref={sentinel} className="h-6" />
      {query.isFetchingNextPage && <p className="pb-4 text-center text-xs text-slate-400">{loadingMore}</p>}
    </div>
  );
}
