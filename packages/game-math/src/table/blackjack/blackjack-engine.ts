import type { Rng } from '../../rng/rng.ts';
import {
  checkAmount,
  DEFAULT_LIMITS,
  isObject,
  type BetLimits,
  type Engine,
  type RoundState,
  type StepResult,
} from '../../engine/engine.ts';
import { freshShoe } from '../cards.ts';
import { BLACKJACK_RULES, cardValue, dealerShouldHit, handValue, isBlackjack } from './blackjack-rules.ts';

export type BlackjackActionType = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'noInsurance';
export type BlackjackAction = { type: BlackjackActionType };

export interface BlackjackHand {
  cards: number[];
  stake: number;
  doubled: boolean;
  splitAces: boolean;
  fromSplit: boolean;
  finished: boolean;
  result?: 'blackjack' | 'win' | 'push' | 'lose' | 'bust';
  payout?: number;
}

export interface BlackjackState extends RoundState {
  bet: { amount: number };
  /** Remaining shoe, top first. Secret: never sent to the player. */
  shoe: number[];
  dealer: number[];
  hands: BlackjackHand[];
  active: number;
  phase: 'insurance' | 'player' | 'settled';
  insurance: number;
  splits: number;
}

export interface BlackjackOutcome {
  action: BlackjackActionType | 'deal';
  dealerRevealed: boolean;
}

const ACTIONS: BlackjackActionType[] = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'];

function draw(state: BlackjackState): number {
  const card = state.shoe.shift();
  if (card === undefined) throw new Error('shoe exhausted');
  return card;
}

function clone(state: BlackjackState): BlackjackState {
  return {
    ...state,
    shoe: [...state.shoe],
    dealer: [...state.dealer],
    hands: state.hands.map((h) => ({ ...h, cards: [...h.cards] })),
    actions: [...state.actions],
  };
}

/** Actions for the active hand. */
export function allowedActions(state: BlackjackState): BlackjackActionType[] {
  if (state.phase === 'insurance') return ['insurance', 'noInsurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active];
  const out: BlackjackActionType[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    out.push('double');
    const [a, b] = hand.cards;
    if (cardValue(a) === cardValue(b) && state.splits < BLACKJACK_RULES.maxSplits && !hand.splitAces) out.push('split');
  }
  return out;
}

/** Moves to the next unfinished hand, or plays the dealer and settles. */
function advance(state: BlackjackState): number {
  while (state.active < state.hands.length && state.hands[state.active].finished) state.active++;
  if (state.active < state.hands.length) {
    const hand = state.hands[state.active];
    // a split hand gets its second card when it becomes active
    if (hand.cards.length === 1) {
      hand.cards.push(draw(state));
      if (hand.splitAces || handValue(hand.cards).total === 21) hand.finished = true;
      return advance(state);
    }
    state.actions = allowedActions(state);
    return 0;
  }
  return settle(state);
}

function settle(state: BlackjackState): number {
  const live = state.hands.some((h) => handValue(h.cards).total <= 21);
  if (live) while (dealerShouldHit(state.dealer)) state.dealer.push(draw(state));
  const dealer = handValue(state.dealer).total;
  let credit = 0;
  for (const hand of state.hands) {
    const total = handValue(hand.cards).total;
    if (total > 21) {
      hand.result = 'bust';
      hand.payout = 0;
    } else if (dealer > 21 || total > dealer) {
      hand.result = 'win';
      hand.payout = hand.stake * 2;
    } else if (total === dealer) {
      hand.result = 'push';
      hand.payout = hand.stake;
    } else {
      hand.result = 'lose';
      hand.payout = 0;
    }
    credit += hand.payout;
  }
  return finish(state, credit);
}

function finish(state: BlackjackState, credit: number): number {
  state.phase = 'settled';
  state.done = true;
  state.actions = [];
  state.totalWin += credit;
  return credit;
}

/** Dealer has checked for blackjack (after insurance, or straight away on a ten up). */
function afterPeek(state: BlackjackState): number {
  const player = state.hands[0];
  let credit = 0;
  if (state.insurance > 0 && isBlackjack(state.dealer)) credit += state.insurance * (BLACKJACK_RULES.insurancePays + 1);
  if (isBlackjack(state.dealer)) {
    player.finished = true;
    player.result = isBlackjack(player.cards) ? 'push' : 'lose';
    player.payout = player.result === 'push' ? player.stake : 0;
    return finish(state, credit + player.payout);
  }
  if (isBlackjack(player.cards)) {
    player.finished = true;
    player.result = 'blackjack';
    player.payout = player.stake + Math.floor(player.stake * BLACKJACK_RULES.blackjackPays);
    return finish(state, credit + player.payout);
  }
  state.phase = 'player';
  return credit + advance(state);
}

export type BlackjackEngine = Engine<{ amount: number }, BlackjackAction, BlackjackState, BlackjackOutcome> & {
  deal(bet: { amount: number }, shoe: number[]): StepResult<BlackjackState, BlackjackOutcome>;
};

export function createBlackjackEngine(
  options: { id?: string; limits?: BetLimits; rtp?: { value: number; ci99: number; rounds: number } } = {},
): BlackjackEngine {
  const id = options.id ?? 'blackjack';
  const limits = options.limits ?? DEFAULT_LIMITS;
  const result = (
    state: BlackjackState,
    debit: number,
    credit: number,
    action: BlackjackOutcome['action'],
  ): StepResult<BlackjackState, BlackjackOutcome> => ({
    state,
    debit,
    credit,
    outcome: { action, dealerRevealed: state.done },
  });
  const engine: BlackjackEngine = {
    id,
    describe: () => ({
      id,
      name: 'Blackjack',
      kind: 'table',
      rtp: options.rtp
        ? {
            value: options.rtp.value,
            method: 'simulated',
            ci99: options.rtp.ci99,
            rounds: options.rtp.rounds,
            note: 'basic strategy, return per initial bet',
          }
        : { value: NaN, method: 'simulated' },
      rules: [
        '6 decks, shuffled before every round. Dealer stands on all 17s and peeks for blackjack with an ace or ten up.',
        'Blackjack pays 3:2. Double on any first two cards, also after a split.',
        'Split pairs of equal value up to 3 times (4 hands); split aces get one card each and cannot be re-split.',
        'Insurance (half the bet) is offered when the dealer shows an ace and pays 2:1. No surrender.',
      ],
      paytable: { win: '1:1', blackjack: '3:2', insurance: '2:1', push: 'stake returned' },
      maxWinMultiplier: 2.5,
      limits,
    }),
    validateBet(input) {
      if (!isObject(input)) return { ok: false, errors: ['bet must be an object'] };
      const errors = checkAmount(input.amount, limits, 2);
      return errors.length ? { ok: false, errors } : { ok: true, bet: { amount: input.amount as number } };
    },
    start(bet, rng: Rng) {
      return engine.deal(bet, rng.shuffle(freshShoe(BLACKJACK_RULES.decks)));
    },
    /** Deals from a given shoe order (top first): replays and scripted tests. */
    deal(bet: { amount: number }, shoe: number[]) {
      const state: BlackjackState = {
        engineId: id,
        done: false,
        totalStake: bet.amount,
        totalWin: 0,
        actions: [],
        bet,
        shoe,
        dealer: [],
        active: 0,
        phase: 'player',
        insurance: 0,
        splits: 0,
        hands: [{ cards: [], stake: bet.amount, doubled: false, splitAces: false, fromSplit: false, finished: false }],
      };
      state.hands[0].cards.push(draw(state));
      state.dealer.push(draw(state));
      state.hands[0].cards.push(draw(state));
      state.dealer.push(draw(state));
      if (cardValue(state.dealer[0]) === 1) {
        state.phase = 'insurance';
        state.actions = ['insurance', 'noInsurance'];
        return result(state, bet.amount, 0, 'deal');
      }
      const credit = afterPeek(state);
      return result(state, bet.amount, credit, 'deal');
    },
    step(prev, action) {
      const state = clone(prev);
      if (!allowedActions(state).includes(action.type)) throw new Error(`action ${action.type} not allowed now`);
      if (state.phase === 'insurance') {
        let debit = 0;
        if (action.type === 'insurance') {
          state.insurance = Math.floor(state.bet.amount / 2);
          state.totalStake += state.insurance;
          debit = state.insurance;
        }
        return result(state, debit, afterPeek(state), action.type);
      }
      const hand = state.hands[state.active];
      let debit = 0;
      switch (action.type) {
        case 'hit':
          hand.cards.push(draw(state));
          if (handValue(hand.cards).total >= 21) hand.finished = true;
          break;
        case 'stand':
          hand.finished = true;
          break;
        case 'double':
          debit = hand.stake;
          hand.stake *= 2;
          hand.doubled = true;
          hand.cards.push(draw(state));
          hand.finished = true;
          break;
        case 'split': {
          debit = hand.stake;
          const aces = cardValue(hand.cards[0]) === 1;
          const second = hand.cards.pop()!;
          hand.fromSplit = true;
          hand.splitAces = aces;
          state.hands.splice(state.active + 1, 0, {
            cards: [second],
            stake: hand.stake,
            doubled: false,
            splitAces: aces,
            fromSplit: true,
            finished: false,
          });
          state.splits++;
          hand.cards.push(draw(state));
          if (aces || handValue(hand.cards).total === 21) hand.finished = true;
          break;
        }
        default:
          throw new Error(`action ${action.type} not allowed now`);
      }
      state.totalStake += debit;
      const credit = advance(state);
      return result(state, debit, credit, action.type);
    },
    validateAction(state, input) {
      if (state.done) return { ok: false, errors: ['round is over'] };
      if (!isObject(input) || !ACTIONS.includes(input.type as BlackjackActionType))
        return { ok: false, errors: [`action must be one of ${ACTIONS.join(', ')}`] };
      const type = input.type as BlackjackActionType;
      if (!allowedActions(state).includes(type)) return { ok: false, errors: [`${type} is not allowed now`] };
      return { ok: true, action: { type } };
    },
    publicView(state) {
      const { shoe: _shoe, ...rest } = state;
      return state.done ? rest : { ...rest, dealer: [state.dealer[0]] };
    },
  };
  return engine;
}
