import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminWithdrawalRejectSchema, type AdminWithdrawal } from '@fortuna/contracts';
import { Button, Notice, Select } from '../../ui';
import { ApiError } from '../../lib/api';
import { useAdminAction, useWithdrawals } from './api';
import { AdminTable, CsvExportLink, money, when } from './AdminTable';
import { useAdminT } from './useAdminT';

const STATUSES = ['init', 'processing', 'ok', 'rejected', 'failure', 'cancelled'] as const;
const PAGE_SIZE = 50;

/** The withdrawal queue: approve, reject with a reason code, settle; risk flags beside each one. */
export function WithdrawalsScreen() {
  const { t } = useAdminT();
  const [status, setStatus] = useState<string>('init');
  const [page, setPage] = useState(1);
  const list = useWithdrawals(status, page);
  const approve = useAdminAction('POST /admin/withdrawals/:id/approve');
  const reject = useAdminAction('POST /admin/withdrawals/:id/reject');
  const settle = useAdminAction('POST /admin/withdrawals/:id/settle');
  const error = [approve.error, reject.error, settle.error].find((e) => e instanceof ApiError) as ApiError | undefined;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  const actions = (w: AdminWithdrawal) => (
    <div className="flex flex-wrap items-center gap-2">
      {w.status === 'init' ? (
        <Button size="xs" onClick={() => approve.mutate({ params: { id: w.id } })} aria-label={`${t('approve')} ${w.id}`}>
          {t('approve')}
        </Button>
      ) : null}
      {w.status === 'processing' ? (
        <Button size="xs" variant="outline" onClick={() => settle.mutate({ params: { id: w.id } })}>
          {t('settle')}
        </Button>
      ) : null}
      {w.status === 'init' || w.status === 'processing' ? (
        <RejectForm withdrawal={w} onReject={(reason) => reject.mutate({ params: { id: w.id }, body: { reason } })} />
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="withdrawals-title" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h1 id="withdrawals-title" className="font-display text-2xl font-bold">
          {t('withdrawalsTitle')}
        </h1>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-300">
            {t('status')}
            <Select
              look="filter"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </label>
          <CsvExportLink list="withdrawals" query={{ status }} />
        </div>
      </div>
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      <AdminTable
        stack
        caption={t('withdrawalsTitle')}
        rows={list.data?.items ?? []}
        rowKey={(w) => w.id}
        empty={t('empty')}
        columns={[
          { key: 'created', label: t('created'), render: (w) => when(w.createdAt) },
          {
            key: 'player',
            label: t('player'),
            render: (w) => (
              <Link className="text-gold hover:underline" to={`/admin/players/${w.playerId}`}>
                {w.playerLogin ?? w.playerId}
              </Link>
            ),
          },
          { key: 'amount', label: t('amount'), render: (w) => <span className="font-mono">{money(w.amount, w.currency)}</span> },
          { key: 'method', label: t('method'), render: (w) => w.paymentSystem },
          { key: 'status', label: t('status'), render: (w) => (w.reason != null ? `${w.status} (${w.reason})` : w.status) },
          {
            key: 'flags',
            label: t('flags'),
            render: (w) => (
              <div className="flex flex-wrap gap-1">
                {w.flags.map((f) => (
                  <span key={f} className="rounded-full bg-rose/15 px-2 py-0.5 text-xs font-semibold text-rose">
                    {t(`flag_${f}`)}
                  </span>
                ))}
              </div>
            ),
          },
          { key: 'actions', label: t('actions'), render: actions },
        ]}
      />
      <Pager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

/** reject with a reason code 0–14 (the cashier's reasons), the contract's rule */
function RejectForm({ withdrawal: w, onReject }: { withdrawal: AdminWithdrawal; onReject: (reason: number) => void }) {
  const { t } = useAdminT();
  const form = useForm({ resolver: zodResolver(adminWithdrawalRejectSchema), defaultValues: { reason: 0 } });
  return (
    <form noValidate className="flex items-center gap-2" onSubmit={form.handleSubmit(({ reason }) => onReject(reason))}>
      <label className="sr-only" htmlFor={`reason-${w.id}`}>
        {t('rejectReason')}
      </label>
      <Select id={`reason-${w.id}`} look="filter" {...form.register('reason', { valueAsNumber: true })}>
        {Array.from({ length: 15 }, (_, i) => (
          <option key={i} value={i}>
            {i}
          </option>
        ))}
      </Select>
      <Button type="submit" size="xs" variant="danger">
        {t('reject')}
      </Button>
    </form>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useAdminT();
  return (
    <div className="flex items-center gap-3 text-sm text-slate-300">
      <Button size="xs" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>{t('pageOf', { page, pages })}</span>
      <Button size="xs" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </div>
  );
}
