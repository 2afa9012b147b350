import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@fortuna/contracts';
import { usePlayerInfo } from '../../lib/player';
import { ChevronIcon, CloseIcon, DiceIcon, GiftIcon, LogoutIcon, SearchIcon, StarIcon, TrophyIcon, WalletIcon, Logo } from './icons';
import { rememberLocale, useLocaleLinks } from './LanguageSwitcher';
import { openCashier } from './Header';
import { useAuthFlow } from '../auth';
import { UnreadBadge } from '../messages';
import { useVerificationAttention } from '../verification';
import { balanceText, needsAttention } from './player-extras';
import { ACCOUNT_PAGES } from './account-links';
import { useRootData } from './root-data';
import { useRouteInfo } from './route-info';
import { useSidebar } from './sidebar.store';

function useHoverSupported() {
  const [hover, setHover] = useState(true);
  useEffect(() => {
    const mq = window.matchMedia('(hover: hover)');
    setHover(mq.matches);
    const on = () => setHover(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return hover;
}

/**
 * The mobile sidebar's drawer, mounted while it is open (MobileSidebar.tsx): balance link with login,
 * a dot when something needs attention, cashier, games drop-down, promo, tournaments, search,
 * logout, languages.
 */
export function MobileSidebarDrawer() {
  const { t } = useTranslation();
  const { open, setOpen } = useSidebar();
  const { logout } = useAuthFlow();
  const { locale } = useRouteInfo();
  const root = useRootData();
  const { player, isLoggedIn } = usePlayerInfo();
  const verificationRed = useVerificationAttention();
  const hover = useHoverSupported();
  const [gamesOpen, setGamesOpen] = useState(false);
  const localeLinks = useLocaleLinks();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, setOpen]);

  if (!open) return null;
  const item = 'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left text-[15px] font-semibold text-slate-100 hover:bg-white/5';

  return (
    <div className="fixed inset-0 z-50 desk:hidden" role="dialog" aria-modal="true" aria-label={t('nav.main')} data-testid="mobile-sidebar">
      <button
        type="button"
        aria-label={t('nav.closeMenu')}
        className="absolute inset-0 bg-black/60"
        onClick={() => setOpen(false)}
        tabIndex={-1}
      />
      <aside className="absolute inset-y-0 left-0 flex w-[86%] max-w-sm flex-col overflow-y-auto bg-panel p-4 shadow-2xl">
        <div className="mb-4 flex items-center justify-between">
          <Logo />
          <button
            type="button"
            autoFocus
            onClick={() => setOpen(false)}
            aria-label={t('nav.closeMenu')}
            className="rounded-lg p-2 text-slate-300 hover:bg-white/5"
          >
            <CloseIcon />
          </button>
        </div>

        {isLoggedIn && player ? (
          <Link
            to={href('player-balance', {}, locale)}
            className="relative mb-3 flex items-center justify-between rounded-2xl bg-panel-2 px-4 py-3"
          >
            <span>
              <span className="block text-xs text-slate-400">{player.login}</span>
              <span className="text-lg font-bold text-white">{balanceText(player)}</span>
            </span>
            <WalletIcon className="h-6 w-6 text-gold" />
            {needsAttention(player, verificationRed) && (
              <span
                className="absolute right-2 top-2 h-2.5 w-2.5 rounded-full bg-rose"
                role="status"
                aria-label={t('auth.attention')}
                data-testid="sidebar-dot"
              />
            )}
          </Link>
        ) : null}

        <button
          type="button"
          onClick={() => openCashier(isLoggedIn)}
          className="mb-4 w-full rounded-full bg-gold py-3 text-sm font-bold text-ink hover:bg-gold-2"
        >
          {t('nav.cashier')}
        </button>

        <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
          <button type="button" className={item} aria-expanded={gamesOpen} onClick={() => setGamesOpen((o) => !o)}>
            <DiceIcon className="h-5 w-5 text-gold" />
            {t('nav.games')}
            <ChevronIcon className={`ml-auto h-4 w-4 transition ${gamesOpen ? 'rotate-180' : ''}`} />
          </button>
          {gamesOpen && (
            <ul className="mb-2 ml-11 flex flex-col gap-0.5 border-l border-white/10 pl-3">
              {(root?.menu ?? []).map((category) => (
                <li key={category.key}>
                  <Link to={category.pageUrl[locale]} className="block rounded-lg px-2 py-2 text-sm text-slate-300 hover:text-white">
                    {category.name}
                  </Link>
                </li>
              ))}
              {isLoggedIn && !hover && (
                <li>
                  <Link
                    to={href('games-favorites', {}, locale)}
                    className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm text-slate-300 hover:text-white"
                  >
                    <StarIcon className="h-4 w-4" />
                    {t('nav.favorites')}
                  </Link>
                </li>
              )}
            </ul>
          )}
          <Link to={href('promo', {}, locale)} className={item}>
            <GiftIcon className="h-5 w-5 text-gold" />
            {t('nav.promo')}
          </Link>
          <Link to={href('tournaments', {}, locale)} className={item}>
            <TrophyIcon className="h-5 w-5 text-gold" />
            {t('nav.tournaments')}
          </Link>
          <Link to={`${href('games-category', { category: 'all' }, locale)}?search=1`} className={item}>
            <SearchIcon className="h-5 w-5 text-gold" />
            {t('nav.search')}
          </Link>
          {isLoggedIn && (
            <div className="mt-2 border-t border-white/10 pt-2" role="group" aria-label={t('nav.account')} data-testid="sidebar-account">
              <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-400">{t('nav.account')}</p>
              {ACCOUNT_PAGES.map((page) => (
                <Link
                  key={page}
                  to={href(page, {}, locale)}
                  className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-300 hover:bg-white/5 hover:text-white"
                >
                  {t(`pages.${page}`)}
                  {page === 'player-messages' && <UnreadBadge />}
                </Link>
              ))}
            </div>
          )}
          {isLoggedIn && (
            <button
              type="button"
              className={item}
              onClick={async () => {
                setOpen(false);
                await logout();
              }}
            >
              <LogoutIcon className="h-5 w-5 text-gold" />
              {t('auth.logout')}
            </button>
          )}
        </nav>

        <div className="mt-6 border-t border-white/10 pt-4">
          <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-slate-400">{t('nav.language')}</p>
          <ul className="grid grid-cols-2 gap-1">
            {localeLinks.map((l) => (
              <li key={l.locale}>
                <Link
                  to={l.to}
                  lang={l.locale}
                  onClick={() => {
                    rememberLocale(l.locale);
                    setOpen(false);
                  }}
                  aria-current={l.locale === locale ? 'true' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm ${l.locale === locale ? 'bg-white/5 text-gold' : 'text-slate-300 hover:bg-white/5'}`}
                >
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
