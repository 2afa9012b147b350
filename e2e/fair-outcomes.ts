import { createHmac } from 'node:crypto';
import {
  allowedActions,
  BLACKJACK_DOCUMENTED_RTP,
  createBlackjackEngine,
  createScratchEngine,
  drawCrashPoint,
  handValue,
  ProvablyFairRng,
  spinWheel,
  type BlackjackActionType,
  type BlackjackState,
} from '@fortuna/game-math';
import { E2E_SERVER_SEED } from './support';

/**
 * Client seeds whose first round (nonce 0) under the e2e server seed gives the outcome a test needs,
 * computed with the engines themselves, so the browser plays a known round rather than waiting for one.
 */
const rngOf = (clientSeed: string) => new ProvablyFairRng({ serverSeed: E2E_SERVER_SEED, clientSeed, nonce: 0 });

/** A client seed whose first roulette spin lands on `pocket`. */
export function rouletteSeedFor(pocket: number, prefix = 'e2e-roulette'): string {
  for (let i = 0; i < 10_000; i++) {
    const clientSeed = `${prefix}-${i}`;
    if (spinWheel(rngOf(clientSeed)) === pocket) return clientSeed;
  }
  throw new Error(`no client seed lands on ${pocket}`);
}

export interface BlackjackScript {
  clientSeed: string;
  /** the actions the test clicks, in order */
  actions: BlackjackActionType[];
  /** total paid back for a stake of `amount` */
  win: number;
  hands: { total: number; doubled: boolean; result: string }[];
}

/**
 * A client seed whose first deal is a splittable pair (not aces, dealer shows no ace), after which the
 * first split hand totals 10 or 11 and is doubled, and the second hand stands.
 */
export function blackjackSplitDoubleSeed(amount: number, prefix = 'e2e-blackjack'): BlackjackScript {
  const engine = createBlackjackEngine({ rtp: BLACKJACK_DOCUMENTED_RTP });
  for (let i = 0; i < 100_000; i++) {
    const clientSeed = `${prefix}-${i}`;
    let state = engine.start({ amount }, rngOf(clientSeed)).state as BlackjackState;
    if (state.phase !== 'player' || !allowedActions(state).includes('split') || state.hands[0].cards[0] % 13 === 0) continue;
    const actions: BlackjackActionType[] = ['split'];
    state = engine.step(state, { type: 'split' }, rngOf(clientSeed)).state;
    const first = handValue(state.hands[0].cards).total;
    if (state.active !== 0 || (first !== 10 && first !== 11) || !allowedActions(state).includes('double')) continue;
    actions.push('double');
    state = engine.step(state, { type: 'double' }, rngOf(clientSeed)).state;
    // stand on the second hand (not a re-split: one split keeps the script short)
    if (state.done || state.active !== 1 || allowedActions(state).includes('split')) continue;
    actions.push('stand');
    state = engine.step(state, { type: 'stand' }, rngOf(clientSeed)).state;
    if (!state.done) continue;
    return {
      clientSeed,
      actions,
      win: state.totalWin,
      hands: state.hands.map((h) => ({ total: handValue(h.cards).total, doubled: h.doubled, result: h.result ?? '' })),
    };
  }
  throw new Error('no client seed gives a split and a double');
}

/** A client seed whose first crash round crashes at a point in [min, max). */
export function crashSeedFor(min: number, max: number, prefix = 'e2e-crash'): { clientSeed: string; crashPoint: number } {
  for (let i = 0; i < 100_000; i++) {
    const clientSeed = `${prefix}-${i}`;
    const crashPoint = drawCrashPoint(rngOf(clientSeed));
    if (crashPoint >= min && crashPoint < max) return { clientSeed, crashPoint };
  }
  throw new Error(`no client seed crashes in [${min}, ${max})`);
}

/** A client seed whose first scratch card wins `prize` × the stake, with its nine cells. */
export function scratchSeedFor(prize: number, prefix = 'e2e-scratch'): { clientSeed: string; cells: number[] } {
  const engine = createScratchEngine();
  for (let i = 0; i < 100_000; i++) {
    const clientSeed = `${prefix}-${i}`;
    const { outcome } = engine.start({ amount: 100 }, rngOf(clientSeed)).state;
    if (outcome.prize === prize) return { clientSeed, cells: outcome.cells };
  }
  throw new Error(`no client seed wins ${prize}`);
}

/** An independent re-implementation of the documented draw (docs/provably-fair.md): int(n) from HMAC-SHA256 blocks with rejection sampling. */
export function fairInt(serverSeed: string, clientSeed: string, nonce: number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (let k = 0; ; k++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${k}`).digest();
    for (let o = 0; o < 32; o += 4) {
      const x = block.readUInt32BE(o);
      if (x < limit) return x % n;
    }
  }
}
