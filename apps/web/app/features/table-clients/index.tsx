import type { GameSession } from '@fortuna/contracts';
import { BlackjackClient } from './BlackjackClient';
import { CrashClient } from './CrashClient';
import { DiceClient } from './DiceClient';
import { LiveBaccaratClient } from './LiveBaccaratClient';
import { LiveRouletteClient } from './LiveRouletteClient';
import { MinesClient } from './MinesClient';
import { RouletteClient } from './RouletteClient';
import { ScratchClient } from './ScratchClient';
import { VideoPokerClient } from './VideoPokerClient';

const CLIENTS: Record<string, (p: { session: GameSession }) => React.ReactNode> = {
  roulette: RouletteClient,
  blackjack: BlackjackClient,
  'video-poker': VideoPokerClient,
  dice: DiceClient,
  mines: MinesClient,
  crash: CrashClient,
  scratch: ScratchClient,
  'live-roulette': LiveRouletteClient,
  'live-baccarat': LiveBaccaratClient,
};

/** The table / instant client of an engine id from the games catalogue, or null. */
export function tableClientFor(engine: string) {
  return CLIENTS[engine] ?? null;
}
export { FairnessPanel } from './FairnessPanel';
