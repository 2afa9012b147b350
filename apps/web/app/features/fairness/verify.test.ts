import { describe, expect, it } from 'vitest';
import { createCatalogueSlot, hashServerSeed, ProvablyFairRng } from '@fortuna/game-math';
import { fairnessHref } from './links';
import { verifyRound, type VerifyForm } from './verify';

const seeds = { serverSeed: 'verify-page-seed', clientSeed: 'player-7', nonce: 3 };
const form = (over: Partial<VerifyForm>): VerifyForm => ({
  game: 'roulette-european',
  serverSeed: seeds.serverSeed,
  hash: hashServerSeed(seeds.serverSeed),
  clientSeed: seeds.clientSeed,
  nonce: String(seeds.nonce),
  variant: '',
  theme: '',
  bet: '',
  buy: false,
  mines: '',
  ...over,
});

/** What the page reads back from a history link (the same parsing FairnessPage does). */
function formFromLink(link: string): VerifyForm {
  const q = new URL(link, 'http://x').searchParams;
  return form({
    game: q.get('game') ?? '',
    serverSeed: q.get('serverSeed') ?? '',
    hash: q.get('hash') ?? '',
    clientSeed: q.get('clientSeed') ?? '',
    nonce: q.get('nonce') ?? '0',
    variant: q.get('variant') ?? '',
    theme: q.get('theme') ?? '',
    bet: q.get('bet') ?? '',
    buy: q.get('buy') === '1',
    mines: q.get('mines') ?? '',
  });
}

describe('the /fairness verifier', () => {
  it('recomputes a bought line-slot feature from a history link: the engine played from one stream, spin by spin', () => {
    const link = fairnessHref(
      {
        game: 'line-slot',
        ...seeds,
        serverSeedHash: hashServerSeed(seeds.serverSeed),
        variant: '97',
        theme: 'egypt',
        bet: { amount: 200, buyBonus: true },
      },
      'de',
    );
    expect(link).toMatch(/^\/de\/fairness\?/);
    const result = verifyRound(formFromLink(link));
    if (result.status !== 'ok' || result.outcome?.kind !== 'slot') throw new Error(JSON.stringify(result));
    expect(result.matches).toBe(true);

    // the server's way: one ProvablyFairRng (node:crypto) through start and every free spin
    const engine = createCatalogueSlot('line-slot', '97', 'egypt')!;
    const rng = new ProvablyFairRng(seeds);
    let step = engine.start({ amount: 200, buyBonus: true }, rng);
    const outcomes = [step.outcome];
    while (!step.state.done) outcomes.push((step = engine.step(step.state, { type: 'spin' }, rng)).outcome);
    expect(result.outcome.spins.map((s) => s.outcome)).toEqual(outcomes);
    expect(result.outcome.win).toBe(step.state.totalWin);
    expect(result.outcome.stake).toBe(200 * 100);
  });

  it('refuses a game it does not know instead of showing another game’s outcome', () => {
    expect(verifyRound(form({ game: 'line-slot-2' }))).toEqual({ status: 'error', error: 'game' });
    expect(verifyRound(form({ game: '' }))).toEqual({ status: 'error', error: 'game' });
  });

  it('shows no outcome for a seed that does not match the commitment, and checks the inputs', () => {
    expect(verifyRound(form({ hash: hashServerSeed('another seed') }))).toMatchObject({ status: 'ok', matches: false, outcome: null });
    expect(verifyRound(form({ nonce: '-1' }))).toEqual({ status: 'error', error: 'nonce' });
    expect(verifyRound(form({ serverSeed: '' }))).toEqual({ status: 'error', error: 'serverSeed' });
    expect(verifyRound(form({ game: 'line-slot', bet: '7' }))).toMatchObject({ status: 'error', error: 'bet' });
    expect(verifyRound(form({ game: 'mines', mines: '30' }))).toMatchObject({ status: 'error', error: 'bet' });
  });

  it('every slot engine gives a slot round; roulette gives a pocket', () => {
    for (const game of ['line-slot', 'ways-slot', 'cluster-slot', 'jackpot-slot']) {
      const result = verifyRound(form({ game, bet: '100' }));
      expect(result.status === 'ok' && result.outcome?.kind).toBe('slot');
    }
    const roulette = verifyRound(form({}));
    expect(roulette.status === 'ok' && roulette.outcome).toMatchObject({ kind: 'roulette' });
  });
});
