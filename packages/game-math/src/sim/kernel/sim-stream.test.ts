import { describe, expect, it } from 'vitest';
import { acceptLimit, SeededRng, SimStream } from '../../index.ts';

describe("SimStream (the kernels' source)", () => {
  it.each([1, 42, 'seed', '1:line-20-classic-96:0'])('draws the same uint32 stream as SeededRng(%s)', (seed) => {
    const rng = new SeededRng(seed);
    const stream = new SimStream(seed);
    expect(stream.stateWords()).toEqual(rng.stateWords());
    for (let i = 0; i < 10_000; i++) expect(stream.next()).toBe(rng.nextUint32());
    expect(stream.stateWords()).toEqual(rng.stateWords());
  });

  it('below(n, acceptLimit(n)) maps the stream exactly like Rng.int(n), rejections included', () => {
    for (const n of [1, 2, 3, 6, 7, 37, 42, 45, 68, 250_000, 2 ** 31 + 1, 3_000_000_019, 2 ** 32]) {
      const rng = new SeededRng(`below-${n}`);
      const stream = new SimStream(`below-${n}`);
      const limit = acceptLimit(n);
      for (let i = 0; i < 2_000; i++) expect(stream.below(n, limit)).toBe(rng.int(n));
      expect(stream.stateWords()).toEqual(rng.stateWords());
    }
    // 3 000 000 019 rejects ≈ 30% of draws, so rejected draws were consumed identically above
    expect(() => acceptLimit(0)).toThrow(RangeError);
    expect(() => acceptLimit(2 ** 32 + 1)).toThrow(RangeError);
  });

  it('x − floor(x / n) · n equals x mod n at the edges of the uint32 range', () => {
    const xs = [0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 2, 2 ** 32 - 1];
    const ns = [1, 2, 3, 7, 41, 42, 45, 65_536, 65_537, 250_000, 2 ** 31 - 1, 2 ** 32 - 1, 2 ** 32];
    const rng = new SeededRng('edges');
    for (const n of ns) {
      const near = [n - 1, n, n + 1, 2 * n - 1, acceptLimit(n) - 1, acceptLimit(n) - n].filter((x) => x >= 0 && x < 2 ** 32);
      for (let i = 0; i < 200; i++) near.push(rng.nextUint32());
      for (const x of [...xs, ...near]) expect(x - Math.floor(x / n) * n).toBe(x % n);
    }
  });

  it('fill(…) draws what the same number of below(…) calls would, through the table', () => {
    const table = Uint8Array.from({ length: 42 }, (_, i) => (i * 7) % 11);
    const a = new SimStream('fill');
    const b = new SimStream('fill');
    const out = new Uint8Array(60);
    for (let round = 0; round < 500; round++) {
      const count = round % 50;
      a.fill(out, 5, count, 42, acceptLimit(42), table);
      for (let i = 0; i < count; i++) expect(out[5 + i]).toBe(table[b.below(42, acceptLimit(42))]);
    }
    expect(a.stateWords()).toEqual(b.stateWords());
  });

  it('belowEach(…) draws what below(…) would, one range per position', () => {
    const ns = Int32Array.from([39, 41, 2_000_000_011, 45, 1]);
    const limits = Float64Array.from(ns, (n) => acceptLimit(n));
    const a = new SimStream('each');
    const b = new SimStream('each');
    const out = new Int32Array(5);
    for (let round = 0; round < 2_000; round++) {
      a.belowEach(out, ns, limits, 5);
      for (let i = 0; i < 5; i++) expect(out[i]).toBe(b.below(ns[i], limits[i]));
    }
    expect(a.stateWords()).toEqual(b.stateWords());
  });
});
