import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SLOT_VARIANTS,
  createCatalogueSlot,
  FAIR_GAMES,
  hashServerSeed,
  hashServerSeedPortable,
  isCatalogueSlotEngine,
  PortableFairRng,
  ProvablyFairRng,
  recomputeRound,
  type FairRoundParams,
  type FairSeeds,
} from '../index.ts';

/**
 * The browser path (PortableFairRng on @noble/hashes, through src/browser.ts) against the server path
 * (ProvablyFairRng on node:crypto): the same stream, and every engine recomputes the same round.
 */
const seedsArb = fc.record({
  serverSeed: fc.string({ minLength: 1, maxLength: 80, unit: 'binary' }),
  clientSeed: fc.string({ maxLength: 64, unit: 'binary' }),
  nonce: fc.nat({ max: 10_000_000 }),
});

describe('PortableFairRng = ProvablyFairRng', () => {
  it('the README worked example', () => {
    const rng = new PortableFairRng({ serverSeed: 'server-seed-example', clientSeed: 'player-seed', nonce: 42 });
    expect(rng.int(37)).toBe(22);
    expect(hashServerSeedPortable('server-seed-example')).toBe('7889f43678e2b8d762fbe714991b44d8b1a2eb46968a6294d77e493bace30375');
  });

  it('1,000 random seeds (unicode included): same uint32s, int(n), floats, shuffles, hashes and resumed streams', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 1, max: 0xffffffff }), fc.nat({ max: 30 }), (seeds: FairSeeds, n, skip) => {
        const node = new ProvablyFairRng(seeds);
        const portable = new PortableFairRng(seeds);
        const draw = (rng: ProvablyFairRng | PortableFairRng) => ({
          u: Array.from({ length: 11 }, () => rng.nextUint32()),
          k: [rng.int(n), rng.int(37), rng.int(2 ** 32)],
          f: rng.float(),
          s: rng.shuffle([...Array(30).keys()]),
          consumed: rng.consumed,
        });
        expect(draw(portable)).toEqual(draw(node));
        expect(hashServerSeedPortable(seeds.serverSeed)).toBe(hashServerSeed(seeds.serverSeed));
        const resumed = new PortableFairRng(seeds, { skip });
        const whole = new ProvablyFairRng(seeds, { skip });
        expect(Array.from({ length: 12 }, () => resumed.nextUint32())).toEqual(Array.from({ length: 12 }, () => whole.nextUint32()));
      }),
      { numRuns: 1000, seed: 20_261_123 },
    );
  }, 60_000);

  it('refuses what the server refuses', () => {
    expect(() => new PortableFairRng({ serverSeed: '', clientSeed: 'c', nonce: 0 })).toThrow(RangeError);
    expect(() => new PortableFairRng({ serverSeed: 's', clientSeed: 'c', nonce: -1 })).toThrow(RangeError);
    expect(() => new PortableFairRng({ serverSeed: 's', clientSeed: 'c', nonce: 0 }, { skip: 1.5 })).toThrow(RangeError);
  });
});

describe('recomputeRound: the same round on both paths, for every game', () => {
  const paramsFor = (game: string, i: number): FairRoundParams => {
    if (!isCatalogueSlotEngine(game)) return game === 'mines' ? { bet: { amount: 100, mines: 1 + (i % 24) } } : {};
    const variants = CATALOGUE_SLOT_VARIANTS[game];
    // every third line-slot round is a bought feature: its free spins continue the stream
    return {
      variant: variants[i % variants.length],
      theme: 'pharaoh',
      bet: { amount: 100, buyBonus: game === 'line-slot' && i % 3 === 0 },
    };
  };

  it.each([...FAIR_GAMES])(
    '%s',
    (game) => {
      fc.assert(
        fc.property(seedsArb, fc.nat({ max: 1000 }), (seeds, i) => {
          const params = paramsFor(game, i);
          expect(recomputeRound(game, new PortableFairRng(seeds), params)).toEqual(
            recomputeRound(game, new ProvablyFairRng(seeds), params),
          );
        }),
        { numRuns: isCatalogueSlotEngine(game) ? 40 : 100, seed: 15 },
      );
    },
    60_000,
  );

  it('a slot round is the engine played from one stream: start, then every free spin from where the last call stopped', () => {
    const seeds = { serverSeed: 'slot-parity', clientSeed: 'bought', nonce: 7 };
    const engine = createCatalogueSlot('line-slot', '96', 'classic')!;
    const node = new ProvablyFairRng(seeds);
    let result = engine.start({ amount: 100, buyBonus: true }, node);
    const spins = [result.outcome];
    let consumed = node.consumed;
    while (!result.state.done) {
      // the server resumes each free spin from the stored position (rgs_fair_rounds.consumed)
      const resumed = new ProvablyFairRng(seeds, { skip: consumed });
      result = engine.step(result.state, { type: 'spin' }, resumed);
      consumed = resumed.consumed;
      spins.push(result.outcome);
    }
    const recomputed = recomputeRound('line-slot', new PortableFairRng(seeds), { variant: '96', bet: { amount: 100, buyBonus: true } });
    if (recomputed.kind !== 'slot') throw new Error('not a slot');
    expect(recomputed.spins.map((s) => s.outcome)).toEqual(spins);
    expect(recomputed.spins.length).toBeGreaterThanOrEqual(10);
    expect(recomputed.win).toBe(result.state.totalWin);
    expect(recomputed.stake).toBe(100 * 100);
  });

  it('a slot round never reads as another game, and a bad bet is refused', () => {
    const rng = () => new PortableFairRng({ serverSeed: 's', clientSeed: 'c', nonce: 1 });
    expect(recomputeRound('ways-slot', rng(), {}).kind).toBe('slot');
    expect(() => recomputeRound('line-slot', rng(), { bet: { amount: 7 } })).toThrow(/multiple of 20/);
    expect(() => recomputeRound('mines', rng(), { bet: { amount: 100, mines: 25 } })).toThrow();
  });
});

describe('src/browser.ts imports nothing from node', () => {
  it('no module reachable from the browser entry imports node:* (or a package other than @noble/hashes)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)) {
        if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
        else if (!spec.startsWith('@noble/hashes/')) offenders.push(`${path.relative(root, file)} -> ${spec}`);
      }
    };
    visit(path.join(root, 'browser.ts'));
    expect(seen.size).toBeGreaterThan(30);
    expect(offenders).toEqual([]);
  });
});
