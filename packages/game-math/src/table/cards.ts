/**
 * Cards are integers 0..51: rank = card % 13 (0 = ace, 1 = two, ..., 9 = ten, 10 = jack,
 * 11 = queen, 12 = king), suit = floor(card / 13) (0 clubs, 1 diamonds, 2 hearts, 3 spades).
 */
export const SUITS = ['c', 'd', 'h', 's'] as const;
export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

export const rankOf = (card: number): number => card % 13;
export const suitOf = (card: number): number => Math.floor(card / 13);

/** "Ah", "Tc", ... */
export function cardLabel(card: number): string {
  return `${RANK_LABELS[rankOf(card)]}${SUITS[suitOf(card)]}`;
}

export function parseCard(label: string): number {
  const r = RANK_LABELS.indexOf(label[0].toUpperCase() as (typeof RANK_LABELS)[number]);
  const s = SUITS.indexOf(label[1].toLowerCase() as (typeof SUITS)[number]);
  if (r < 0 || s < 0 || label.length !== 2) throw new RangeError(`bad card ${label}`);
  return s * 13 + r;
}

/** `decks` full decks in order (0..51 repeated). */
export function freshShoe(decks: number): number[] {
  const shoe: number[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) shoe.push(c);
  return shoe;
}
