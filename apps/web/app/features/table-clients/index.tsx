import { lazy, Suspense, type ReactNode } from 'react';
import { isEngine, type GameSession } from '@fortuna/contracts';

// each client is its own chunk, downloaded when a session of its engine opens (a slot page loads none)
const BlackjackClient = lazy(() => import('./BlackjackClient').then((m) => ({ default: m.BlackjackClient })));
const CrashClient = lazy(() => import('./CrashClient').then((m) => ({ default: m.CrashClient })));
const DiceClient = lazy(() => import('./DiceClient').then((m) => ({ default: m.DiceClient })));
const LiveBaccaratClient = lazy(() => import('./LiveBaccaratClient').then((m) => ({ default: m.LiveBaccaratClient })));
const LiveRouletteClient = lazy(() => import('./LiveRouletteClient').then((m) => ({ default: m.LiveRouletteClient })));
const MinesClient = lazy(() => import('./MinesClient').then((m) => ({ default: m.MinesClient })));
const RouletteClient = lazy(() => import('./RouletteClient').then((m) => ({ default: m.RouletteClient })));
const ScratchClient = lazy(() => import('./ScratchClient').then((m) => ({ default: m.ScratchClient })));
const VideoPokerClient = lazy(() => import('./VideoPokerClient').then((m) => ({ default: m.VideoPokerClient })));

/**
 * The table / instant client of a session, by the engine id of the games catalogue (each client gets
 * its session typed for its engine), or null when the engine is not a table or instant game.
 */
export function tableClient(session: GameSession): ReactNode {
  const client = pick(session);
  return client && <Suspense fallback={null}>{client}</Suspense>;
}

function pick(session: GameSession): ReactNode {
  if (isEngine(session, 'roulette')) return <RouletteClient session={session} />;
  if (isEngine(session, 'blackjack')) return <BlackjackClient session={session} />;
  if (isEngine(session, 'video-poker')) return <VideoPokerClient session={session} />;
  if (isEngine(session, 'dice')) return <DiceClient session={session} />;
  if (isEngine(session, 'mines')) return <MinesClient session={session} />;
  if (isEngine(session, 'crash')) return <CrashClient session={session} />;
  if (isEngine(session, 'scratch')) return <ScratchClient session={session} />;
  if (session.game.engine === 'live-roulette') return <LiveRouletteClient session={session} />;
  if (session.game.engine === 'live-baccarat') return <LiveBaccaratClient session={session} />;
  return null;
}
export { LazyFairnessPanel as FairnessPanel } from './LazyFairnessPanel';
