import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isEngine, SLOT_ENGINE_IDS, type GameSession } from '@fortuna/contracts';
import { ApiError, setApiLocale } from '../../lib/api';
import { getI18n, isLocaleLoaded, loadLocale } from '../../lib/i18n';
import { PAGE_NAMESPACES } from '../../lib/i18n-namespaces';
import { gameQueries } from './api';
import { SlotClient } from './SlotClient';
import { tableClient } from '../table-clients';
import { FrameMessage, Loader } from './FrameMessage';

/**
 * The game itself, as the studio serves it at /rgs/play?token=…: exchanges the launch token for a
 * game session (restoring an interrupted round) and renders the engine's client.
 */
export function GameFrame({ token }: { token: string }) {
  const { t } = useTranslation('games-client');
  const session = useQuery({ ...gameQueries.session(token), enabled: !!token });

  if (!token) return <FrameMessage text={t('error.noToken')} />;
  if (session.isLoading) return <Loader label={t('loading')} />;
  if (session.error || !session.data) {
    const message = session.error instanceof ApiError ? session.error.message : t('error.network');
    return <FrameMessage text={message} />;
  }
  return (
    <InLocale locale={session.data.locale}>
      <GameClient session={session.data} />
    </InLocale>
  );
}

function GameClient({ session }: { session: GameSession }) {
  const { t } = useTranslation('games-client');
  const table = tableClient(session);
  if (table) return table;
  if (!isEngine(session, ...SLOT_ENGINE_IDS)) return <FrameMessage text={t('error.unsupported')} />;
  return <SlotClient session={session} />;
}

/**
 * The game speaks the player's language: the casino puts the site's locale in the launch token and
 * the session carries it (the iframe's own path, /rgs/play, has no locale prefix).
 */
const GAME_NAMESPACES = PAGE_NAMESPACES['routes/rgs.play.tsx'] ?? [];

function InLocale({ locale, children }: { locale: string; children: React.ReactNode }) {
  // the session's language may not be the page's: its catalogues are downloaded first (lib/i18n.ts)
  const [loaded, setLoaded] = useState(() => isLocaleLoaded(locale, GAME_NAMESPACES));
  useEffect(() => {
    if (!loaded) void loadLocale(locale, GAME_NAMESPACES).then(() => setLoaded(true));
  }, [locale, loaded]);
  return loaded ? <Localised locale={locale}>{children}</Localised> : null;
}

function Localised({ locale, children }: { locale: string; children: React.ReactNode }) {
  const i18n = getI18n(locale);
  setApiLocale(i18n.language);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return (
    <I18nextProvider i18n={i18n}>
      {/* tells entry.client.tsx which catalogue to load before hydrating */}
      <div data-i18n-locale={i18n.language} className="contents">
        {children}
      </div>
    </I18nextProvider>
  );
}
