import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  adminGameUpdateSchema,
  ADMIN_GAME_CATEGORIES,
  type AdminGame,
  type AdminGameQuery,
  type AdminGameUpdate,
} from '@fortuna/contracts';
import { Input, Notice, Select, cleaned } from '../../ui';
import { ApiError } from '../../lib/api';
import { useAdminAction, useAdminGames, useStudios } from './api';
import { AdminTable } from './AdminTable';
import { useAdminT } from './useAdminT';
import { Pager } from './WithdrawalsScreen';
import { bodyResolver, numberOrNull } from './form';

const PAGE_SIZE = 50;
type Sort = AdminGameQuery['sort'];

/** The catalogue: search and filter on the server; switch a game off, pin its place, move its category, pick its RTP variant. */
export function GamesScreen() {
  const { t } = useAdminT();
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const [category, setCategory] = useState<AdminGame['category'] | ''>('');
  const [studio, setStudio] = useState('');
  const [enabled, setEnabled] = useState<'' | 'true' | 'false'>('');
  const [sort, setSort] = useState<Sort>('displayOrder');
  const [dir, setDir] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  // search as the operator types, once they pause
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [typed]);
  const query = {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(studio ? { studio } : {}),
    ...(enabled ? { enabled } : {}),
    sort,
    dir,
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useAdminGames(query);
  const studios = useStudios();
  const update = useAdminAction('PUT /admin/games/:id');
  const save = (g: AdminGame, body: AdminGameUpdate) => update.mutate({ params: { id: g.id }, body });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const reset = () => setPage(1);

  const sortable = (key: Sort, label: string) => (
    <button
      type="button"
      className="inline-flex items-center gap-1 uppercase hover:text-gold"
      aria-label={t('gmSortBy', { column: label })}
      onClick={() => {
        setDir(sort === key && dir === 'asc' ? 'desc' : 'asc');
        setSort(key);
        reset();
      }}
    >
      {label}
      <span aria-hidden>{sort === key ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
    </button>
  );

  return (
    <section aria-labelledby="games-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="games-title" className="font-display text-2xl font-bold">
          {t('gmTitle')}
        </h1>
        <p className="text-sm text-slate-400" aria-live="polite">
          {t('gmCount', { count: list.data?.total ?? 0 })}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3 text-sm text-slate-300">
        <div className="flex flex-col gap-1">
          <label htmlFor="gm-q">{t('search')}</label>
          <Input
            id="gm-q"
            size="sm"
            type="search"
            value={typed}
            placeholder={t('gmSearchPlaceholder')}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="gm-category">{t('gmCategory')}</label>
          <Select
            id="gm-category"
            look="filter"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as AdminGame['category']);
              reset();
            }}
          >
            <option value="">{t('cmpAll')}</option>
            {ADMIN_GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`gmCategory_${c}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="gm-studio">{t('gmStudio')}</label>
          <Select
            id="gm-studio"
            look="filter"
            value={studio}
            onChange={(e) => {
              setStudio(e.target.value);
              reset();
            }}
          >
            <option value="">{t('cmpAll')}</option>
            {(studios.data?.providers ?? []).map((s) => (
              <option key={s.uri} value={s.uri}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="gm-state">{t('gmState')}</label>
          <Select
            id="gm-state"
            look="filter"
            value={enabled}
            onChange={(e) => {
              setEnabled(e.target.value as '');
              reset();
            }}
          >
            <option value="">{t('cmpAll')}</option>
            <option value="true">{t('gmEnabled')}</option>
            <option value="false">{t('gmDisabled')}</option>
          </Select>
        </div>
      </div>
      {update.error instanceof ApiError ? <Notice tone="error">{update.error.message}</Notice> : null}
      <AdminTable
        caption={t('gmTitle')}
        rows={list.data?.items ?? []}
        rowKey={(g) => String(g.id)}
        empty={list.isPending ? t('cmpLoading') : t('empty')}
        columns={[
          {
            key: 'enabled',
            label: t('gmEnabled'),
            render: (g) => (
              <input
                type="checkbox"
                className="size-4 accent-[#f5c542]"
                checked={g.enabled}
                aria-label={t('gmEnabledOf', { name: g.name })}
                onChange={(e) => save(g, { enabled: e.target.checked })}
              />
            ),
          },
          {
            key: 'name',
            label: sortable('name', t('gmName')),
            render: (g) => (
              <span className="flex flex-col">
                <span className={g.enabled ? 'font-semibold' : 'font-semibold text-slate-500 line-through'}>{g.name}</span>
                <span className="font-mono text-xs text-slate-500">{g.url}</span>
              </span>
            ),
          },
          { key: 'studio', label: sortable('studio', t('gmStudio')), render: (g) => g.studio.name },
          {
            key: 'category',
            label: sortable('category', t('gmCategory')),
            render: (g) =>
              g.category === 'livegames' ? (
                t('gmCategory_livegames')
              ) : (
                <Select
                  look="filter"
                  aria-label={t('gmCategoryOf', { name: g.name })}
                  value={g.category}
                  onChange={(e) => save(g, { category: e.target.value as AdminGame['category'] })}
                >
                  {ADMIN_GAME_CATEGORIES.filter((c) => c !== 'livegames').map((c) => (
                    <option key={c} value={c}>
                      {t(`gmCategory_${c}`)}
                    </option>
                  ))}
                </Select>
              ),
          },
          {
            key: 'order',
            label: sortable('displayOrder', t('gmOrder')),
            render: (g) => <OrderInput key={`${g.id}-${g.displayOrder}`} game={g} onSave={(n) => save(g, { displayOrder: n })} />,
          },
          {
            key: 'rtp',
            label: sortable('rtp', t('gmRtp')),
            render: (g) =>
              g.rtpVariants.length > 1 ? (
                <span className="flex items-center gap-2">
                  <Select
                    look="filter"
                    aria-label={t('gmVariantOf', { name: g.name })}
                    value={g.rtpVariant}
                    onChange={(e) => save(g, { rtpVariant: e.target.value as AdminGame['rtpVariant'] })}
                  >
                    {g.rtpVariants.map((v) => (
                      <option key={v} value={v}>
                        {t(`gmVariant_${v}`)}
                      </option>
                    ))}
                  </Select>
                  <span className="whitespace-nowrap font-mono">{g.rtp.toFixed(2)} %</span>
                </span>
              ) : (
                <span className="whitespace-nowrap font-mono">{g.rtp.toFixed(2)} %</span>
              ),
          },
          { key: 'popularity', label: sortable('popularity', t('gmPopularity')), render: (g) => g.popularity },
          { key: 'released', label: sortable('releaseDate', t('gmReleased')), render: (g) => g.releaseDate },
        ]}
      />
      <Pager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

/** the pinned place as the game update's `displayOrder` checks it: a whole number from 1, or none */
const orderResolver = bodyResolver(z.object({ displayOrder: adminGameUpdateSchema.shape.displayOrder }), (v: { displayOrder: string }) => ({
  displayOrder: numberOrNull(v.displayOrder),
}));

/** The pinned place: saved on Enter or when the field is left; empty = by popularity; a place out of range goes back to the saved one. */
function OrderInput({ game, onSave }: { game: AdminGame; onSave: (n: number | null) => void }) {
  const { t } = useAdminT();
  const saved = game.displayOrder?.toString() ?? '';
  const form = useForm({ resolver: orderResolver, defaultValues: { displayOrder: saved } });
  const commit = form.handleSubmit(
    ({ displayOrder }) => {
      const n = displayOrder ?? null;
      if (n !== game.displayOrder) onSave(n);
    },
    () => form.reset({ displayOrder: saved }),
  );
  const field = cleaned(form.register('displayOrder'), (v) => v.replace(/\D/g, ''));
  return (
    <div className="w-20">
      <Input
        size="sm"
        inputMode="numeric"
        aria-label={t('gmOrderOf', { name: game.name })}
        placeholder="—"
        {...field}
        onBlur={(e) => {
          void field.onBlur(e);
          void commit();
        }}
        onKeyDown={(e) => e.key === 'Enter' && void commit()}
      />
    </div>
  );
}
