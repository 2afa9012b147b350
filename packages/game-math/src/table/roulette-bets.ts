/** European single-zero roulette layout and bet definitions. */

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'sixLine'
  | 'trio'
  | 'firstFour'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

/** Payout "to 1" by bet type (the stake is returned on top). */
export const ROULETTE_PAYS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  firstFour: 8,
  sixLine: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export interface RouletteBet {
  type: RouletteBetType;
  /** Numbers covered, for inside bets; `dozen`/`column` use index 1..3; outside bets omit it. */
  numbers?: number[];
  amount: number;
}

/** Table position: number n (1..36) sits in row ceil(n/3), column ((n-1) % 3) + 1. */
const rowOf = (n: number) => Math.ceil(n / 3);
const colOf = (n: number) => ((n - 1) % 3) + 1;

function sorted(ns: number[]): number[] {
  return [...ns].sort((a, b) => a - b);
}

function sameSet(a: number[], b: number[]): boolean {
  const x = sorted(a);
  const y = sorted(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** Returns the numbers a bet covers, or an error message if the bet is not a legal placement. */
export function coveredNumbers(bet: { type: RouletteBetType; numbers?: number[] }): number[] | string {
  const ns = bet.numbers ?? [];
  const inRange = ns.every((n) => Number.isInteger(n) && n >= 0 && n <= 36);
  const unique = new Set(ns).size === ns.length;
  const need = (k: number) => (ns.length === k && inRange && unique ? null : `${bet.type} needs ${k} distinct numbers in 0..36`);
  switch (bet.type) {
    case 'straight':
      return need(1) ?? ns;
    case 'split': {
      const e = need(2);
      if (e) return e;
      const [a, b] = sorted(ns);
      const ok = a === 0 ? b <= 3 : b - a === 3 || (b - a === 1 && rowOf(a) === rowOf(b));
      return ok ? ns : 'split numbers must be adjacent on the layout';
    }
    case 'street': {
      const e = need(3);
      if (e) return e;
      const [a] = sorted(ns);
      return a >= 1 && colOf(a) === 1 && sameSet(ns, [a, a + 1, a + 2]) ? ns : 'street must be one row of three';
    }
    case 'trio': {
      const e = need(3);
      if (e) return e;
      return sameSet(ns, [0, 1, 2]) || sameSet(ns, [0, 2, 3]) ? ns : 'trio must be 0-1-2 or 0-2-3';
    }
    case 'corner': {
      const e = need(4);
      if (e) return e;
      const [a] = sorted(ns);
      return a >= 1 && colOf(a) !== 3 && a <= 32 && sameSet(ns, [a, a + 1, a + 3, a + 4]) ? ns : 'corner must be a 2×2 block';
    }
    case 'firstFour': {
      const e = need(4);
      if (e) return e;
      return sameSet(ns, [0, 1, 2, 3]) ? ns : 'first four is 0-1-2-3';
    }
    case 'sixLine': {
      const e = need(6);
      if (e) return e;
      const [a] = sorted(ns);
      return a >= 1 && colOf(a) === 1 && a <= 31 && sameSet(ns, [a, a + 1, a + 2, a + 3, a + 4, a + 5])
        ? ns
        : 'six line must be two adjacent rows';
    }
    case 'dozen':
    case 'column': {
      if (ns.length !== 1 || ![1, 2, 3].includes(ns[0])) return `${bet.type} needs numbers: [1|2|3]`;
      const k = ns[0];
      return range1to36().filter((n) => (bet.type === 'dozen' ? Math.ceil(n / 12) === k : colOf(n) === k));
    }
    case 'red':
      return noNumbers(ns) ?? [...RED_NUMBERS];
    case 'black':
      return noNumbers(ns) ?? range1to36().filter((n) => !RED_NUMBERS.includes(n));
    case 'odd':
      return noNumbers(ns) ?? range1to36().filter((n) => n % 2 === 1);
    case 'even':
      return noNumbers(ns) ?? range1to36().filter((n) => n % 2 === 0);
    case 'low':
      return noNumbers(ns) ?? range1to36().filter((n) => n <= 18);
    case 'high':
      return noNumbers(ns) ?? range1to36().filter((n) => n >= 19);
    default:
      return `unknown bet type`;
  }
}

function noNumbers(ns: number[]): string | null {
  return ns.length === 0 ? null : 'outside bets take no numbers';
}

function range1to36(): number[] {
  return Array.from({ length: 36 }, (_, i) => i + 1);
}

export function colourOf(n: number): 'green' | 'red' | 'black' {
  if (n === 0) return 'green';
  return RED_NUMBERS.includes(n) ? 'red' : 'black';
}
