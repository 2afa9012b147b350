import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@fortuna/contracts';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { Logo, MenuIcon } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useRouteInfo } from './route-info';
import { useSidebar } from './sidebar.store';

// a signed-in player's balance, cashier button, inbox and account menu (with its dropdown library):
// not part of a visitor's download
const SignedInTools = lazy(() => import('./SignedInTools'));

export function openCashier(isLoggedIn: boolean) {
  const ui = useUi.getState();
  if (isLoggedIn) ui.openModal('cashier');
  else {
    ui.setPendingCashier(true);
    ui.openModal('login');
  }
}

export function Header() {
  const { t } = useTranslation();
  const { locale, name } = useRouteInfo();
  const { player, isLoggedIn } = usePlayerInfo();
  const openModal = useUi((s) => s.openModal);
  const toggleSidebar = useSidebar((s) => s.toggle);
  const navItems = [
    { name: 'games-category', to: href('games-category', { category: 'all' }, locale), label: t('nav.games') },
    { name: 'promo', to: href('promo', {}, locale), label: t('nav.promo') },
    { name: 'tournaments', to: href('tournaments', {}, locale), label: t('nav.tournaments') },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-ink/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 desk:px-6">
        <button
          type="button"
          onClick={toggleSidebar}
          aria-label={t('nav.openMenu')}
          className="-ml-1 rounded-lg p-2 text-slate-200 hover:bg-white/5 desk:hidden"
          data-testid="sidebar-toggle"
        >
          <MenuIcon />
        </button>
        <Link to={href('home', {}, locale)} aria-label={t('brand')} className="shrink-0">
          <Logo compact />
        </Link>
        <nav aria-label={t('nav.main')} className="ml-6 hidden items-center gap-1 desk:flex">
          {navItems.map((item) => (
            <Link
              key={item.name}
              to={item.to}
              aria-current={name === item.name ? 'page' : undefined}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition hover:bg-white/5 hover:text-white ${name === item.name ? 'text-gold' : 'text-slate-300'}`}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden desk:block">
            <LanguageSwitcher />
          </div>
          {isLoggedIn && player ? (
            <Suspense fallback={<span className="h-9 w-40" aria-hidden="true" />}>
              <SignedInTools player={player} locale={locale} />
            </Suspense>
          ) : (
            <>
              <button
                type="button"
                onClick={() => openModal('login')}
                className="whitespace-nowrap rounded-full border border-white/15 px-3 py-2 text-[13px] font-semibold text-white hover:border-gold/70 sm:px-4 sm:text-sm"
                data-testid="header-login"
              >
                {t('auth.login')}
              </button>
              <Link
                to={href('sign-up', {}, locale)}
                className="whitespace-nowrap rounded-full bg-gold px-3 py-2 text-[13px] font-bold text-ink hover:bg-gold-2 sm:px-4 sm:text-sm"
                data-testid="header-signup"
              >
                {t('auth.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
