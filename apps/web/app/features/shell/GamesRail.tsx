import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUILTIN_CHAT_URL, href } from '@fortuna/contracts';
import { ChatWidget, ContactWidget } from '../chat';
import { usePlayerInfo } from '../../lib/player';
import { openCashier } from './Header';
import { ChatIcon, ClockIcon, SearchIcon, StarIcon, TrophyIcon, WalletIcon, BoltIcon } from './icons';
import { useRootData } from './root-data';
import { useRouteInfo } from './route-info';

// signed-in desktop players only: its chunk stays out of everyone else's page
const MyTournamentsMenu = lazy(() => import('../tournaments').then((m) => ({ default: m.MyTournamentsMenu })));

/**
 * The games sidebar: recent and favourite games, cashier, chat, search, tournament and
 * wins items; only for signed-in players on hover-capable devices, never on game pages.
 */
export function GamesRail() {
  const { t } = useTranslation();
  const { locale, isGame } = useRouteInfo();
  const { isLoggedIn } = usePlayerInfo();
  const chatUrl = useRootData()?.config?.chatConfig?.url;
  const [hover, setHover] = useState(false);
  // a desktop with a pointer only (1200px and wider): on a phone the rail would cover the page
  useEffect(() => {
    const query = window.matchMedia('(hover: hover) and (min-width: 75rem)');
    const update = () => setHover(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  if (!isLoggedIn || !hover || isGame) return null;
  const all = href('games-category', { category: 'all' }, locale);
  const cls = 'group relative flex h-11 w-11 items-center justify-center rounded-xl text-slate-300 hover:bg-white/5 hover:text-gold';
  const tip = (label: string) => (
    <span className="pointer-events-none absolute left-14 whitespace-nowrap rounded-lg bg-panel-2 px-2 py-1 text-xs text-white opacity-0 shadow-lg transition delay-150 group-hover:opacity-100">
      {label}
    </span>
  );
  return (
    <nav
      aria-label={t('nav.games')}
      className="fixed left-3 top-1/2 z-30 hidden -translate-y-1/2 flex-col gap-1 rounded-2xl border border-white/10 bg-panel/90 p-1.5 shadow-xl backdrop-blur desk:flex"
      data-testid="games-rail"
    >
      <Link to={`${all}?recent=1`} className={cls} aria-label={t('nav.recent')}>
        <ClockIcon />
        {tip(t('nav.recent'))}
      </Link>
      <Link to={href('games-favorites', {}, locale)} className={cls} aria-label={t('nav.favorites')}>
        <StarIcon />
        {tip(t('nav.favorites'))}
      </Link>
      <button type="button" onClick={() => openCashier(true)} className={cls} aria-label={t('nav.cashier')}>
        <WalletIcon />
        {tip(t('nav.cashier'))}
      </button>
      {chatUrl && chatUrl !== BUILTIN_CHAT_URL && (
        <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={cls} aria-label={t('nav.chat')}>
          <ChatIcon />
          {tip(t('nav.chat'))}
        </a>
      )}
      <Link to={`${all}?search=1`} className={cls} aria-label={t('nav.search')}>
        <SearchIcon />
        {tip(t('nav.search'))}
      </Link>
      <Suspense
        fallback={
          <Link to={href('tournaments', {}, locale)} className={cls} aria-label={t('nav.tournaments')}>
            <TrophyIcon />
            {tip(t('nav.tournaments'))}
          </Link>
        }
      >
        <MyTournamentsMenu locale={locale} className={cls}>
          <TrophyIcon />
          {tip(t('nav.tournaments'))}
        </MyTournamentsMenu>
      </Suspense>
      <Link to={`${all}#wins`} className={cls} aria-label={t('nav.wins')}>
        <BoltIcon />
        {tip(t('nav.wins'))}
      </Link>
    </nav>
  );
}

/** Live chat launcher: only when the app config gives a chat url. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const chatUrl = useRootData()?.config?.chatConfig?.url;
  const { isLoggedIn } = usePlayerInfo();
  if (!chatUrl) return null;
  // the built-in chat: its widget for signed-in players only (chat details are theirs alone); visitors
  // get the offline contact form behind the same button
  if (chatUrl === BUILTIN_CHAT_URL) return <Suspense fallback={null}>{isLoggedIn ? <ChatWidget /> : <ContactWidget />}</Suspense>;
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('nav.chat')}
      className="fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-gold text-ink shadow-xl shadow-gold/20 hover:bg-gold-2"
      data-testid="chat-launcher"
    >
      <ChatIcon className="h-6 w-6" />
    </a>
  );
}
