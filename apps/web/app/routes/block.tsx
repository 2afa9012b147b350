import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, localeOfPath } from '@fortuna/contracts';
import type { Route } from './+types/block';
import { serverCall } from '../lib/server-context';
import { sanitizeHtml } from '../lib/sanitize.server';
import { ContentArticle } from '../features/shell';

/** /block/{block}: one custom content block; /block alone lists them. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const list = await serverCall(context, 'GET /blocks', { query: { locale } });
  const others = list.status === 200 ? list.json.items.filter((b) => b.kind === 'block') : [];
  if (!params.block) return { block: null, others, locale };
  if (!/^[a-z0-9-]{1,100}$/.test(params.block)) throw data(null, { status: 404 });
  const res = await serverCall(context, 'GET /blocks/:id', { params: { id: params.block }, query: { locale } });
  if (res.status !== 200) throw data(null, { status: 404 });
  return { block: { ...res.json, body: sanitizeHtml(res.json.body) }, others, locale };
}

export default function BlockPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { block, others, locale } = loaderData;
  const list = (
    <ul className="flex flex-col gap-1 text-sm">
      {others.map((b) => (
        <li key={b.key}>
          <Link
            to={href('block', { block: b.key }, locale)}
            className={`block rounded-lg px-3 py-2 ${b.key === block?.key ? 'bg-white/5 font-semibold text-gold' : 'text-slate-300 hover:bg-white/5 hover:text-white'}`}
          >
            {b.title}
          </Link>
        </li>
      ))}
    </ul>
  );
  if (!block) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-14">
        <h1 className="mb-6 text-3xl font-extrabold text-white">{t('pages.block')}</h1>
        {list}
      </section>
    );
  }
  return (
    <ContentArticle block={block}>
      <nav aria-label={t('content.otherPages')} className="rounded-2xl border border-white/10 bg-panel p-5">
        <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-400">{t('content.otherPages')}</h2>
        {list}
      </nav>
    </ContentArticle>
  );
}
