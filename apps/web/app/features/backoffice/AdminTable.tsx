import type { ReactNode } from 'react';

export interface AdminColumn<T> {
  key: string;
  /** a column's heading: text, or a sort button */
  label: ReactNode;
  render: (row: T) => ReactNode;
}

/** A dense, keyboard-reachable data table for the back office's desktop screens. */
export function AdminTable<T>({
  rows,
  columns,
  empty,
  rowKey,
  caption,
}: {
  rows: T[];
  columns: AdminColumn<T>[];
  empty: string;
  rowKey: (row: T) => string;
  caption: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-white/10">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-white/5 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 font-semibold">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-400">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-white/5 align-top text-slate-200">
                {columns.map((c) => (
                  <td key={c.key} className="px-3 py-2">
                    {c.render(row)}
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

export const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
export const when = (iso: string) => iso.replace('T', ' ').slice(0, 19);
