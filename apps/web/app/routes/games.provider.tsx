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
import { loadFirstPage, loadProviders } from '../features/games';
import { ProviderStrip } from '../features/games';
import type { Route } from './+types/games.provider';

/** /games/{category}/{provider}: the all-games view of one studio; unknown category or studio is a 404. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const uri = params.provider;
  const category = categoryFromSlug(params.category, localeOfPath(url.pathname));
  if (!category) throw data(null, { status: 404 });
  const provider = (await loadProviders(context)).find((p) => p.uri === uri);
  if (!provider) throw data(null, { status: 404 });
  const list = listParamsFromUrl(url.searchParams, { category, providers: [uri] });
  const firstPage = await loadFirstPage(context, list);
  return { category, provider, params: list, firstPage };
}

export default function GamesProvider() {
  const { category, provider, params, firstPage } = useLoaderData<typeof loader>();
  const { t } = useTranslation('games');
  const locale = localeFromPath(useLocation().pathname);
  const { isLoggedIn } = usePlayerInfo();
  return (
    <LobbyFrame locale={locale}>
      <LobbyNavRow locale={locale} signedIn={isLoggedIn} />
      <div className="flex flex-wrap items-center gap-4">
        <img src={provider.logo} alt="" className="h-12 w-auto" width={150} height={50} />
        <h1 className="text-2xl font-extrabold text-white sm:text-3xl">
          {provider.name} <span className="text-slate-400">· {t(`categories.${category}`)}</span>
        </h1>
        <span className="ml-auto text-sm text-slate-400">{t('gamesCount', { count: firstPage.total })}</span>
      </div>
      <ProviderStrip providers={firstPage.providers} locale={locale} category={category} current={provider.uri} />
      <LobbyToolbar params={params} features={firstPage.features} />
      <GameGrid key={JSON.stringify(params)} params={params} firstPage={firstPage} locale={locale} />
    </LobbyFrame>
  );
}
