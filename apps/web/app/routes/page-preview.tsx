import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localeOfPath, type Block } from '@fortuna/contracts';
import type { Route } from './+types/page-preview';
import { serverCall } from '../lib/server-context';
import { sanitizeHtml } from '../lib/sanitize.server';
import { ContentArticle } from '../features/shell';

/**
 * /page/preview?key=<block>&token=<operator credential>: renders content, published or not, for an
 * operator (the credential comes from OPERATOR_TOKEN until a back office exists).
 */
/** an operator's draft: never kept by the page cache or a browser */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const key = url.searchParams.get('key') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!/^[a-z0-9-]{1,100}$/.test(key))
    return data({ block: null as Block | null }, { status: 403, headers: { 'cache-control': 'no-store' } });
  const res = await serverCall(context, 'GET /pages/preview', { query: { key, locale, token } });
  if (res.status === 404) throw data(null, { status: 404 });
  if (res.status !== 200) return data({ block: null as Block | null }, { status: 403, headers: { 'cache-control': 'no-store' } });
  return data(
    { block: { ...res.json, body: sanitizeHtml(res.json.body) } as Block | null },
    { headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } },
  );
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { block } = loaderData;
  if (!block) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-white">{t('pages.page-preview')}</h1>
        <p className="mt-4 text-slate-300">{t('content.previewDenied')}</p>
      </section>
    );
  }
  return (
    <ContentArticle
      block={block}
      badge={
        <p className="mb-4 inline-flex gap-2 rounded-full bg-gold/15 px-3 py-1 text-xs font-bold uppercase tracking-wider text-gold">
          {t('content.preview')}
          {!block.published && <span className="text-rose">· {t('content.unpublished')}</span>}
        </p>
      }
    />
  );
}
