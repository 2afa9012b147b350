import type { SyncRng } from './fair-rng';

/**
 * What each engine draws from the round's stream, in the same order as packages/game-math
 * (see docs/provably-fair.md). Pure and synchronous: run them through withFairRng.
 */
export type FairGame = 'roulette-european' | 'live-roulette' | 'dice' | 'crash' | 'mines' | 'scratch' | 'blackjack' | 'jacks-or-better-9-6' | 'baccarat' | 'live-baccarat' | 'raw';
export const FAIR_GAMES: FairGame[] = ['roulette-european', 'live-roulette', 'dice', 'crash', 'mines', 'scratch', 'blackjack', 'jacks-or-better-9-6', 'baccarat', 'live-baccarat', 'raw'];

export type FairOutcome =
  | { kind: 'roulette'; pocket: number; colour: 'red' | 'black' | 'green' }
  | { kind: 'dice'; roll: number }
  | { kind: 'crash'; crashPoint: number }
  | { kind: 'mines'; mines: number[]; count: number }
  | { kind: 'scratch'; cells: number[]; prize: number }
  | { kind: 'cards'; cards: number[]; total: number }
  | { kind: 'baccarat'; player: number[]; banker: number[]; playerTotal: number; bankerTotal: number; winner: 'player' | 'banker' | 'tie' }
  | { kind: 'raw'; uint32s: number[] };

export const RED_POCKETS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const TWO_32 = 0x1_0000_0000;

export const rouletteColour = (n: number) => (n === 0 ? 'green' : RED_POCKETS.has(n) ? 'red' : 'black');

/** crash = max(1, floor(99 · 2^32 / (2^32 − r)) / 100), capped at 1 000 000. */
export const crashPointFromUint32 = (r: number) => Math.min(1_000_000, Math.max(1, Math.floor((99 * TWO_32) / (TWO_32 - r)) / 100));

export function drawMines(rng: SyncRng, count: number): number[] {
  const tiles = Array.from({ length: 25 }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(25 - i);
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  return tiles.slice(0, count).sort((a, b) => a - b);
}

/** Scratch card tiers (prize × stake, weight out of 1 000 000), as packages/game-math instant/scratch.ts. */
const SCRATCH_TIERS = [[1000, 20], [100, 400], [20, 4_000], [10, 10_000], [5, 30_000], [2, 110_000], [1, 350_000]] as const;

/** The prize by weight, then the card painted for it (the prize three times, others at most twice), shuffled. */
export function drawScratch(rng: SyncRng): { cells: number[]; prize: number } {
  let x = rng.int(1_000_000);
  let prize = 0;
  for (const [p, w] of SCRATCH_TIERS) {
    if (x < w) {
      prize = p;
      break;
    }
    x -= w;
  }
  const symbols = SCRATCH_TIERS.map(([p]) => p as number);
  const cells: number[] = prize > 0 ? [prize, prize, prize] : [];
  const count = new Map<number, number>();
  while (cells.length < 9) {
    const s = symbols[rng.int(symbols.length)];
    if (s === prize || (count.get(s) ?? 0) >= 2) continue;
    count.set(s, (count.get(s) ?? 0) + 1);
    cells.push(s);
  }
  return { cells: rng.shuffle(cells), prize };
}

const shoe = (decks: number) => Array.from({ length: 52 * decks }, (_, i) => i % 52);

const baccaratValue = (card: number) => (card % 13 >= 9 ? 0 : (card % 13) + 1);
function bankerDraws(total: number, third: number | null): boolean {
  if (third === null) return total <= 5;
  if (total <= 2) return true;
  if (total === 3) return third !== 8;
  if (total === 4) return third >= 2 && third <= 7;
  if (total === 5) return third >= 4 && third <= 7;
  if (total === 6) return third === 6 || third === 7;
  return false;
}

/** Punto banco off a fresh 8-deck shoe, cards drawn by partial Fisher–Yates (P, B, P, B, thirds). */
export function dealBaccarat(rng: SyncRng): Extract<FairOutcome, { kind: 'baccarat' }> {
  const size = 52 * 8;
  const taken = new Map<number, number>();
  let i = 0;
  const next = () => {
    const j = i + rng.int(size - i);
    const atJ = taken.get(j) ?? j;
    taken.set(j, taken.get(i) ?? i);
    i++;
    return atJ % 52;
  };
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const tot = (cards: number[]) => cards.reduce((s, c) => s + baccaratValue(c), 0) % 10;
  if (tot(player) < 8 && tot(banker) < 8) {
    let third: number | null = null;
    if (tot(player) <= 5) {
      player.push(next());
      third = baccaratValue(player[2]);
    }
    if (bankerDraws(tot(banker), third)) banker.push(next());
  }
  const playerTotal = tot(player);
  const bankerTotal = tot(banker);
  return { kind: 'baccarat', player, banker, playerTotal, bankerTotal, winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie' };
}

export interface OutcomeOptions {
  /** mines: how many mines the round had (1..24). */
  mines?: number;
  /** cards: how many of the shuffled cards to show (top first). */
  show?: number;
  /** raw: how many uint32s to list. */
  count?: number;
}

export function computeOutcome(game: FairGame, rng: SyncRng, options: OutcomeOptions = {}): FairOutcome {
  switch (game) {
    case 'roulette-european':
    case 'live-roulette': {
      const pocket = rng.int(37);
      return { kind: 'roulette', pocket, colour: rouletteColour(pocket) };
    }
    case 'dice':
      return { kind: 'dice', roll: rng.int(10_000) / 100 };
    case 'crash':
      return { kind: 'crash', crashPoint: crashPointFromUint32(rng.nextUint32()) };
    case 'mines': {
      const count = Math.min(24, Math.max(1, Math.floor(options.mines ?? 3)));
      return { kind: 'mines', mines: drawMines(rng, count), count };
    }
    case 'scratch':
      return { kind: 'scratch', ...drawScratch(rng) };
    case 'blackjack': {
      const cards = rng.shuffle(shoe(6));
      return { kind: 'cards', cards: cards.slice(0, options.show ?? 12), total: cards.length };
    }
    case 'jacks-or-better-9-6': {
      const cards = rng.shuffle(shoe(1));
      return { kind: 'cards', cards: cards.slice(0, options.show ?? 10), total: cards.length };
    }
    case 'baccarat':
    case 'live-baccarat':
      return dealBaccarat(rng);
    case 'raw':
      return { kind: 'raw', uint32s: Array.from({ length: Math.min(64, Math.max(1, options.count ?? 8)) }, () => rng.nextUint32()) };
  }
}

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'];
export const cardText = (card: number) => `${RANKS[card % 13]}${SUIT_SYMBOLS[Math.floor(card / 13)]}`;
