import { data } from 'react-router';
import type { ApiQuery, GameList, Locale, Provider, Winner } from '@fortuna/contracts';
import { serverCall } from '../../lib/server-context';
import { listQuery, type ListParams } from './api';
import { normalizeBanners, type Banner } from './Banners';

/** First page of a list for the server render. A 404 or 5xx from the list shows the 404 page. */
export async function loadFirstPage(context: unknown, params: ListParams): Promise<GameList> {
  const query = listQuery(params, 1);
  const res = params.favorites
    ? await serverCall(context, 'GET /games', { query })
    : await serverCall(context, 'GET /search/games', { query: query as ApiQuery<'GET /search/games'> });
  if (res.status === 200) return res.json;
  if (res.status === 404 || res.status >= 500 || res.status === 400) throw data(null, { status: 404 });
  throw data(null, { status: res.status });
}

/** Optional extras never break a page: a failing call renders nothing. */
export async function loadBanners(context: unknown, locale: string): Promise<Banner[]> {
  try {
    const res = await serverCall(context, 'GET /banners', { query: { locale: locale as Locale } });
    return res.status === 200 ? normalizeBanners(res.json) : [];
  } catch {
    return [];
  }
}

export async function loadWinners(context: unknown): Promise<Winner[]> {
  try {
    const res = await serverCall(context, 'GET /winners', { query: { sort: 'winSum' } });
    return res.status === 200 ? res.json.winners : [];
  } catch {
    return [];
  }
}

export async function loadProviders(context: unknown): Promise<Provider[]> {
  const res = await serverCall(context, 'GET /providers');
  if (res.status !== 200) throw data(null, { status: 404 });
  return res.json.providers;
}
