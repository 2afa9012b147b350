import { data } from 'react-router';
import type { GameList, Provider, Winner } from '@fortuna/contracts';
import { listPath, type ListParams } from './api';
import { normalizeBanners, type Banner } from './Banners';

/** The SSR load context (apps/server/src/platform/http/ssr.ts): our own /api without a network hop. */
export interface ApiContext {
  api: (path: string, init?: { method?: string; body?: unknown }) => Promise<{ status: number; json: unknown }>;
}

export function apiOf(context: unknown): ApiContext['api'] {
  const api = (context as Partial<ApiContext> | undefined)?.api;
  if (!api) throw data(null, { status: 500 });
  return api;
}

/** First page of a list for the server render. A 404 or 5xx from the list shows the 404 page. */
export async function loadFirstPage(context: unknown, params: ListParams): Promise<GameList> {
  const res = await apiOf(context)(listPath(params, 1));
  if (res.status === 200) return res.json as GameList;
  if (res.status === 404 || res.status >= 500 || res.status === 400) throw data(null, { status: 404 });
  throw data(null, { status: res.status });
}

/** Optional extras never break a page: a failing call renders nothing. */
export async function loadBanners(context: unknown, locale: string): Promise<Banner[]> {
  try {
    const res = await apiOf(context)(`/banners?locale=${locale}`);
    return res.status === 200 ? normalizeBanners(res.json) : [];
  } catch {
    return [];
  }
}

export async function loadWinners(context: unknown): Promise<Winner[]> {
  try {
    const res = await apiOf(context)('/winners?sort=winSum');
    return res.status === 200 ? (res.json as { winners: Winner[] }).winners : [];
  } catch {
    return [];
  }
}

export async function loadProviders(context: unknown): Promise<Provider[]> {
  const res = await apiOf(context)('/providers');
  if (res.status !== 200) throw data(null, { status: 404 });
  return (res.json as { providers: Provider[] }).providers;
}
