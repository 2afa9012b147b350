import { createHmac, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CryptoRng, hashServerSeed, newServerSeed, ProvablyFairRng, SeededRng, uniformInt, verifyServerSeed, type Rng } from '../index.ts';

/** Pearson chi-square of `draws` samples of rng.int(n); returns the statistic. */
function chiSquare(rng: Rng, n: number, draws: number): number {
  const counts = new Array(n).fill(0);
  for (let i = 0; i < draws; i++) counts[rng.int(n)]++;
  const expected = draws / n;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

// 99.9% critical values of chi-square for df = n − 1
const CRITICAL_999: Record<number, number> = { 6: 22.458, 36: 67.985, 51: 86.661, 99: 148.23 };

describe('range mapping', () => {
  it.each([
    ['seeded', () => new SeededRng(42)],
    ['provably fair', () => new ProvablyFairRng({ serverSeed: 's', clientSeed: 'c', nonce: 1 })],
    ['crypto', () => new CryptoRng()],
  ])(
    '%s source passes chi-square for n = 7, 37, 52, 100',
    (_name, make) => {
      for (const n of [7, 37, 52, 100]) {
        const stat = chiSquare(make(), n, 50_000);
        expect(stat).toBeLessThan(CRITICAL_999[n - 1]);
      }
    },
    30_000,
  );

  it('rejects the biased tail: values at or above the last multiple of n are redrawn', () => {
    const n = 3;
    const limit = 2 ** 32 - (2 ** 32 % n); // 4294967295 is the only rejected value
    const stream = [limit, limit - 1, 5];
    let i = 0;
    expect(uniformInt(() => stream[i++], n)).toBe((limit - 1) % n);
    expect(i).toBe(2);
  });

  it('is exactly uniform over a full cycle of the input when n divides 2^32', () => {
    let x = 2 ** 32 - 2048; // wraps around: no value is rejected when n divides 2^32
    const counts = [0, 0, 0, 0];
    for (let k = 0; k < 4096; k++) counts[uniformInt(() => x++ % 2 ** 32, 4)]++;
    expect(counts).toEqual([1024, 1024, 1024, 1024]);
  });

  it('refuses bad ranges', () => {
    const rng = new SeededRng(1);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(() => rng.int(2 ** 32 + 1)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
  });

  it('float is in [0, 1) with mean ≈ 0.5; shuffle is a permutation', () => {
    const rng = new SeededRng('f');
    let sum = 0;
    let min = 1;
    let max = 0;
    for (let i = 0; i < 20_000; i++) {
      const f = rng.float();
      min = Math.min(min, f);
      max = Math.max(max, f);
      sum += f;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(Math.abs(sum / 20_000 - 0.5)).toBeLessThan(0.01);
    const deck = rng.shuffle(Array.from({ length: 52 }, (_, i) => i));
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });
});

describe('seeded PRNG', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = new SeededRng(7);
    const b = new SeededRng(7);
    const c = new SeededRng(8);
    const xs = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(xs);
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
  });
});

describe('provably fair source', () => {
  const seeds = { serverSeed: 'server-seed-example', clientSeed: 'player-seed', nonce: 42 };

  it('reads big-endian uint32s from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)', () => {
    const rng = new ProvablyFairRng(seeds);
    const block0 = createHmac('sha256', seeds.serverSeed).update('player-seed:42:0').digest();
    const block1 = createHmac('sha256', seeds.serverSeed).update('player-seed:42:1').digest();
    const expected = [...Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)), block1.readUInt32BE(0)];
    expect(Array.from({ length: 9 }, () => rng.nextUint32())).toEqual(expected);
    expect(rng.consumed).toBe(9);
  });

  it('resumes the stream after `skip` values (later steps of a round continue where the last one stopped)', () => {
    const whole = new ProvablyFairRng(seeds);
    const stream = Array.from({ length: 40 }, () => whole.nextUint32());
    for (const skip of [0, 1, 7, 8, 9, 16, 23]) {
      const resumed = new ProvablyFairRng(seeds, { skip });
      expect(Array.from({ length: 40 - skip }, () => resumed.nextUint32())).toEqual(stream.slice(skip));
      expect(resumed.consumed).toBe(40);
    }
    expect(() => new ProvablyFairRng(seeds, { skip: -1 })).toThrow(RangeError);
  });

  it('matches the worked example in the README', () => {
    const rng = new ProvablyFairRng(seeds);
    // first uint32 0xe562f237 = 3848466999 < 4294967289 (the last multiple of 37), 3848466999 mod 37 = 22
    expect(rng.int(37)).toBe(22);
    expect(hashServerSeed(seeds.serverSeed)).toBe('7889f43678e2b8d762fbe714991b44d8b1a2eb46968a6294d77e493bace30375');
    expect(hashServerSeed(seeds.serverSeed)).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
  });

  it('commits to the server seed', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyServerSeed(seed, hashServerSeed(seed))).toBe(true);
    expect(verifyServerSeed(seed, hashServerSeed(seed + 'x'))).toBe(false);
  });

  it('rejects a negative nonce and an empty server seed', () => {
    expect(() => new ProvablyFairRng({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => new ProvablyFairRng({ ...seeds, serverSeed: '' })).toThrow(RangeError);
  });
});
