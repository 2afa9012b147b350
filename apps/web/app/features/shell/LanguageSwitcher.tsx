import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, pathInLocale, type Locale } from '@fortuna/contracts';
import { ChevronIcon, GlobeIcon } from './icons';
import { useRootData } from './root-data';
import { useRouteInfo } from './route-info';

export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Links to the same page in every other language (category and block params translated). */
export function useLocaleLinks() {
  const { pathname, search } = useLocation();
  const blocks = useRootData()?.blockSlugs;
  return LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale], to: pathInLocale(pathname, locale, search, blocks) }));
}

/** Drop-down language switcher for the header and footer. */
export function LanguageSwitcher({ placement = 'down' }: { placement?: 'down' | 'up' }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const links = useLocaleLinks();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative" data-testid="language-switcher">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={`${t('nav.language')}: ${LOCALE_NAMES[locale]}`}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1.5 rounded-full border border-white/10 bg-panel px-3 py-2 text-sm font-medium text-slate-200 hover:border-gold/60 hover:text-white"
      >
        <GlobeIcon className="h-4 w-4" />
        <span className="uppercase">{locale}</span>
        <ChevronIcon className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          className={`absolute right-0 z-50 w-44 overflow-hidden rounded-xl border border-white/10 bg-panel-2 py-1 shadow-2xl ${placement === 'up' ? 'bottom-full mb-2' : 'top-full mt-2'}`}
        >
          {links.map((l) => (
            <li key={l.locale}>
              <Link
                to={l.to}
                lang={l.locale}
                hrefLang={l.locale}
                aria-current={l.locale === locale ? 'true' : undefined}
                onClick={() => {
                  rememberLocale(l.locale);
                  setOpen(false);
                }}
                className={`flex items-center justify-between px-4 py-2 text-sm hover:bg-white/5 ${l.locale === locale ? 'text-gold' : 'text-slate-200'}`}
              >
                {l.name}
                <span className="text-xs uppercase text-slate-400">{l.locale}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
