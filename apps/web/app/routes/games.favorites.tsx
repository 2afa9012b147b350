import { useTranslation } from 'react-i18next';
import { data, Link, useLoaderData, useLocation } from 'react-router';
import { localeFromPath } from '../lib/i18n';
import { usePlayerInfo } from '../lib/player';
import { listParamsFromUrl } from '../features/games';
import { CategoryNav } from '../features/games';
import { GameGrid } from '../features/games';
import { LobbyFrame } from '../features/games';
import { serverCall } from '../lib/server-context';
import { categoryPath } from '../features/games';
import type { Route } from './+types/games.favorites';

/** The first page of favourites (a signed-in page: a visitor gets the login popup from SignInGuard, not a 404). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = { ...listParamsFromUrl(url.searchParams), favorites: true };
  const res = await serverCall(context, 'GET /games', { query: { category: 'favorites', page: 1 } });
  if (res.status === 401) return { params, firstPage: null };
  if (res.status !== 200) throw data(null, { status: 404 });
  return { params, firstPage: res.json };
}

export default function GamesFavorites() {
  const { params, firstPage } = useLoaderData<typeof loader>();
  const { t } = useTranslation('games');
  const locale = localeFromPath(useLocation().pathname);
  const { isLoggedIn } = usePlayerInfo();
  return (
    <LobbyFrame locale={locale}>
      <CategoryNav locale={locale} signedIn={isLoggedIn} />
      <h1 className="text-2xl font-extrabold text-white sm:text-3xl">{t('favorites')}</h1>
      <GameGrid
        params={params}
        firstPage={firstPage ?? undefined}
        locale={locale}
        empty={
          <div>
            <p>{t('favoritesEmpty')}</p>
            <Link to={categoryPath(locale, 'all')} className="mt-3 inline-block text-gold hover:underline">
              {t('browseGames')}
            </Link>
          </div>
        }
      />
    </LobbyFrame>
  );
}
