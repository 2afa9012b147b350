import { describe, expect, it } from 'vitest';
import {
  createDefaultEngines,
  createDefaultKernel,
  createSlotEngine,
  createSlotKernel,
  crossCheckKernel,
  defaultSimulation,
  defaultSlotDefinitions,
  jackpotSlotConfig,
  KernelTotals,
  lineSlotConfig,
  RtpAccumulator,
  SeededRng,
  SimStream,
  simulateRtp,
  type SlotDefinition,
} from '../../index.ts';

/**
 * The kernels against the production engines, round by round on the same seeded stream. The
 * suite plays 100 000 rounds per engine; `KERNEL_CROSSCHECK_ROUNDS=1000000` (or
 * `npm run bench:rtp -- --cross-check`) runs the certification-size check.
 */
const ROUNDS = Number(process.env.KERNEL_CROSSCHECK_ROUNDS ?? 100_000);
const TIMEOUT = Math.max(60_000, ROUNDS * 2);

function check(definition: SlotDefinition, bet: { amount: number; buyBonus?: boolean }, seed: string, rounds: number) {
  const engine = createSlotEngine(definition);
  const kernel = createSlotKernel(definition, { bet });
  const report = crossCheckKernel(engine, kernel, bet, seed, rounds);
  expect(report.mismatches).toEqual([]);
  return report;
}

const byId = (id: string) => defaultSlotDefinitions().find((d) => d.config.id === id)!;

describe('simulation kernels = production engines, round by round', () => {
  it('line slot: base game, free spins and retriggers', { timeout: TIMEOUT }, () => {
    const report = check(byId('line-20-classic-96'), { amount: 2000 }, 'xc-line', ROUNDS);
    // ≈ 1 round in 300 triggers free spins; retriggers make some features longer than 20 spins
    expect(report.featureRounds).toBeGreaterThan(ROUNDS / 500);
    expect(report.maxExtraSteps).toBeGreaterThan(20);
  });

  it('line slot: bonus buy (every round is a free-spin feature)', { timeout: TIMEOUT }, () => {
    const report = check(byId('line-20-classic-96'), { amount: 2000, buyBonus: true }, 'xc-buy', Math.ceil(ROUNDS / 50));
    expect(report.featureRounds).toBeGreaterThan(0);
  });

  it('line slot: the win cap, on a game capped at 3× the bet', { timeout: TIMEOUT }, () => {
    const capped: SlotDefinition = { kind: 'line', config: { ...lineSlotConfig({ variant: 96 }), maxWin: 3 } };
    const report = check(capped, { amount: 20 }, 'xc-cap', Math.ceil(ROUNDS / 5));
    expect(report.cappedRounds).toBeGreaterThan(100);
    // a cap hit during free spins ends them
    expect(check(capped, { amount: 20, buyBonus: true }, 'xc-cap-buy', 2_000).cappedRounds).toBeGreaterThan(100);
  });

  it(
    'line slot: wilds paying from two, 25 lines, a scatter in the paytable (the kernel is not tied to one paytable)',
    { timeout: TIMEOUT },
    () => {
      const base = lineSlotConfig({ variant: 94, lines: 25 });
      const odd: SlotDefinition = {
        kind: 'line',
        config: {
          ...base,
          id: 'odd',
          pays: { ...base.pays, W: [0, 2, 50, 250, 1000], H1: [0, 1, 40, 150, 500], S: [0, 0, 9, 9, 9] },
          freeSpinAwards: [0, 0, 5, 10, 15, 20],
        },
      };
      check(odd, { amount: 25 }, 'xc-odd', Math.ceil(ROUNDS / 5));
    },
  );

  it('ways slot', { timeout: TIMEOUT }, () => {
    check(byId('ways-quest-96'), { amount: 2000 }, 'xc-ways', ROUNDS);
    const capped: SlotDefinition = { kind: 'ways', config: { ...byId('ways-quest-96').config, maxWin: 1 } as never };
    expect(check(capped, { amount: 1000 }, 'xc-ways-cap', Math.ceil(ROUNDS / 10)).cappedRounds).toBeGreaterThan(0);
  });

  it('cluster slot: cascades included', { timeout: TIMEOUT }, () => {
    const report = check(byId('cluster-candy-96'), { amount: 2000 }, 'xc-cluster', ROUNDS);
    expect(report.featureRounds).toBeGreaterThan(ROUNDS / 10);
    expect(report.maxExtraSteps).toBeGreaterThanOrEqual(4);
    const capped: SlotDefinition = { ...(byId('cluster-candy-96') as Extract<SlotDefinition, { kind: 'cluster' }>) };
    capped.config = { ...capped.config, maxWin: 1 };
    expect(check(capped, { amount: 100 }, 'xc-cluster-cap', Math.ceil(ROUNDS / 10)).cappedRounds).toBeGreaterThan(0);
  });

  it('jackpot slot: contribution on every paid spin and the jackpot draw after the reels', { timeout: TIMEOUT }, () => {
    check(byId('jackpot-pharaoh-97'), { amount: 2500 }, 'xc-jackpot', ROUNDS);
    const often: SlotDefinition = { kind: 'line', ...jackpotSlotConfig({ variant: 95, jackpot: { contribution: 0.01, oneIn: 100 } }) };
    expect(check(often, { amount: 2500 }, 'xc-jackpot-often', Math.ceil(ROUNDS / 10)).jackpotWins).toBeGreaterThan(0);
  });

  it('every slot of the catalogue has a kernel that agrees with its engine', { timeout: TIMEOUT }, () => {
    const engines = createDefaultEngines();
    for (const definition of defaultSlotDefinitions()) {
      const engine = engines[definition.config.id];
      const { bet } = defaultSimulation(engine);
      const report = crossCheckKernel(engine, createDefaultKernel(engine.id, { bet })!, bet, `xc-all-${engine.id}`, 2_000);
      expect(report.mismatches).toEqual([]);
    }
    expect(createDefaultKernel('roulette-european', { bet: { amount: 100 } })).toBeUndefined();
  });
});

describe('kernel totals', () => {
  it('give the same RTP as simulateRtp over the same seed, and a variance that merges like RtpAccumulator', () => {
    const engines = createDefaultEngines();
    for (const id of ['line-20-classic-96', 'jackpot-pharaoh-97']) {
      const engine = engines[id];
      const simulation = defaultSimulation(engine);
      const kernel = createDefaultKernel(id, { bet: simulation.bet, countJackpotContribution: simulation.includeJackpotContribution })!;
      const expected = simulateRtp({ engine, rng: new SeededRng('totals'), rounds: 20_000, ...simulation });
      const halves = [new KernelTotals(kernel.stake), new KernelTotals(kernel.stake)];
      const stream = new SimStream('totals');
      kernel.run(stream, 8_000, halves[0]);
      kernel.run(stream, 12_000, halves[1]);
      const merged = new RtpAccumulator().merge(halves[0].snapshot()).merge(halves[1].snapshot());
      expect(merged.totalWin).toBe(expected.totalWin);
      expect(merged.totalStake).toBe(expected.totalStake);
      expect(merged.hits).toBe(expected.hits);
      expect(merged.maxMultiplier).toBe(expected.maxMultiplier);
      expect(merged.stdDev).toBeCloseTo(expected.stdDev, 9);
      expect(merged.ci99).toBeCloseTo(expected.ci99, 9);
    }
  });
});
