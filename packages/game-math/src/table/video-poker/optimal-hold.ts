import { evaluatePoker, JOB_96_PAYTABLE, type PokerHand } from './poker-hand.ts';

/**
 * Exact expected return of every one of the 32 holds, by enumerating every draw from the 47
 * unseen cards (2 598 960 evaluations in total per hand: slow, for tests and analysis only).
 */
export function holdExpectations(
  hand: number[],
  paytable: Record<PokerHand, number> = JOB_96_PAYTABLE,
  masks?: number[],
): { mask: number; ev: number }[] {
  const deck = Array.from({ length: 52 }, (_, c) => c).filter((c) => !hand.includes(c));
  const out: { mask: number; ev: number }[] = [];
  for (const mask of masks ?? Array.from({ length: 32 }, (_, m) => m)) {
    const held = hand.filter((_, i) => mask & (1 << i));
    const need = 5 - held.length;
    let total = 0;
    let count = 0;
    const cards = [...held];
    const walk = (from: number, left: number) => {
      if (left === 0) {
        total += paytable[evaluatePoker(cards)];
        count++;
        return;
      }
      for (let i = from; i <= deck.length - left; i++) {
        cards.push(deck[i]);
        walk(i + 1, left - 1);
        cards.pop();
      }
    };
    walk(0, need);
    out.push({ mask, ev: total / count });
  }
  return out;
}

export function optimalHold(hand: number[]): { hold: boolean[]; ev: number } {
  const best = holdExpectations(hand).reduce((a, b) => (b.ev > a.ev ? b : a));
  return { hold: Array.from({ length: 5 }, (_, i) => (best.mask & (1 << i)) !== 0), ev: best.ev };
}
