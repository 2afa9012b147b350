import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { CONTRIBUTION_PAGE_SIZE, GAME_CATEGORIES, type GameCategory } from '@fortuna/contracts';
import { buildQuery } from '../lib/api';
import { localeFromPath } from '../lib/i18n';
import { LobbyFrame } from '../features/games';
import { serverCall } from '../lib/server-context';
import { demoPath } from '../features/games';
import type { Route } from './+types/contribution';

export async function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  const category = (GAME_CATEGORIES as readonly string[]).includes(search.get('category') ?? '') ? search.get('category')! : 'all';
  const page = Math.max(1, Math.min(10_000, Number(search.get('page')) || 1));
  const q = search.get('q')?.trim().slice(0, 100) || undefined;
  const res = await serverCall(context, 'GET /contribution', { query: { category: category as GameCategory, page, query: q } });
  const body = res.status === 200 ? res.json : { games: [], byCategory: {}, total: 0 };
  return { category, page, q, ...body };
}

/** How much of each bet counts towards bonus wagering, per category and per game. */
export default function ContributionPage() {
  const { category, page, q, games, byCategory, total } = useLoaderData<typeof loader>();
  const { t } = useTranslation('games');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const pages = Math.max(1, Math.ceil(total / CONTRIBUTION_PAGE_SIZE));
  const link = (next: { category?: string; page?: number }) =>
    `${pathname}${buildQuery({ category: next.category ?? category, page: next.page ?? 1, q })}`;
  return (
    <LobbyFrame locale={locale}>
      <h1 className="text-2xl font-extrabold text-white sm:text-3xl">{t('contribution.title')}</h1>
      <p className="max-w-3xl text-slate-300">{t('contribution.intro')}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {GAME_CATEGORIES.filter((c) => c !== 'all').map((c) => (
          <div key={c} className="rounded-xl bg-panel p-4 text-center ring-1 ring-white/5">
            <p className="text-2xl font-extrabold text-gold">{byCategory[c] ?? 0}%</p>
            <p className="text-xs text-slate-400">{t(`categories.${c}`)}</p>
          </div>
        ))}
      </div>
      <form method="get" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="category" value={category} />
        <input
          name="q"
          defaultValue={q}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          className="rounded-lg border border-white/15 bg-panel px-3 py-2 text-sm text-white"
        />
        <button className="rounded-lg bg-panel-2 px-4 py-2 text-sm font-semibold text-white">{t('contribution.search')}</button>
        <nav className="flex flex-wrap gap-1" aria-label={t('categoriesLabel')}>
          {GAME_CATEGORIES.map((c) => (
            <Link
              key={c}
              to={link({ category: c })}
              aria-current={c === category ? 'page' : undefined}
              className={`rounded-full px-3 py-1 text-xs font-semibold ${c === category ? 'bg-gold text-ink' : 'bg-panel text-slate-300'}`}
            >
              {t(`categories.${c}`)}
            </Link>
          ))}
        </nav>
      </form>
      <div className="overflow-x-auto rounded-xl ring-1 ring-white/10">
        <table className="w-full text-left text-sm">
          <thead className="bg-panel-2 text-xs uppercase tracking-wide text-slate-400">
            <tr>
              <th className="px-4 py-3">{t('contribution.game')}</th>
              <th className="px-4 py-3">{t('contribution.provider')}</th>
              <th className="px-4 py-3">{t('contribution.category')}</th>
              <th className="px-4 py-3 text-right">{t('contribution.percent')}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.id} className="border-t border-white/5 odd:bg-panel/60">
                <td className="px-4 py-2">
                  <Link to={demoPath(locale, g.url)} className="text-white hover:text-gold">
                    {g.name}
                  </Link>
                </td>
                <td className="px-4 py-2 text-slate-300">{g.provider}</td>
                <td className="px-4 py-2 text-slate-300">{t(`categories.${g.category}`)}</td>
                <td className="px-4 py-2 text-right font-semibold text-mint">{g.percent}%</td>
              </tr>
            ))}
            {!games.length && (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-slate-400">
                  {t('noGames')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="flex items-center justify-center gap-3 text-sm" aria-label={t('contribution.pages')}>
          {page > 1 && (
            <Link to={link({ page: page - 1 })} className="rounded bg-panel px-3 py-1 text-white">
              ‹
            </Link>
          )}
          <span className="text-slate-400">
            {page} / {pages}
          </span>
          {page < pages && (
            <Link to={link({ page: page + 1 })} className="rounded bg-panel px-3 py-1 text-white">
              ›
            </Link>
          )}
        </nav>
      )}
    </LobbyFrame>
  );
}
