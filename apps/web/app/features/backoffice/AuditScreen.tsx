import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminAuditQuerySchema } from '@fortuna/contracts';
import { Button, Field, Input } from '../../ui';
import { useAudit } from './api';
import { AdminTable, CsvExportLink, when } from './AdminTable';
import { useAdminT } from './useAdminT';
import { Pager } from './WithdrawalsScreen';

const PAGE_SIZE = 50;
/** the search fields of the audit query (the contract's rules; empty means any) */
const auditFilterSchema = adminAuditQuerySchema.pick({ operator: true, action: true, target: true }).required();
type AuditFilter = { operator: string; action: string; target: string };
const short = (v: unknown) => (v == null ? '' : JSON.stringify(v).slice(0, 160));

/** The audit log, searchable by operator, action and target, newest first, paged on the server. */
export function AuditScreen() {
  const { t } = useAdminT();
  const form = useForm<AuditFilter>({ resolver: zodResolver(auditFilterSchema), defaultValues: { operator: '', action: '', target: '' } });
  const [filter, setFilter] = useState<AuditFilter>({ operator: '', action: '', target: '' });
  const [page, setPage] = useState(1);
  const given = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  const audit = useAudit({ ...given, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="font-display text-2xl font-bold">
        {t('auditTitle')}
      </h1>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={form.handleSubmit((values) => {
          setFilter(values);
          setPage(1);
        })}
      >
        {(['operator', 'action', 'target'] as const).map((k) => (
          <Field key={k} label={t(k)} size="sm" error={form.formState.errors[k]?.message}>
            <Input size="sm" {...form.register(k)} />
          </Field>
        ))}
        <Button type="submit" size="sm">
          {t('filter')}
        </Button>
        <span className="ml-auto">
          <CsvExportLink list="audit" query={given} />
        </span>
      </form>
      <AdminTable
        stack
        caption={t('auditTitle')}
        rows={audit.data?.items ?? []}
        rowKey={(a) => String(a.id)}
        empty={t('empty')}
        columns={[
          { key: 'when', label: t('when'), render: (a) => when(a.at) },
          { key: 'who', label: t('operator'), render: (a) => a.actor },
          { key: 'ip', label: t('ip'), render: (a) => a.ip },
          { key: 'action', label: t('action'), render: (a) => <code className="text-xs">{a.action}</code> },
          { key: 'target', label: t('target'), render: (a) => <code className="text-xs">{a.target}</code> },
          { key: 'status', label: t('status'), render: (a) => a.status },
          {
            key: 'change',
            label: t('change'),
            render: (a) => (
              <code className="block max-w-md break-all text-xs text-slate-400">
                {short(a.before)}
                {a.before != null || a.after != null ? ' → ' : ''}
                {short(a.after)}
              </code>
            ),
          },
        ]}
      />
      <Pager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
