import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_CATEGORY, href, type Icon } from '@fortuna/contracts';
import { CookieSettingsButton } from '../consent';
import { useProviders } from '../games';
import { Logo } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useRootData } from './root-data';
import { useRouteInfo } from './route-info';

const FOOTER_LINKS = [
  'about-us',
  'terms-and-conditions',
  'responsible-gaming',
  'player-exclusion',
  'cookie-policy',
  'privacy-notice',
  'fairness',
] as const;

function IconRow({ icons, base, linkOf, label }: { icons: Icon[]; base: string; linkOf: (icon: Icon) => string | null; label: string }) {
  if (!icons.length) return null;
  return (
    <div>
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-400">{label}</h2>
      <ul className="flex flex-wrap items-center gap-3">
        {icons.map((icon) => {
          const img = (
            <img src={base + icon.image} alt={icon.name} className="h-9 w-auto rounded-md opacity-80 transition hover:opacity-100" />
          );
          const to = linkOf(icon);
          return <li key={icon.name}>{to ? <Link to={to}>{img}</Link> : img}</li>;
        })}
      </ul>
    </div>
  );
}

/** The footer: the static pages and limits, provider / payment / partner icons, certificates, licence. */
export function Footer() {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const root = useRootData();
  const icons = root?.icons?.iconList ?? [];
  const base = root?.icons?.imageUrl ?? '/icons/';
  const of = (kind: Icon['kind']) => icons.filter((i) => i.kind === kind);
  const internal = (icon: Icon) => (icon.uri ? href(icon.uri, {}, locale) : null);
  // provider icons are the game catalogue's studios (their logos and provider pages)
  const studios = (useProviders().data ?? []).map(
    (p, position) => ({ kind: 'provider', name: p.name, image: p.logo, uri: p.uri, position }) as Icon,
  );

  return (
    <footer className="mt-16 border-t border-white/5 bg-panel/60">
      <div className="mx-auto max-w-7xl px-4 py-10 desk:px-6">
        <div className="grid gap-10 desk:grid-cols-[1fr_2fr]">
          <div>
            <Logo />
            <nav aria-label={t('footer.info')} className="mt-6">
              <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
                {FOOTER_LINKS.map((name) => (
                  <li key={name}>
                    <Link to={href(name, {}, locale)} className="text-slate-300 hover:text-gold">
                      {name === 'player-exclusion' ? t('footer.setLimits') : t(`pages.${name}`)}
                    </Link>
                  </li>
                ))}
                <li>
                  <CookieSettingsButton className="text-left text-slate-300 hover:text-gold" />
                </li>
              </ul>
            </nav>
          </div>
          <div className="flex flex-col gap-6">
            <IconRow
              icons={studios}
              base=""
              label={t('footer.providers')}
              linkOf={(icon) => (icon.uri ? href('games-provider', { category: ALL_CATEGORY, provider: icon.uri }, locale) : null)}
            />
            <IconRow icons={of('payment')} base={base} label={t('footer.payments')} linkOf={() => null} />
            <div className="flex flex-wrap gap-10">
              <IconRow icons={of('partner')} base={base} label={t('footer.partners')} linkOf={internal} />
              <IconRow icons={of('certificate')} base={base} label={t('footer.certificates')} linkOf={internal} />
            </div>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-white/5 pt-6 desk:flex-row desk:items-end desk:justify-between">
          <div className="max-w-3xl text-xs leading-relaxed text-slate-400">
            <p>{t('footer.licence')}</p>
            <p className="mt-2">{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
          </div>
          <LanguageSwitcher placement="up" />
        </div>
      </div>
    </footer>
  );
}
