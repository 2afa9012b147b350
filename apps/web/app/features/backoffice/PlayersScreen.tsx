import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Input } from '../../ui';
import { usePlayerSearch } from './api';
import { AdminTable, when } from './AdminTable';
import { useAdminT } from './useAdminT';

/** Player search by e-mail, login or id. */
export function PlayersScreen() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const found = usePlayerSearch(q);
  return (
    <section aria-labelledby="players-title" className="flex flex-col gap-4">
      <h1 id="players-title" className="font-display text-2xl font-bold">
        {t('navPlayers')}
      </h1>
      <form
        role="search"
        className="flex max-w-xl gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <label className="sr-only" htmlFor="player-q">
          {t('searchPlaceholder')}
        </label>
        <Input id="player-q" size="sm" value={text} placeholder={t('searchPlaceholder')} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" size="sm">
          {t('search')}
        </Button>
      </form>
      {q ? (
        <AdminTable
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
