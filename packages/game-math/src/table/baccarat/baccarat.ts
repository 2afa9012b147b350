import type { Rng } from '../../rng/rng.ts';
import { checkAmount, isObject, type BetLimits, type BetValidation } from '../../engine/engine.ts';
import { rankOf } from '../cards.ts';

/** Punto banco: 8 decks, standard tableau, banker pays 0.95:1, tie 8:1 (player/banker push on a tie). */
export const BACCARAT_DECKS = 8;

export type BaccaratBetType = 'player' | 'banker' | 'tie';
export interface BaccaratBet {
  type: BaccaratBetType;
  amount: number;
}

export interface BaccaratOutcome {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratBetType;
  natural: boolean;
}

export const baccaratValue = (card: number): number => {
  const r = rankOf(card);
  return r >= 9 ? 0 : r + 1;
};

const total = (values: number[]) => values.reduce((s, v) => s + v, 0) % 10;

/** Does the banker draw, given its total and the player's third card value (null if the player stood)? */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays the coup from a sequence of card values drawn on demand (P, B, P, B, then third cards).
 * Shared by the dealing code and the exact-probability enumeration.
 */
export function playCoup<T>(
  next: () => T,
  value: (card: T) => number,
): { player: T[]; banker: T[]; playerTotal: number; bankerTotal: number; natural: boolean } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const pv = () => total(player.map(value));
  const bv = () => total(banker.map(value));
  const natural = pv() >= 8 || bv() >= 8;
  if (!natural) {
    let third: number | null = null;
    if (pv() <= 5) {
      player.push(next());
      third = value(player[2]);
    }
    if (bankerDraws(bv(), third)) banker.push(next());
  }
  return { player, banker, playerTotal: pv(), bankerTotal: bv(), natural };
}

/** Deals one coup from a freshly shuffled 8-deck shoe (cards drawn by partial Fisher–Yates). */
export function dealBaccarat(rng: Rng): BaccaratOutcome {
  const size = 52 * BACCARAT_DECKS;
  const shoe: number[] = [];
  const taken = new Map<number, number>();
  let i = 0;
  // partial Fisher–Yates over the virtual array [0, size): position p holds card p % 52
  const next = () => {
    const j = i + rng.int(size - i);
    const atJ = taken.get(j) ?? j;
    const atI = taken.get(i) ?? i;
    taken.set(j, atI);
    i++;
    const card = atJ % 52;
    shoe.push(card);
    return card;
  };
  const coup = playCoup(next, baccaratValue);
  const winner: BaccaratBetType = coup.playerTotal > coup.bankerTotal ? 'player' : coup.bankerTotal > coup.playerTotal ? 'banker' : 'tie';
  return { ...coup, winner };
}

/** Return (stake included) of one bet. */
export function baccaratPayout(bet: BaccaratBet, winner: BaccaratBetType): number {
  if (bet.type === 'tie') return winner === 'tie' ? bet.amount * 9 : 0;
  if (winner === 'tie') return bet.amount;
  if (bet.type !== winner) return 0;
  return bet.type === 'player' ? bet.amount * 2 : bet.amount + Math.floor(bet.amount * 0.95);
}

/** Exact probabilities of player win, banker win and tie for an 8-deck shoe (off the top). */
export function baccaratProbabilities(decks = BACCARAT_DECKS): Record<BaccaratBetType, number> {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  let left = counts.reduce((a, b) => a + b, 0);
  const out = { player: 0, banker: 0, tie: 0 };
  const record = (pt: number, bt: number, p: number) => {
    out[pt > bt ? 'player' : bt > pt ? 'banker' : 'tie'] += p;
  };
  /** Calls fn(v, probability of drawing v) with v removed from the shoe meanwhile. */
  const each = (p: number, fn: (v: number, p: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (counts[v] === 0) continue;
      const q = (p * counts[v]) / left;
      counts[v]--;
      left--;
      fn(v, q);
      counts[v]++;
      left++;
    }
  };
  each(1, (p1, a) =>
    each(a, (b1, b) =>
      each(b, (p2, c) =>
        each(c, (b2, d) => {
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) return record(pt, bt, d);
          if (pt <= 5) {
            each(d, (p3, e) => {
              const pt3 = (pt + p3) % 10;
              if (bankerDraws(bt, p3)) each(e, (b3, f) => record(pt3, (bt + b3) % 10, f));
              else record(pt3, bt, e);
            });
          } else if (bankerDraws(bt, null)) each(d, (b3, e) => record(pt, (bt + b3) % 10, e));
          else record(pt, bt, d);
        }),
      ),
    ),
  );
  return out;
}

export const BACCARAT_PAYS = { player: '1:1', banker: '0.95:1 (5% commission)', tie: '8:1' };

export function validateBaccaratBets(input: unknown, limits: BetLimits): BetValidation<{ bets: BaccaratBet[] }> {
  if (!isObject(input) || !Array.isArray(input.bets) || input.bets.length === 0 || input.bets.length > 3)
    return { ok: false, errors: ['bets must be an array of 1–3 bets'] };
  const errors: string[] = [];
  const bets: BaccaratBet[] = [];
  const seen = new Set<string>();
  input.bets.forEach((raw, i) => {
    if (!isObject(raw) || !['player', 'banker', 'tie'].includes(raw.type as string))
      return void errors.push(`bets[${i}].type must be player, banker or tie`);
    if (seen.has(raw.type as string)) errors.push(`bets[${i}]: one bet per type`);
    seen.add(raw.type as string);
    for (const e of checkAmount(raw.amount, limits)) errors.push(`bets[${i}].${e}`);
    bets.push({ type: raw.type as BaccaratBetType, amount: raw.amount as number });
  });
  return errors.length ? { ok: false, errors } : { ok: true, bet: { bets } };
}
