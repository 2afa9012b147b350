import { useTranslation } from 'react-i18next';
import { data, useLoaderData, useLocation } from 'react-router';
import { categoryFromSlug, localeOfPath } from '@fortuna/contracts';
import { localeFromPath } from '../lib/i18n';
import { usePlayerInfo } from '../lib/player';
import { listParamsFromUrl } from '../features/games';
import { LobbyNavRow } from '../features/games';
import { GameGrid } from '../features/games';
import { LobbyFrame } from '../features/games';
import { LobbyToolbar } from '../features/games';
import { loadFirstPage } from '../features/games';
import { ProviderStrip } from '../features/games';
import type { Route } from './+types/games.category';

/** /games/{category}: unknown categories are a 404; so is a list that fails. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  // the category slug is translated per locale (/de/games/spielautomaten)
  const category = categoryFromSlug(params.category, localeOfPath(url.pathname));
  if (!category) throw data(null, { status: 404 });
  const list = listParamsFromUrl(url.searchParams, { category });
  const firstPage = await loadFirstPage(context, list);
  return { category, params: list, firstPage };
}

export default function GamesCategory() {
  const { category, params, firstPage } = useLoaderData<typeof loader>();
  const { t } = useTranslation('games');
  const locale = localeFromPath(useLocation().pathname);
  const { isLoggedIn } = usePlayerInfo();
  return (
    <LobbyFrame locale={locale}>
      <LobbyNavRow locale={locale} signedIn={isLoggedIn} />
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-white sm:text-3xl">{t(`categories.${category}`)}</h1>
        <span className="text-sm text-slate-400">{t('gamesCount', { count: firstPage.total })}</span>
      </div>
      {params.query && <p className="text-sm text-slate-300">{t('resultsFor', { query: params.query })}</p>}
      <ProviderStrip providers={firstPage.providers} locale={locale} category={category} />
      <LobbyToolbar params={params} features={firstPage.features} />
      <GameGrid key={JSON.stringify(params)} params={params} firstPage={firstPage} locale={locale} />
    </LobbyFrame>
  );
}
