import { cardValue, handValue } from './blackjack-rules.ts';
import { allowedActions, type BlackjackAction, type BlackjackState } from './blackjack-engine.ts';

type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Dealer up-card index: 2..10 -> 0..8, ace -> 9. */
const up = (card: number) => (cardValue(card) === 1 ? 9 : cardValue(card) - 2);

// Rows: dealer 2 3 4 5 6 7 8 9 T A  (6 decks, S17, DAS, no surrender)
const HARD: Record<number, string> = {
  8: 'HHHHHHHHHH',
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
};
// Soft totals 13 (A2) .. 20 (A9). 'd' = double else stand.
const SOFT: Record<number, string> = {
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SddddSSHHH',
  19: 'SSSSSSSSSS',
  20: 'SSSSSSSSSS',
};
// Pairs by card value (1 = aces). 'P' split, otherwise fall through to totals.
const PAIRS: Record<number, string> = {
  1: 'PPPPPPPPPP',
  2: 'PPPPPPxxxx',
  3: 'PPPPPPxxxx',
  4: 'xxxPPxxxxx',
  5: 'xxxxxxxxxx',
  6: 'PPPPPxxxxx',
  7: 'PPPPPPxxxx',
  8: 'PPPPPPPPPP',
  9: 'PPPPPxPPxx',
  10: 'xxxxxxxxxx',
};

/** Basic strategy for these rules; never takes insurance. */
export function basicStrategyMove(cards: number[], dealerUp: number, canDouble: boolean, canSplit: boolean): Move {
  const col = up(dealerUp);
  if (canSplit && cards.length === 2 && PAIRS[cardValue(cards[0])][col] === 'P') return 'P';
  const { total, soft } = handValue(cards);
  if (soft && total >= 13 && total <= 20) {
    const m = SOFT[total][col];
    if (m === 'D') return canDouble ? 'D' : 'H';
    if (m === 'd') return canDouble ? 'D' : 'S';
    return m as Move;
  }
  if (total >= 17 || (soft && total > 20)) return 'S';
  if (total <= 8) return 'H';
  const m = HARD[total][col];
  if (m === 'D') return canDouble ? 'D' : 'H';
  return m as Move;
}

/** Policy for playRound: maps the state to the basic-strategy action. */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return { type: 'noInsurance' };
  const allowed = allowedActions(state);
  const hand = state.hands[state.active];
  const move = basicStrategyMove(hand.cards, state.dealer[0], allowed.includes('double'), allowed.includes('split'));
  switch (move) {
    case 'P':
      return { type: 'split' };
    case 'D':
      return { type: 'double' };
    case 'S':
      return { type: 'stand' };
    default:
      return { type: 'hit' };
  }
}
