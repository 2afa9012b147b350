import type { Rng } from '../../rng/rng.ts';
import {
  checkAmount,
  DEFAULT_LIMITS,
  isObject,
  type BetLimits,
  type Engine,
  type GameDescription,
  type RoundState,
  type RtpInfo,
  type StepResult,
} from '../../engine/engine.ts';
import type { LineSlotConfig } from './line-config.ts';
import { countScatters, evaluateLines, windowAt } from './line-eval.ts';
import { lineSlotRtp } from './line-rtp.ts';

export interface LineSlotBet {
  /** Total bet in minor units; a multiple of the number of paylines. */
  amount: number;
  /** Pay `bonusBuy.price` × amount to start the free-spin feature directly. */
  buyBonus?: boolean;
}

export type LineSlotAction = { type: 'spin' };

export interface LineSpinOutcome {
  mode: 'base' | 'free';
  stops: number[];
  window: string[][];
  lineWins: { line: number; symbol: string; count: number; win: number }[];
  scatters: number;
  scatterWin: number;
  freeSpinsAwarded: number;
  /** Credit of this spin (multiplier and cap applied). */
  win: number;
  freeSpinsLeft: number;
  capped: boolean;
  jackpotWon?: boolean;
}

export interface LineSlotState extends RoundState {
  bet: LineSlotBet;
  lineBet: number;
  freeSpinsLeft: number;
  freeSpinsPlayed: number;
  featureWin: number;
  capped: boolean;
  lastSpin: LineSpinOutcome | null;
}

export interface JackpotOptions {
  /** Share of each paid stake that feeds the pool (0.01 = 1%). */
  contribution: number;
  /** A paid spin wins the pool with probability 1 / oneIn. */
  oneIn: number;
}

/** One spin on the given reels; money in minor units before the cap. */
export function spinLine(config: LineSlotConfig, reels: string[][], rng: Rng, lineBet: number, totalBet: number, multiplier: number) {
  const stops = reels.map((strip) => rng.int(strip.length));
  const window = windowAt(reels, stops, config.rows);
  const lineWins = evaluateLines(window, config).map((w) => ({
    line: w.line,
    symbol: w.symbol,
    count: w.count,
    win: w.pay * lineBet * multiplier,
  }));
  const scatters = countScatters(window, config.scatter);
  const scatterWin = (config.scatterPays[Math.min(scatters, config.scatterPays.length - 1)] ?? 0) * totalBet * multiplier;
  const freeSpinsAwarded = config.freeSpinAwards[Math.min(scatters, config.freeSpinAwards.length - 1)] ?? 0;
  const win = lineWins.reduce((s, w) => s + w.win, 0) + scatterWin;
  return { stops, window, lineWins, scatters, scatterWin, freeSpinsAwarded, win };
}

export function createLineSlotEngine(
  config: LineSlotConfig,
  options: { limits?: BetLimits; jackpot?: JackpotOptions; rtp?: RtpInfo } = {},
): Engine<LineSlotBet, LineSlotAction, LineSlotState, LineSpinOutcome> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const lines = config.paylines.length;
  const freeReels = config.freeSpinReels ?? config.reels;
  const jackpot = options.jackpot;
  const buy = jackpot ? undefined : config.bonusBuy;

  const play = (state: LineSlotState, mode: 'base' | 'free', rng: Rng, debit: number): StepResult<LineSlotState, LineSpinOutcome> => {
    const amount = state.bet.amount;
    const spin = spinLine(
      config,
      mode === 'base' ? config.reels : freeReels,
      rng,
      state.lineBet,
      amount,
      mode === 'base' ? 1 : config.freeSpinMultiplier,
    );
    let jackpotWon: boolean | undefined;
    let jackpotContribution: number | undefined;
    if (jackpot && mode === 'base') {
      jackpotContribution = Math.floor(debit * jackpot.contribution);
      jackpotWon = rng.int(jackpot.oneIn) === 0;
    }
    const room = config.maxWin * amount - state.totalWin;
    const credit = Math.min(spin.win, room);
    const capped = spin.win >= room;
    const freeSpinsLeft = capped ? 0 : state.freeSpinsLeft - (mode === 'free' ? 1 : 0) + spin.freeSpinsAwarded;
    const outcome: LineSpinOutcome = {
      mode,
      ...spin,
      win: credit,
      freeSpinsLeft,
      capped,
      ...(jackpotWon !== undefined ? { jackpotWon } : {}),
    };
    const next: LineSlotState = {
      ...state,
      totalWin: state.totalWin + credit,
      freeSpinsLeft,
      freeSpinsPlayed: state.freeSpinsPlayed + (mode === 'free' ? 1 : 0),
      featureWin: state.featureWin + (mode === 'free' ? credit : 0),
      capped,
      done: freeSpinsLeft === 0,
      actions: freeSpinsLeft === 0 ? [] : ['spin'],
      lastSpin: outcome,
    };
    return { state: next, debit, credit, outcome, ...(jackpot && mode === 'base' ? { jackpotContribution, jackpotWon } : {}) };
  };

  let description: GameDescription | undefined;
  const describe = (): GameDescription => {
    const exact = lineSlotRtp(config);
    const jackpotShare = jackpot?.contribution ?? 0;
    return {
      id: config.id,
      name: config.name,
      kind: 'slot',
      rtp: options.rtp ?? {
        value: exact.total + jackpotShare,
        method: 'exact',
        variants: {
          baseGame: exact.lineRtp + exact.scatterRtp,
          freeSpins: exact.featureRtp,
          ...(buy ? { bonusBuy: exact.bonusBuy! } : {}),
          ...(jackpot ? { jackpotContribution: jackpotShare } : {}),
        },
        note: `exact by reel-strip counting, before the ${config.maxWin}× win cap`,
      },
      rules: [
        `5 reels × ${config.rows} rows, ${lines} paylines, wins pay left to right; total bet = ${lines} × line bet.`,
        `${config.wild} is wild and substitutes for every symbol except ${config.scatter}.`,
        `${config.scatter} pays anywhere: 3/4/5 pay ${config.scatterPays.slice(3).join('/')}× total bet and award ${config.freeSpinAwards.slice(3).join('/')} free spins (retriggerable).`,
        `Free-spin wins are multiplied by ${config.freeSpinMultiplier}.`,
        ...(buy ? [`Bonus buy: ${buy.price}× total bet starts ${buy.spins} free spins.`] : []),
        ...(jackpot
          ? [
              `${jackpot.contribution * 100}% of each paid bet feeds the progressive jackpot; every paid spin wins it with probability 1 in ${jackpot.oneIn}.`,
            ]
          : []),
        `A round pays at most ${config.maxWin}× the total bet.`,
      ],
      paytable: {
        lines: config.pays,
        scatter: config.scatterPays,
        freeSpins: config.freeSpinAwards,
        paylines: config.paylines,
        symbolNames: config.symbolNames,
      },
      maxWinMultiplier: config.maxWin,
      limits,
      extra: { reels: config.reels.length, rows: config.rows, bonusBuy: buy ?? null },
    };
  };

  return {
    id: config.id,
    /** Computed once (the exact RTP takes a moment). */
    describe: () => (description ??= describe()),
    validateBet(input) {
      if (!isObject(input)) return { ok: false, errors: ['bet must be an object'] };
      const errors = checkAmount(input.amount, limits, lines);
      if (input.buyBonus !== undefined && typeof input.buyBonus !== 'boolean') errors.push('buyBonus must be a boolean');
      if (input.buyBonus && !buy) errors.push('this game has no bonus buy');
      if (errors.length) return { ok: false, errors };
      return { ok: true, bet: { amount: input.amount as number, ...(input.buyBonus ? { buyBonus: true } : {}) } };
    },
    start(bet, rng) {
      const bought = !!(bet.buyBonus && buy);
      const stake = bought ? buy!.price * bet.amount : bet.amount;
      const state: LineSlotState = {
        engineId: config.id,
        done: false,
        totalStake: stake,
        totalWin: 0,
        actions: ['spin'],
        bet,
        lineBet: bet.amount / lines,
        freeSpinsLeft: 0,
        freeSpinsPlayed: 0,
        featureWin: 0,
        capped: false,
        lastSpin: null,
      };
      if (bought) {
        // the feature starts with its first free spin
        return play({ ...state, freeSpinsLeft: buy!.spins }, 'free', rng, stake);
      }
      return play(state, 'base', rng, stake);
    },
    step(state, _action, rng) {
      if (state.done || state.freeSpinsLeft <= 0) throw new Error('no free spins left');
      return play(state, 'free', rng, 0);
    },
    validateAction(state, input) {
      if (state.done || state.freeSpinsLeft <= 0) return { ok: false, errors: ['round is over'] };
      if (!isObject(input) || input.type !== 'spin') return { ok: false, errors: ['action must be spin'] };
      return { ok: true, action: { type: 'spin' } };
    },
    publicView: (state) => state,
  };
}
