import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, localeOfPath, type Banner } from '@fortuna/contracts';
import type { Route } from './+types/home';
import { serverApi } from '../lib/server-context';
import { useRootData } from '../features/shell/root-data';
import { DiceIcon, GiftIcon, StarIcon, TrophyIcon } from '../features/shell/icons';

/** Home: hero, banners and categories. The games lobby (issue 7) fills the sections. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const res = await serverApi(context)<{ items: Banner[] }>(`/banners?locale=${locale}`);
  return { locale, banners: res.status === 200 ? res.json.items : [] };
}

const CATEGORY_TINT = ['from-gold/25', 'from-mint/20', 'from-rose/20', 'from-sky-400/20', 'from-violet-400/20', 'from-gold/15', 'from-mint/15'];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, banners } = loaderData;
  const menu = useRootData()?.menu ?? [];
  const why = [
    { icon: <StarIcon className="h-6 w-6" />, title: t('home.whyFair'), text: t('home.whyFairText') },
    { icon: <GiftIcon className="h-6 w-6" />, title: t('home.whyFast'), text: t('home.whyFastText') },
    { icon: <TrophyIcon className="h-6 w-6" />, title: t('home.whySafe'), text: t('home.whySafeText') },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 desk:px-6">
      <section className="relative mt-6 overflow-hidden rounded-3xl border border-white/10 bg-[radial-gradient(ellipse_at_top_right,rgba(245,197,66,0.25),transparent_55%),linear-gradient(135deg,#22254a,#181a33_60%,#0f1020)] px-6 py-14 sm:px-12 sm:py-20">
        <img src="/images/hero-chips.svg" alt="" aria-hidden="true" className="pointer-events-none absolute -right-10 bottom-0 hidden h-full max-h-80 w-auto opacity-90 md:block" />
        <div className="relative max-w-xl">
          <h1 className="text-4xl font-extrabold leading-tight text-white sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mt-4 text-lg text-slate-300">{t('home.heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={href('sign-up', {}, locale)} className="rounded-full bg-gold px-7 py-3 font-bold text-ink shadow-lg shadow-gold/20 hover:bg-gold-2">
              {t('home.heroCta')}
            </Link>
            <Link to={href('games-category', { category: 'all' }, locale)} className="rounded-full border border-white/20 px-7 py-3 font-semibold text-white hover:border-gold/70">
              {t('home.heroSecondary')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-categories" className="mt-10">
        <h2 id="home-categories" className="mb-4 text-xl font-bold text-white">{t('home.categories')}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 desk:grid-cols-7">
          {menu.map((c, i) => (
            <li key={c.key}>
              <Link to={c.pageUrl[locale]} className={`flex h-24 flex-col justify-between rounded-2xl border border-white/10 bg-gradient-to-br ${CATEGORY_TINT[i % CATEGORY_TINT.length]} to-panel p-4 transition hover:-translate-y-0.5 hover:border-gold/50`}>
                <DiceIcon className="h-5 w-5 text-gold" />
                <span className="font-semibold text-white">{c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {banners.length > 0 && (
        <section className="mt-10 grid gap-4 md:grid-cols-2">
          {banners.map((b) => (
            <Link key={b.key} to={href(b.route, {}, locale)} className="group relative flex min-h-40 overflow-hidden rounded-3xl border border-white/10 bg-panel p-6 hover:border-gold/50">
              <img src={b.image} alt="" aria-hidden="true" className="absolute inset-y-0 right-0 h-full w-2/5 object-contain object-right opacity-70 transition group-hover:opacity-90" />
              <div className="relative max-w-[58%]">
                <h2 className="text-xl font-bold text-white">{b.title}</h2>
                <p className="mt-2 text-sm text-slate-300">{b.text}</p>
                <span className="mt-4 inline-block text-sm font-bold text-gold">{b.cta} →</span>
              </div>
            </Link>
          ))}
        </section>
      )}

      {[t('home.popular'), t('home.new'), t('home.live')].map((title) => (
        <section key={title} className="mt-10" aria-label={title}>
          <div className="mb-4 flex items-center justify-between">
            <h2 className="text-xl font-bold text-white">{title}</h2>
            <Link to={href('games-category', { category: 'all' }, locale)} className="text-sm font-semibold text-gold hover:text-gold-2">
              {t('home.seeAll')}
            </Link>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-6" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="aspect-[4/3] rounded-2xl border border-white/5 bg-gradient-to-br from-panel-2 to-panel" />
            ))}
          </div>
        </section>
      ))}
      <p className="mt-4 text-center text-sm text-slate-400">{t('home.gamesSoon')}</p>

      <section className="mt-14 grid gap-4 md:grid-cols-3" aria-label={t('home.whyTitle')}>
        {why.map((w) => (
          <div key={w.title} className="rounded-2xl border border-white/10 bg-panel p-6">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-gold/15 text-gold">{w.icon}</span>
            <h3 className="mt-4 font-bold text-white">{w.title}</h3>
            <p className="mt-1 text-sm text-slate-300">{w.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
