import {
  checkAmount,
  DEFAULT_LIMITS,
  isObject,
  type BetLimits,
  type Engine,
  type GameDescription,
  type RoundState,
} from '../../engine/engine.ts';
import type { WaysSlotConfig } from './ways-config.ts';
import { drawWaysGrid, evaluateWays, type WaysWin } from './ways-eval.ts';
import { waysSlotRtp } from './ways-rtp.ts';

export interface WaysSlotBet {
  amount: number;
}

export interface WaysOutcome {
  grid: string[][];
  ways: number;
  wins: (WaysWin & { win: number })[];
  win: number;
  capped: boolean;
}

export interface WaysSlotState extends RoundState {
  bet: WaysSlotBet;
  outcome: WaysOutcome;
}

export function createWaysSlotEngine(
  config: WaysSlotConfig,
  options: { limits?: BetLimits } = {},
): Engine<WaysSlotBet, never, WaysSlotState, WaysOutcome> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  let description: GameDescription | undefined;
  const describe = (): GameDescription => {
    const exact = waysSlotRtp(config);
    return {
      id: config.id,
      name: config.name,
      kind: 'slot',
      rtp: {
        value: exact.total,
        method: 'exact',
        note: `exact by independence of reels, before rounding down to minor units and the ${config.maxWin}× cap`,
      },
      rules: [
        `${config.weights.length} reels; every spin each reel shows ${config.heights[0].height}–${config.heights[config.heights.length - 1].height} symbols; ways = product of the heights.`,
        `${config.wild} is wild on the reels where it appears and substitutes for every symbol.`,
        'A symbol pays when it lands on adjacent reels from the leftmost; win = pay × number of ways it forms.',
        `A round pays at most ${config.maxWin}× the bet.`,
      ],
      paytable: { payPerWayMillis: config.payMillis, symbolNames: config.symbolNames },
      maxWinMultiplier: config.maxWin,
      limits,
      extra: { averageWays: exact.averageWays, maxWays: config.heights[config.heights.length - 1].height ** config.weights.length },
    };
  };
  return {
    id: config.id,
    describe: () => (description ??= describe()),
    validateBet(input) {
      if (!isObject(input)) return { ok: false, errors: ['bet must be an object'] };
      const errors = checkAmount(input.amount, limits);
      return errors.length ? { ok: false, errors } : { ok: true, bet: { amount: input.amount as number } };
    },
    start(bet, rng) {
      const grid = drawWaysGrid(config, rng);
      const wins = evaluateWays(grid, config).map((w) => ({ ...w, win: Math.floor((bet.amount * w.payMillis) / 1000) }));
      const raw = Math.floor((bet.amount * wins.reduce((s, w) => s + w.payMillis, 0)) / 1000);
      const cap = config.maxWin * bet.amount;
      const win = Math.min(raw, cap);
      const outcome: WaysOutcome = { grid, ways: grid.reduce((p, c) => p * c.length, 1), wins, win, capped: raw > cap };
      return {
        state: { engineId: config.id, done: true, totalStake: bet.amount, totalWin: win, actions: [], bet, outcome },
        debit: bet.amount,
        credit: win,
        outcome,
      };
    },
    step() {
      throw new Error('a ways spin finishes in one call');
    },
    validateAction: () => ({ ok: false, errors: ['this game takes no actions'] }),
    publicView: (s) => s,
  };
}
