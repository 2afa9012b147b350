import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUTH_HISTORY_PAGE_SIZE } from '@fortuna/contracts';
import { authApi } from './api';
import { Button } from '../../ui';

const RESULT_STYLE: Record<string, string> = {
  success: 'bg-mint/15 text-mint',
  failure: 'bg-rose/15 text-rose',
  blocked: 'bg-rose/15 text-rose',
  twoFactor: 'bg-gold/15 text-gold',
  logout: 'bg-white/10 text-slate-300',
};

/** Auth log page (spec §2, page size 20): time, IP, device, result. */
export function AuthLog() {
  const { t } = useTranslation('auth');
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['auth', 'log', page], queryFn: () => authApi.authLog(page), placeholderData: keepPreviousData });
  const rows = q.data?.collection ?? [];
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / AUTH_HISTORY_PAGE_SIZE));
  if (q.isLoading) return <div className="h-64 animate-pulse rounded-2xl bg-panel" />;
  if (!rows.length) return <p className="rounded-2xl bg-panel p-8 text-center text-slate-400">{t('authLog.empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3 sm:hidden">
        {rows.map((r, i) => (
          <li key={`${r.time}-${i}`} className="rounded-2xl border border-white/10 bg-panel p-4 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium">{r.time}</span>
              <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${RESULT_STYLE[r.result] ?? ''}`}>
                {t(`authLog.results.${r.result}`)}
              </span>
            </div>
            <p className="mt-2 font-mono text-slate-300">{r.ip}</p>
            <p className="mt-1 truncate text-xs text-slate-400">{r.device}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-white/10 bg-panel sm:block">
        <table className="w-full text-left text-sm" data-testid="auth-log">
          <thead className="bg-panel-2 text-xs uppercase text-slate-400">
            <tr>
              <th className="px-4 py-3">{t('authLog.time')}</th>
              <th className="px-4 py-3">{t('authLog.ip')}</th>
              <th className="hidden px-4 py-3 md:table-cell">{t('authLog.device')}</th>
              <th className="px-4 py-3">{t('authLog.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.time}-${i}`} className="border-t border-white/5">
                <td className="px-4 py-3 whitespace-nowrap">{r.time}</td>
                <td className="px-4 py-3 font-mono">{r.ip}</td>
                <td className="hidden max-w-md truncate px-4 py-3 text-slate-400 md:table-cell" title={r.device}>
                  {r.device}
                </td>
                <td className="px-4 py-3">
                  <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${RESULT_STYLE[r.result] ?? ''}`}>
                    {t(`authLog.results.${r.result}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <div className="flex items-center justify-between gap-4">
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('authLog.prev')}
          </Button>
          <span className="text-sm text-slate-400">{t('authLog.page', { page, pages })}</span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('authLog.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
