/**
 * The one randomness interface every engine takes. Engines never call Math.random or crypto
 * themselves: the caller injects a source (CSPRNG in production, provably-fair for verifiable
 * rounds, seeded PRNG for tests and simulations).
 */
export interface Rng {
  /** A uniformly distributed integer in [0, 2^32). */
  nextUint32(): number;
  /** A uniformly distributed integer in [0, n), 1 <= n <= 2^32, without modulo bias. */
  int(n: number): number;
  /** A uniformly distributed float in [0, 1) with 53 bits of precision. */
  float(): number;
  /** Fisher–Yates shuffle in place (returns the same array). */
  shuffle<T>(items: T[]): T[];
}

const TWO_32 = 0x1_0000_0000;

/**
 * Unbiased mapping of a uint32 stream to [0, n): accept x only below the largest multiple of n
 * that fits in 2^32, then x mod n. Expected draws < 2 for any n.
 */
export function uniformInt(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n): n must be an integer in [1, 2^32], got ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/** 53-bit float from two uint32s: (a >>> 5) * 2^26 + (b >>> 6), divided by 2^53. */
export function uniformFloat(next: () => number): number {
  const a = next() >>> 5;
  const b = next() >>> 6;
  return (a * 67108864 + b) / 9007199254740992;
}

export function fisherYates<T>(rng: Pick<Rng, 'int'>, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

/** Base class: a source only has to provide nextUint32. */
export abstract class BaseRng implements Rng {
  abstract nextUint32(): number;
  int(n: number): number {
    return uniformInt(() => this.nextUint32(), n);
  }
  float(): number {
    return uniformFloat(() => this.nextUint32());
  }
  shuffle<T>(items: T[]): T[] {
    return fisherYates(this, items);
  }
}
