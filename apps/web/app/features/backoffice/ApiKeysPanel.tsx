import { useState } from 'react';
import { OPERATOR_PERMISSIONS, type OperatorPermission } from '@fortuna/contracts';
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
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<OperatorPermission[]>([]);
  const [shown, setShown] = useState<string | null>(null);
  const toggle = (p: OperatorPermission) => setScopes(scopes.includes(p) ? scopes.filter((s) => s !== p) : [...scopes, p]);
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
      <form
        className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-panel p-5"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { body: { name, scopes } },
            {
              onSuccess: (res) => {
                setShown((res as { key: string }).key);
                setName('');
                setScopes([]);
              },
            },
          );
        }}
      >
        <Field label={t('keyName')} size="sm">
          <Input size="sm" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-300">
          <legend className="mb-1 font-medium">{t('scopes')}</legend>
          {OPERATOR_PERMISSIONS.map((p) => (
            <label key={p} className="flex items-center gap-1.5">
              <input type="checkbox" checked={scopes.includes(p)} onChange={() => toggle(p)} />
              <code className="text-xs">{p}</code>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" size="sm" busy={create.isPending} disabled={!name.trim() || scopes.length === 0}>
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
