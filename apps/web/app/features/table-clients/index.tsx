import type { ReactNode } from 'react';
import { isEngine, type GameSession } from '@fortuna/contracts';
import { BlackjackClient } from './BlackjackClient';
import { CrashClient } from './CrashClient';
import { DiceClient } from './DiceClient';
import { LiveBaccaratClient } from './LiveBaccaratClient';
import { LiveRouletteClient } from './LiveRouletteClient';
import { MinesClient } from './MinesClient';
import { RouletteClient } from './RouletteClient';
import { ScratchClient } from './ScratchClient';
import { VideoPokerClient } from './VideoPokerClient';

/**
 * The table / instant client of a session, by the engine id of the games catalogue (each client gets
 * its session typed for its engine), or null when the engine is not a table or instant game.
 */
export function tableClient(session: GameSession): ReactNode {
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
export { FairnessPanel } from './FairnessPanel';
