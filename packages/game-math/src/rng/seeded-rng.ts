import { BaseRng } from './rng.ts';

/** splitmix32: expands one 32-bit seed into well-mixed state words. */
function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over UTF-16 code units: turns a string seed into a 32-bit number. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The four xoshiro128** state words for a seed (splitmix32 of the number, or of the FNV-1a hash
 * of the string). Shared with the simulation kernels' stream, so both draw the same numbers.
 */
export function xoshiroSeedState(seed: number | string): [number, number, number, number] {
  const mix = splitmix32(typeof seed === 'string' ? hashString(seed) : seed);
  const state: [number, number, number, number] = [mix(), mix(), mix(), mix()];
  if ((state[0] | state[1] | state[2] | state[3]) === 0) state[0] = 1;
  return state;
}

/**
 * xoshiro128** (Blackman & Vigna): fast, deterministic, NOT cryptographic. For tests and
 * simulations only; never for real-money outcomes.
 */
export class SeededRng extends BaseRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    super();
    [this.a, this.b, this.c, this.d] = xoshiroSeedState(seed);
  }

  /** The state words as unsigned integers (tests compare stream positions with them). */
  stateWords(): [number, number, number, number] {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
