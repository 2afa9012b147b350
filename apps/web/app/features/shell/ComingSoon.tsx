import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@fortuna/contracts';
import { useRouteInfo } from './route-info';

/** Placeholder body for a page whose feature is still being built (replaced by the feature's own page). */
export function ComingSoon() {
  const { t } = useTranslation();
  const { name, locale } = useRouteInfo();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 desk:py-24">
      <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-panel-2 to-panel p-8 text-center shadow-xl sm:p-12">
        <div className="pointer-events-none absolute -right-16 -top-16 h-48 w-48 rounded-full bg-gold/10 blur-3xl" aria-hidden="true" />
        <span className="inline-block rounded-full bg-gold/15 px-3 py-1 text-xs font-bold uppercase tracking-wider text-gold">
          {t('comingSoon.badge')}
        </span>
        <h1 className="mt-4 text-3xl font-extrabold text-white sm:text-4xl">{t(`pages.${name}`)}</h1>
        <p className="mx-auto mt-4 max-w-md text-slate-300">{t('comingSoon.text')}</p>
        <Link
          to={href('games-category', { category: 'all' }, locale)}
          className="mt-8 inline-block rounded-full bg-gold px-6 py-3 font-bold text-ink hover:bg-gold-2"
        >
          {t('comingSoon.explore')}
        </Link>
      </div>
    </section>
  );
}
