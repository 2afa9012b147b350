import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminApiKeyCreateSchema, OPERATOR_PERMISSIONS, type OperatorPermission } from '@fortuna/contracts';
import { Button, Field, Input, Notice } from '../../ui';
import { useAdminAction, useApiKeys } from './api';
import { AdminTable, when } from './AdminTable';
import { useAdminT } from './useAdminT';

/** API keys for automation: a name and scopes (permissions); the key is shown once, only its hash is kept. */
export function ApiKeysPanel() {
  const { t } = useAdminT();
  const keys = useApiKeys();
  const create = useAdminAction('POST /admin/api-keys');
  const revoke = useAdminAction('POST /admin/api-keys/:id/revoke');
  const [shown, setShown] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(adminApiKeyCreateSchema),
    defaultValues: { name: '', scopes: [] as OperatorPermission[] },
  });
  const [name, scopes] = form.watch(['name', 'scopes']);
  const submit = form.handleSubmit((body) =>
    create.mutateAsync({ body }).then(
      (res) => {
        setShown((res as { key: string }).key);
        form.reset();
      },
      () => undefined,
    ),
  );
  return (
    <section aria-labelledby="api-keys-title" className="flex flex-col gap-4">
      <h2 id="api-keys-title" className="font-display text-xl font-bold">
        {t('apiKeys')}
      </h2>
      {shown ? (
        <Notice tone="warning">
          {t('keyShownOnce')} <code className="break-all font-mono">{shown}</code>
        </Notice>
      ) : null}
      <form className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-panel p-5" onSubmit={submit} noValidate>
        <Field label={t('keyName')} size="sm" error={form.formState.errors.name?.message}>
          <Input size="sm" {...form.register('name')} />
        </Field>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-300">
          <legend className="mb-1 font-medium">{t('scopes')}</legend>
          {OPERATOR_PERMISSIONS.map((p) => (
            <label key={p} className="flex items-center gap-1.5">
              <input type="checkbox" value={p} {...form.register('scopes')} />
              <code className="text-xs">{p}</code>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" size="sm" busy={form.formState.isSubmitting} disabled={!name.trim() || !scopes?.length}>
            {t('createKey')}
          </Button>
        </div>
      </form>
      <AdminTable
        caption={t('apiKeys')}
        rows={keys.data ?? []}
        rowKey={(k) => k.id}
        empty={t('empty')}
        columns={[
          { key: 'name', label: t('keyName'), render: (k) => k.name },
          { key: 'prefix', label: t('secretKey'), render: (k) => <code className="text-xs">{k.prefix}…</code> },
          { key: 'scopes', label: t('scopes'), render: (k) => <code className="text-xs">{k.scopes.join(', ')}</code> },
          { key: 'created', label: t('created'), render: (k) => when(k.createdAt) },
          { key: 'used', label: t('lastUsed'), render: (k) => (k.lastUsedAt ? when(k.lastUsedAt) : '—') },
          {
            key: 'act',
            label: t('actions'),
            render: (k) =>
              k.revokedAt ? (
                t('revoked')
              ) : (
                <Button size="xs" variant="danger" onClick={() => revoke.mutate({ params: { id: k.id } })}>
                  {t('revoke')}
                </Button>
              ),
          },
        ]}
      />
    </section>
  );
}
