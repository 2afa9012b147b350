import { rankOf } from '../cards.ts';

export const BLACKJACK_RULES = {
  decks: 6,
  dealerHitsSoft17: false,
  blackjackPays: 1.5,
  maxSplits: 3,
  insurancePays: 2,
} as const;

/** Blackjack value of a card: ace 1 (counted 11 by handValue when it fits), faces 10. */
export function cardValue(card: number): number {
  const r = rankOf(card);
  return r === 0 ? 1 : Math.min(r + 1, 10);
}

export function handValue(cards: number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = cardValue(c);
    total += v;
    if (v === 1) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export function isBlackjack(cards: number[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** Dealer draws to 17 and stands on all 17s (S17). */
export function dealerShouldHit(cards: number[]): boolean {
  const { total, soft } = handValue(cards);
  return total < 17 || (BLACKJACK_RULES.dealerHitsSoft17 && total === 17 && soft);
}
