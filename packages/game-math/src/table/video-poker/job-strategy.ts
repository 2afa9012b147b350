import { suitOf } from '../cards.ts';
import { evaluatePoker, pokerRank } from './poker-hand.ts';

/**
 * The 9/6 Jacks or Better strategy chart (Wizard of Odds' list): every hold of the dealt hand is
 * classified, and the hold matching the highest-ranked line wins. Loses ~0.01% against perfect
 * play; `optimalHold` (exact, slow) is the reference in tests.
 */
const isHigh = (r: number) => r >= 11;

function ranksOf(cards: number[]): number[] {
  return cards.map(pokerRank).sort((a, b) => a - b);
}

function suited(cards: number[]): boolean {
  return cards.every((c) => suitOf(c) === suitOf(cards[0]));
}

function distinct(ranks: number[]): boolean {
  for (let i = 1; i < ranks.length; i++) if (ranks[i] === ranks[i - 1]) return false;
  return true;
}

/** Lowest straight window (low card 1..10, ace may be 1) containing all ranks, or null. */
function straightWindow(ranks: number[]): { low: number; aceLow: boolean } | null {
  if (!distinct(ranks)) return null;
  for (let low = 1; low <= 10; low++) {
    const fits = ranks.every((r) => (r === 14 ? low === 1 || low === 10 : r >= low && r <= low + 4));
    if (fits) return { low, aceLow: low === 1 && ranks.includes(14) };
  }
  return null;
}

const royalRanks = (ranks: number[]) => ranks.every((r) => r >= 10);

/** Sorted ranks as one number (base 16), for matching exact rank sets. */
const key = (ranks: number[]) => ranks.reduce((k, r) => k * 16 + r, 0);
const K = (...ranks: number[]) => key(ranks);

/** Line number of the chart that this exact hold matches (lower is better), or 99. */
export function chartLine(hold: number[]): number {
  const n = hold.length;
  const ranks = ranksOf(hold);
  const isSuited = n > 0 && suited(hold);
  if (n === 5) {
    const h = evaluatePoker(hold);
    if (h === 'royalFlush' || h === 'straightFlush' || h === 'fourOfAKind') return 1;
    if (h === 'fullHouse' || h === 'flush' || h === 'straight') return 3;
    return 99;
  }
  if (n === 4) {
    if (isSuited && royalRanks(ranks) && distinct(ranks)) return 2;
    if (ranks[0] === ranks[2] || ranks[1] === ranks[3]) return 99; // trips with a kicker: hold the trips alone
    const counts = countRanks(ranks);
    if (counts.filter((c) => c === 2).length === 2) return 5;
    if (isSuited && straightWindow(ranks)) return 4;
    if (isSuited) return 8;
    const win = straightWindow(ranks);
    if (win) {
      if (key(ranks) === K(10, 11, 12, 13)) return 9;
      const consecutive = ranks[3] - ranks[0] === 3 && !ranks.includes(14);
      if (consecutive) return 11;
      const highs = ranks.filter(isHigh).length;
      if (highs === 4) return 14;
      if (highs === 3) return 17;
    }
    return 99;
  }
  if (n === 3) {
    if (ranks[0] === ranks[2]) return 3;
    if (isSuited && royalRanks(ranks) && distinct(ranks)) return 7;
    if (isSuited) {
      const win = straightWindow(ranks);
      if (win) {
        const highs = ranks.filter(isHigh).length;
        const gaps = ranks[2] - ranks[0] - 2;
        const lowAce = win.aceLow;
        if (lowAce || key(ranks) === K(2, 3, 4)) return 18;
        const g = lowAce ? 0 : gaps;
        if (highs >= g) return 12;
        if ((g === 1 && highs === 0) || (g === 2 && highs === 1)) return 18;
        return 30;
      }
    }
    if (!isSuited && key(ranks) === K(11, 12, 13)) return 19;
    return 99;
  }
  if (n === 2) {
    if (ranks[0] === ranks[1]) return ranks[0] >= 11 ? 6 : 10;
    const k = key(ranks);
    if (isSuited) {
      if (k === K(11, 12)) return 13;
      if (k === K(12, 13) || k === K(11, 13)) return 15;
      if (k === K(13, 14) || k === K(12, 14) || k === K(11, 14)) return 16;
      if (k === K(10, 11)) return 21;
      if (k === K(10, 12)) return 23;
      if (k === K(10, 13)) return 26;
      return 99;
    }
    if (k === K(11, 12)) return 20;
    if (k === K(12, 13) || k === K(11, 13)) return 22;
    if (k === K(13, 14) || k === K(12, 14) || k === K(11, 14)) return 24;
    return 99;
  }
  if (n === 1) {
    return ({ 11: 25, 12: 27, 13: 28, 14: 29 } as Record<number, number>)[ranks[0]] ?? 99;
  }
  return 31;
}

function countRanks(ranks: number[]): number[] {
  const m = new Map<number, number>();
  for (const r of ranks) m.set(r, (m.get(r) ?? 0) + 1);
  return [...m.values()];
}

/** The hold (5 booleans) the chart picks for a dealt hand. */
export function jobStrategyHold(hand: number[]): boolean[] {
  let best = 0;
  let bestLine = 100;
  for (let mask = 0; mask < 32; mask++) {
    const hold = hand.filter((_, i) => mask & (1 << i));
    const line = chartLine(hold);
    // ties: prefer holding more cards (e.g. a pair over one of its cards)
    if (line < bestLine || (line === bestLine && popcount(mask) > popcount(best))) {
      bestLine = line;
      best = mask;
    }
  }
  return Array.from({ length: 5 }, (_, i) => (best & (1 << i)) !== 0);
}

function popcount(x: number): number {
  let n = 0;
  while (x) {
    n += x & 1;
    x >>= 1;
  }
  return n;
}
