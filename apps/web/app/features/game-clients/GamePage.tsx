import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BLOCK_STATUS, href, isLocale, RGS_ERROR_CODES, type GameMode } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { usePlayerInfo } from '../../lib/player';
import { useTouchOnly } from '../../lib/useTouchOnly';
import { useUi } from '../../lib/ui.store';
import { gameQueries } from './api';
import { FrameMessage, Loader } from './FrameMessage';
import { GameSessionBar } from '../responsible-gaming';

// only a real-money game with an active bonus shows it: not part of a demo page's download
const BonusWagerBar = lazy(() => import('./BonusWagerBar').then((m) => ({ default: m.BonusWagerBar })));

const BLOCK_KEYS: Record<number, string> = {
  [RGS_ERROR_CODES.game_blocked_technical]: 'blocked.technical',
  [RGS_ERROR_CODES.game_blocked_currency]: 'blocked.currency',
  [RGS_ERROR_CODES.game_blocked_country]: 'blocked.country',
  [RGS_ERROR_CODES.game_blocked_bonus]: 'blocked.bonus',
  [RGS_ERROR_CODES.player_blocked]: 'gate.blocked',
  [RGS_ERROR_CODES.self_excluded]: 'gate.selfExcluded',
  [RGS_ERROR_CODES.profile_incomplete]: 'gate.profile',
};

/**
 * /real/{game} and /demo/{game}: asks the casino for a launch URL and opens the game in an iframe.
 * Real money needs a signed-in player (login popup, then back here) who passes the cashier's gates.
 */
export function GamePage({ mode, gameUrl, locale }: { mode: GameMode; gameUrl: string; locale: string }) {
  const { t } = useTranslation('games-client');
  const { player, isLoggedIn, isLoading } = usePlayerInfo();
  const { openModal, setRedirectAfterLogin } = useUi();
  const needsLogin = mode === 'real' && !isLoading && !isLoggedIn;
  const gate = mode === 'real' && player ? gateOf(player) : null;
  // real money hides the site's header everywhere, demo on touch devices: the game then has its own exit
  const touch = useTouchOnly();
  const ownExit = mode === 'real' || touch;

  useEffect(() => {
    if (!needsLogin) return;
    setRedirectAfterLogin(window.location.pathname);
    openModal('login');
  }, [needsLogin, openModal, setRedirectAfterLogin]);

  const launch = useQuery({
    ...gameQueries.launch(mode, gameUrl, locale, player?.id ?? null),
    enabled: !!gameUrl && (mode === 'demo' || (isLoggedIn && !gate)),
  });

  if (mode === 'real' && isLoading) return <Loader label={t('loading')} />;
  if (needsLogin)
    return (
      <FrameMessage text={t('gate.signIn')}>
        <button type="button" className="mt-4 rounded-full bg-gold px-6 py-2 font-bold text-ink" onClick={() => openModal('login')}>
          {t('gate.signInButton')}
        </button>
        <a className="mt-3 block text-sm text-gold-2 underline" href={`${locale === 'en' ? '' : `/${locale}`}/demo/${gameUrl}`}>
          {t('gate.tryDemo')}
        </a>
      </FrameMessage>
    );
  if (gate)
    return (
      <FrameMessage text={t(gate)}>
        {gate === 'gate.profile' ? (
          <a
            className="mt-4 inline-block rounded-full bg-gold px-6 py-2 font-bold text-ink"
            href={`${locale === 'en' ? '' : `/${locale}`}/player/profile`}
          >
            {t('gate.profileButton')}
          </a>
        ) : null}
      </FrameMessage>
    );
  if (launch.error) {
    const err = launch.error;
    const key = err instanceof ApiError ? BLOCK_KEYS[err.code] : undefined;
    if (err instanceof ApiError && err.status === 404) return <FrameMessage text={t('error.notFound')} />;
    return <FrameMessage text={key ? t(key) : err instanceof ApiError ? err.message : t('error.network')} />;
  }
  if (!launch.data) return <Loader label={t('loading')} />;
  return (
    <div className={`relative flex w-full flex-col ${mode === 'real' || touch ? 'h-dvh' : 'h-[calc(100dvh-4rem)] min-h-[640px]'} bg-ink`}>
      <div className="relative min-h-0 flex-1">
        <iframe
          title={launch.data.game.name}
          src={launch.data.url}
          className="absolute inset-0 size-full border-0"
          allow="autoplay; fullscreen"
          data-testid="game-iframe"
        />
      </div>
      {/* real money: the session clock and net position stay in view under every game */}
      {mode === 'real' ? (
        <Suspense fallback={null}>
          <BonusWagerBar />
        </Suspense>
      ) : null}
      {mode === 'real' ? <GameSessionBar /> : null}
      {ownExit ? (
        <a
          href={href('home', {}, isLocale(locale) ? locale : undefined)}
          className="absolute left-2 top-2 z-10 grid size-11 place-items-center rounded-full bg-black/60 text-2xl leading-none text-white shadow-lg ring-1 ring-white/20 hover:bg-black/75"
          aria-label={t('close')}
          title={t('close')}
          data-testid="game-exit"
        >
          ×
        </a>
      ) : null}
    </div>
  );
}

function gateOf(player: { blockStatus: number; profileComplete: boolean; status: string }): string | null {
  if (player.blockStatus === BLOCK_STATUS.full || player.blockStatus === BLOCK_STATUS.lite) return 'gate.blocked';
  if (player.status === 'self_excluded' || player.status === 'selfExcluded') return 'gate.selfExcluded';
  if (player.profileComplete === false) return 'gate.profile';
  return null;
}
