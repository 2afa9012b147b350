import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_TYPES, subscriptionsSchema, type Subscriptions } from '@fortuna/contracts';
import { Button, Notice, Spinner } from '../../ui';
import { changeSubscription, serverMessage, subscriptionsKeys, subscriptionsQuery } from './api';

/**
 * /player/subscriptions: the mail the player agrees to get; Save sends each changed choice. The form
 * follows the server's choices: it starts from them and is reset to them after each save.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const client = useQueryClient();
  const query = useQuery(subscriptionsQuery());
  const form = useForm<Subscriptions>({ resolver: zodResolver(subscriptionsSchema), values: query.data });
  const draft = form.watch();

  const save = useMutation({
    mutationFn: async (wanted: Subscriptions) => {
      let latest: Subscriptions | undefined;
      for (const type of SUBSCRIPTION_TYPES) {
        if (query.data && wanted[type] !== query.data[type]) {
          const { status: _status, ...next } = await changeSubscription(type, wanted[type]);
          latest = next;
        }
      }
      return latest;
    },
    onSuccess: (latest) => {
      if (latest) client.setQueryData(subscriptionsKeys.current, latest);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: subscriptionsKeys.current }),
  });

  if (query.isPending || !query.data)
    return query.isError ? (
      <Notice>{t('loadFailed')}</Notice>
    ) : (
      <div className="flex justify-center py-16" role="status" aria-label={t('loading')}>
        <Spinner size="lg" />
      </div>
    );

  const dirty = SUBSCRIPTION_TYPES.some((type) => draft[type] !== query.data?.[type]);
  return (
    <form className="space-y-4" data-testid="subscriptions" noValidate onSubmit={form.handleSubmit((wanted) => save.mutate(wanted))}>
      <p className="text-sm text-slate-300">{t('intro')}</p>
      <ul className="space-y-3">
        {SUBSCRIPTION_TYPES.map((type) => (
          <li key={type} className="rounded-2xl border border-white/10 bg-panel p-4 sm:p-5">
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-gold"
                {...form.register(type, { onChange: () => save.reset() })}
              />
              <span>
                <span className="block font-semibold text-white">{t(`types.${type}.name`)}</span>
                <span className="mt-1 block text-sm text-slate-400">{t(`types.${type}.about`)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Notice>{save.isError ? serverMessage(save.error, t('saveFailed')) : null}</Notice>
      <Notice tone="success">{save.isSuccess && !dirty ? t('saved') : null}</Notice>
      <Button type="submit" disabled={!dirty} busy={save.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
