import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminOperatorCreateSchema, OPERATOR_ROLES, type OperatorRole } from '@fortuna/contracts';
import { Button, Field, Input, Notice, Select } from '../../ui';
import { ApiError } from '../../lib/api';
import { useAdminAction, useOperators } from './api';
import { AdminTable, when } from './AdminTable';
import { useAdminT } from './useAdminT';
import { ApiKeysPanel } from './ApiKeysPanel';

/** Operators and their roles (admin): create one, change the role, disable, reset their 2FA. */
export function OperatorsScreen() {
  const { t } = useAdminT();
  const operators = useOperators();
  const create = useAdminAction('POST /admin/operators');
  const update = useAdminAction('PUT /admin/operators/:id');
  const reset = useAdminAction('POST /admin/operators/:id/reset-2fa');
  const form = useForm({
    resolver: zodResolver(adminOperatorCreateSchema),
    defaultValues: { email: '', password: '', role: 'support' as OperatorRole },
  });
  const error = [create.error, update.error, reset.error].find((e) => e instanceof ApiError) as ApiError | undefined;
  const submit = form.handleSubmit(async (body) => {
    await create.mutateAsync({ body }).catch(() => undefined);
    form.reset({ email: '', password: '', role: body.role });
  });
  return (
    <section aria-labelledby="operators-title" className="flex flex-col gap-5">
      <h1 id="operators-title" className="font-display text-2xl font-bold">
        {t('operatorsTitle')}
      </h1>
      {error ? <Notice tone="error">{error.message}</Notice> : create.isSuccess ? <Notice tone="success">{t('done')}</Notice> : null}
      <form
        onSubmit={submit}
        noValidate
        className="grid grid-cols-[1fr_1fr_12rem_auto] items-end gap-3 rounded-2xl border border-white/10 bg-panel p-5"
      >
        <Field label={t('email')} size="sm" error={form.formState.errors.email?.message}>
          <Input size="sm" type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label={t('password')} size="sm" error={form.formState.errors.password?.message}>
          <Input size="sm" type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label={t('role')} size="sm">
          <Select {...form.register('role')}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role_${r}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
          {t('createOperator')}
        </Button>
      </form>
      <AdminTable
        caption={t('operatorsTitle')}
        rows={operators.data ?? []}
        rowKey={(o) => o.id}
        empty={t('empty')}
        columns={[
          { key: 'email', label: t('email'), render: (o) => o.email },
          {
            key: 'role',
            label: t('role'),
            render: (o) => (
              <Select
                look="filter"
                aria-label={`${t('role')} ${o.email}`}
                value={o.role}
                onChange={(e) => update.mutate({ params: { id: o.id }, body: { role: e.target.value as OperatorRole } })}
              >
                {OPERATOR_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`role_${r}`)}
                  </option>
                ))}
              </Select>
            ),
          },
          { key: 'status', label: t('status'), render: (o) => o.status },
          { key: '2fa', label: t('twoFactor'), render: (o) => (o.totpEnabled ? t('yes') : t('no')) },
          { key: 'last', label: t('lastLogin'), render: (o) => (o.lastLoginAt ? when(o.lastLoginAt) : '—') },
          {
            key: 'act',
            label: t('actions'),
            render: (o) => (
              <div className="flex gap-2">
                <Button size="xs" variant="ghost" onClick={() => reset.mutate({ params: { id: o.id } })}>
                  {t('resetTwoFactor')}
                </Button>
                <Button
                  size="xs"
                  variant={o.status === 'active' ? 'danger' : 'outline'}
                  onClick={() => update.mutate({ params: { id: o.id }, body: { status: o.status === 'active' ? 'disabled' : 'active' } })}
                >
                  {o.status === 'active' ? t('disable') : t('enable')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      <ApiKeysPanel />
    </section>
  );
}
