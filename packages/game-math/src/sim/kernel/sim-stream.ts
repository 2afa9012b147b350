import { xoshiroSeedState } from '../../rng/seeded-rng.ts';

const TWO_32 = 0x1_0000_0000;

/** Largest multiple of n below 2^32: `SimStream.below` accepts a draw only under it (no modulo bias). */
export function acceptLimit(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`range must be an integer in [1, 2^32], got ${n}`);
  return TWO_32 - (TWO_32 % n);
}

/**
 * The seeded source of the simulation kernels: the same xoshiro128** stream as `SeededRng` for
 * the same seed, and `below(n, acceptLimit(n))` maps it to [0, n) exactly like `Rng.int(n)`
 * (draw, redraw at or above the limit, then mod n), so a kernel and an engine fed the same seed
 * consume the same numbers. The state lives in a typed array and the range's limit is computed
 * once by the caller: nothing is allocated per draw.
 */
export class SimStream {
  private readonly s = new Int32Array(4);

  constructor(seed: number | string) {
    this.s.set(xoshiroSeedState(seed));
  }

  /** The next uint32 of the stream. */
  next(): number {
    const s = this.s;
    const a = s[0];
    const b = s[1];
    const c = s[2] ^ a;
    const d = s[3] ^ b;
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    s[0] = a ^ d;
    s[1] = b ^ c;
    s[2] = c ^ (b << 9);
    s[3] = rotl(d, 11);
    return result;
  }

  /**
   * A uniform integer in [0, n); `limit` must be `acceptLimit(n)`. Returns `x mod n`, written
   * as `x − floor(x / n) · n`: V8 compiles `%` on a uint32 into a slow floating-point remainder,
   * and for integers below 2^53 the rounded quotient can never reach the next integer (its
   * rounding error is below 1/n), so the floor is exact. Tested against `%`.
   */
  below(n: number, limit: number): number {
    for (;;) {
      const x = this.next();
      if (x < limit) return x - Math.floor(x / n) * n;
    }
  }

  /**
   * `count` draws of `below(n, limit)` mapped through `table`, written to `out[start..]`: the same
   * numbers as that many `below` calls, with the state kept in locals for the whole run. For
   * ranges below 2^31 (symbol weights), so that n can be handled as an int32.
   */
  fill(out: Uint8Array, start: number, count: number, n: number, limit: number, table: Uint8Array): void {
    if (!(n >= 1 && n < 0x8000_0000)) throw new RangeError('fill: the range must be in [1, 2^31)');
    const range = n | 0;
    const accept = +limit;
    const end = start + count;
    const s = this.s;
    let a = s[0];
    let b = s[1];
    let c = s[2];
    let d = s[3];
    for (let at = start; at < end;) {
      const x = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d, 11);
      if (x < accept) out[at++] = table[x - Math.floor(x / range) * range];
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
  }

  /** `out[i] = below(ns[i], limits[i])` for i < count, in order (a line slot's reel stops; ranges below 2^31), with the state kept in locals. */
  belowEach(out: Int32Array, ns: Int32Array, limits: Float64Array, count: number): void {
    const s = this.s;
    let a = s[0];
    let b = s[1];
    let c = s[2];
    let d = s[3];
    for (let i = 0; i < count;) {
      const x = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d, 11);
      if (x < limits[i]) {
        const n = ns[i];
        out[i++] = x - Math.floor(x / n) * n;
      }
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
  }

  /** The state words as unsigned integers (compare with `SeededRng.stateWords()`). */
  stateWords(): [number, number, number, number] {
    const s = this.s;
    return [s[0] >>> 0, s[1] >>> 0, s[2] >>> 0, s[3] >>> 0];
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
