import { rankOf, suitOf } from '../cards.ts';

export type PokerHand =
  | 'royalFlush'
  | 'straightFlush'
  | 'fourOfAKind'
  | 'fullHouse'
  | 'flush'
  | 'straight'
  | 'threeOfAKind'
  | 'twoPair'
  | 'jacksOrBetter'
  | 'nothing';

/** Poker rank 2..14 (ace high). */
export const pokerRank = (card: number): number => (rankOf(card) === 0 ? 14 : rankOf(card) + 1);

/** Classifies a 5-card hand for Jacks or Better. */
export function evaluatePoker(cards: number[]): PokerHand {
  const counts = new Array(15).fill(0);
  let suitMask = 0;
  let rankMask = 0;
  for (const c of cards) {
    const r = pokerRank(c);
    counts[r]++;
    rankMask |= 1 << r;
    suitMask |= 1 << suitOf(c);
  }
  const flush = (suitMask & (suitMask - 1)) === 0;
  let pairs = 0;
  let trips = 0;
  let quads = 0;
  let highPair = false;
  for (let r = 2; r <= 14; r++) {
    if (counts[r] === 2) {
      pairs++;
      if (r >= 11) highPair = true;
    } else if (counts[r] === 3) trips++;
    else if (counts[r] === 4) quads++;
  }
  let straight = false;
  let royal = false;
  if (pairs === 0 && trips === 0 && quads === 0) {
    const lowest = 31 - Math.clz32(rankMask & -rankMask);
    const highest = 31 - Math.clz32(rankMask);
    if (highest - lowest === 4) straight = true;
    else if (rankMask === ((1 << 14) | 0b111100)) straight = true; // A-2-3-4-5
    royal = straight && lowest === 10;
  }
  if (straight && flush) return royal ? 'royalFlush' : 'straightFlush';
  if (quads) return 'fourOfAKind';
  if (trips && pairs) return 'fullHouse';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (trips) return 'threeOfAKind';
  if (pairs === 2) return 'twoPair';
  if (highPair) return 'jacksOrBetter';
  return 'nothing';
}

/** 9/6 Jacks or Better, paid "for 1" (the return includes the stake), royal at the 5-coin rate. */
export const JOB_96_PAYTABLE: Record<PokerHand, number> = {
  royalFlush: 800,
  straightFlush: 50,
  fourOfAKind: 25,
  fullHouse: 9,
  flush: 6,
  straight: 4,
  threeOfAKind: 3,
  twoPair: 2,
  jacksOrBetter: 1,
  nothing: 0,
};
