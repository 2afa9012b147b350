import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, localeOfPath, matchPath, STATIC_PAGES } from '@fortuna/contracts';
import type { Route } from './+types/static-page';
import { serverCall } from '../lib/server-context';
import { sanitizeHtml } from '../lib/sanitize.server';
import { ContentArticle } from '../features/shell';
import { CookieSettingsButton } from '../features/consent';

/** The five static pages (about us, cookie policy, privacy notice, responsible gaming, terms), from the content API. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const key = matchPath(url.pathname)?.route.name;
  if (!key) throw data(null, { status: 404 });
  const res = await serverCall(context, 'GET /blocks/:id', { params: { id: key }, query: { locale } });
  if (res.status !== 200) throw data(null, { status: res.status === 404 ? 404 : 500 });
  return { block: { ...res.json, body: sanitizeHtml(res.json.body) }, locale };
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { block, locale } = loaderData;
  return (
    <ContentArticle block={block}>
      {block.key === 'cookie-policy' && (
        <CookieSettingsButton className="mb-4 w-full rounded-full border border-gold/60 px-5 py-2 text-sm font-semibold text-gold hover:bg-gold/10" />
      )}
      <nav aria-label={t('content.otherPages')} className="rounded-2xl border border-white/10 bg-panel p-5">
        <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-400">{t('content.otherPages')}</h2>
        <ul className="flex flex-col gap-1 text-sm">
          {STATIC_PAGES.map((page) => (
            <li key={page}>
              <Link
                to={href(page, {}, locale)}
                aria-current={page === block.key ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 ${page === block.key ? 'bg-white/5 font-semibold text-gold' : 'text-slate-300 hover:bg-white/5 hover:text-white'}`}
              >
                {t(`pages.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ContentArticle>
  );
}
