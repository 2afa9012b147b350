import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { adminPlayerSearchQuerySchema } from '@fortuna/contracts';
import { Button, Input } from '../../ui';
import { usePlayerSearch } from './api';
import { AdminTable, CsvExportLink, when } from './AdminTable';
import { useAdminT } from './useAdminT';

/** the search's own rule, or nothing (an empty search clears the list) */
const searchFormSchema = z.object({ q: z.union([z.literal(''), adminPlayerSearchQuerySchema.shape.q]) });

/** Player search by e-mail, login, id, IP address or device id. */
export function PlayersScreen() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useForm({ resolver: zodResolver(searchFormSchema), defaultValues: { q } });
  // the address is the search: back and forward fill the field again
  useEffect(() => form.reset({ q }), [form, q]);
  const found = usePlayerSearch(q);
  return (
    <section aria-labelledby="players-title" className="flex flex-col gap-4">
      <h1 id="players-title" className="font-display text-2xl font-bold">
        {t('navPlayers')}
      </h1>
      <form
        role="search"
        noValidate
        className="flex max-w-xl flex-wrap items-center gap-2"
        onSubmit={form.handleSubmit(({ q: text }) => setParams(text ? { q: text } : {}))}
      >
        <label className="sr-only" htmlFor="player-q">
          {t('searchPlaceholder')}
        </label>
        <Input
          id="player-q"
          size="sm"
          className="min-w-0 flex-1"
          placeholder={t('searchPlaceholder')}
          invalid={!!form.formState.errors.q}
          {...form.register('q')}
        />
        <Button type="submit" size="sm">
          {t('search')}
        </Button>
        {q ? <CsvExportLink list="players" query={{ q }} /> : null}
      </form>
      {q ? (
        <AdminTable
          stack
          caption={t('navPlayers')}
          rows={found.data ?? []}
          rowKey={(p) => p.id}
          empty={t('noPlayer')}
          columns={[
            {
              key: 'login',
              label: t('login'),
              render: (p) => (
                <Link className="text-gold hover:underline" to={`/admin/players/${p.id}`}>
                  {p.login}
                </Link>
              ),
            },
            { key: 'email', label: t('email'), render: (p) => p.email },
            { key: 'name', label: t('name'), render: (p) => [p.name, p.surname].filter(Boolean).join(' ') },
            { key: 'country', label: t('country'), render: (p) => p.country },
            { key: 'block', label: t('blockStatus'), render: (p) => t(`block_${p.blockStatus}`) },
            { key: 'registered', label: t('created'), render: (p) => when(p.registeredAt) },
          ]}
        />
      ) : null}
    </section>
  );
}
