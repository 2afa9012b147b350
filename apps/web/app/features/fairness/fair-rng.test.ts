import { describe, expect, it } from 'vitest';
import {
  createBlackjackEngine, createCrashEngine, createDiceEngine, createMinesEngine, createScratchEngine, createVideoPokerEngine,
  dealBaccarat as engineBaccarat, hashServerSeed, ProvablyFairRng, SeededRng, spinWheel,
} from '@fortuna/game-math';
import { sha256Hex, withFairRng, type FairSeeds } from './fair-rng';
import { computeOutcome } from './outcomes';

const source = new SeededRng('fairness-browser');
const randomSeeds = (): FairSeeds => ({
  serverSeed: source.nextUint32().toString(16) + source.nextUint32().toString(36) + (source.int(3) === 0 ? 'ü€' : ''),
  clientSeed: source.int(5) === 0 ? '' : `c-${source.nextUint32().toString(36)}`,
  nonce: source.int(1_000_000),
});

describe('browser provably-fair stream (WebCrypto) = game-math ProvablyFairRng', () => {
  it('the README worked example', async () => {
    expect(await sha256Hex('server-seed-example')).toBe('7889f43678e2b8d762fbe714991b44d8b1a2eb46968a6294d77e493bace30375');
    expect(await withFairRng({ serverSeed: 'server-seed-example', clientSeed: 'player-seed', nonce: 42 }, (rng) => rng.int(37))).toBe(22);
  });

  it('1,000 random inputs: same uint32s, int(n), floats and shuffles', async () => {
    for (let i = 0; i < 1000; i++) {
      const seeds = randomSeeds();
      const n = 1 + source.int(i % 2 ? 0xffffffff : 60);
      const server = new ProvablyFairRng(seeds);
      const expected = { u: [server.nextUint32(), server.nextUint32(), server.nextUint32()], k: [server.int(n), server.int(37)], f: server.float(), s: server.shuffle([...Array(20).keys()]) };
      const got = await withFairRng(seeds, (rng) => ({ u: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32()], k: [rng.int(n), rng.int(37)], f: rng.float(), s: rng.shuffle([...Array(20).keys()]) }), 1);
      expect(got).toEqual(expected);
      if (i % 50 === 0) expect(await sha256Hex(seeds.serverSeed)).toBe(hashServerSeed(seeds.serverSeed));
    }
  });

  it('recomputes the engines’ outcomes (roulette, dice, crash, mines, scratch, blackjack, video poker, baccarat)', async () => {
    const dice = createDiceEngine();
    const crash = createCrashEngine();
    const mines = createMinesEngine();
    const scratch = createScratchEngine();
    const blackjack = createBlackjackEngine();
    const poker = createVideoPokerEngine();
    for (let i = 0; i < 60; i++) {
      const seeds = randomSeeds();
      const rng = () => new ProvablyFairRng(seeds);
      const fair = (game: Parameters<typeof computeOutcome>[0], opts = {}) => withFairRng(seeds, (r) => computeOutcome(game, r, opts));
      expect(await fair('roulette-european')).toMatchObject({ pocket: spinWheel(rng()) });
      expect(await fair('dice')).toEqual({ kind: 'dice', roll: (dice.start({ amount: 100, direction: 'under', target: 5000 }, rng()).outcome as { roll: number }).roll / 100 });
      const crashState = crash.start({ amount: 100, autoCashout: 200 }, rng()).state as { crashPoint: number };
      expect((await fair('crash')) as { crashPoint: number }).toMatchObject({ crashPoint: crashState.crashPoint });
      const minesState = mines.start({ amount: 100, mines: 5 }, rng()).state as { minePositions: number[] };
      expect(await fair('mines', { mines: 5 })).toMatchObject({ mines: minesState.minePositions });
      const bjState = blackjack.start({ amount: 100 }, rng()).state as { hands: { cards: number[] }[]; dealer: number[]; shoe: number[] };
      const bj = (await fair('blackjack', { show: 312 })) as { cards: number[] };
      expect(bj.cards.slice(0, 4)).toEqual([bjState.hands[0].cards[0], bjState.dealer[0], bjState.hands[0].cards[1], bjState.dealer[1]]);
      expect(bj.cards.slice(4)).toEqual(bjState.shoe.slice(0, 308));
      const vpState = poker.start({ amount: 100 }, rng()).state as { hand: number[]; deck: number[] };
      const vp = (await fair('jacks-or-better-9-6', { show: 52 })) as { cards: number[] };
      expect(vp.cards.slice(0, 5)).toEqual(vpState.hand);
      const card = scratch.start({ amount: 100 }, rng()).state.outcome;
      expect(await fair('scratch')).toEqual({ kind: 'scratch', cells: card.cells, prize: card.prize });
      expect(await fair('baccarat')).toEqual({ kind: 'baccarat', ...(({ natural: _n, ...rest }) => rest)(engineBaccarat(rng())) });
    }
  });
});
