import { jobStrategyHold } from '@fortuna/game-math';
import type { EngineRoundState } from './engine-port';

/**
 * What happens to a multi-step round its player abandoned (no step for ROUND_TIMEOUT_MS): the next
 * action the studio takes on the player's behalf, `refund` (every stake of the round rolled back,
 * the round cancelled) or `close` (the money stays as booked, the round is closed). The studio
 * repeats the rule until the round is over; an action that would take a stake is never chosen.
 * The rules per engine are in the module's README ("Abandoned rounds").
 */
export type AbandonMove = { action: unknown } | 'refund' | 'close';

type State = EngineRoundState & Record<string, unknown>;

export function abandonMove(engine: string, state: EngineRoundState): AbandonMove {
  const s = state as State;
  const can = (a: string) => s.actions.includes(a);
  switch (engine) {
    case 'mines':
      // cash out what the revealed tiles are worth; with none revealed there is nothing to cash: refund
      return Array.isArray(s.revealed) && s.revealed.length > 0 ? { action: { type: 'cashout' } } : 'refund';
    case 'crash':
      // the round runs to its end: the auto cash-out pays if the climb reached it
      return { action: { type: 'crash' } };
    case 'blackjack':
      if (can('noInsurance')) return { action: { type: 'noInsurance' } };
      return can('stand') ? { action: { type: 'stand' } } : 'close';
    case 'video-poker':
      // the draw the published strategy chart holds for the dealt hand
      return Array.isArray(s.hand) ? { action: { type: 'draw', hold: jobStrategyHold(s.hand as number[]) } } : 'refund';
    default:
      // slots: the remaining free spins are played (they take no stake)
      if (can('spin')) return { action: { type: 'spin' } };
      return 'close';
  }
}
