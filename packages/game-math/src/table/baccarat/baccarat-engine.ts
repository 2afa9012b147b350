import { DEFAULT_LIMITS, type BetLimits, type Engine, type GameDescription, type RoundState } from '../../engine/engine.ts';
import {
  baccaratPayout,
  baccaratProbabilities,
  BACCARAT_PAYS,
  dealBaccarat,
  validateBaccaratBets,
  type BaccaratBet,
  type BaccaratOutcome,
} from './baccarat.ts';

export interface BaccaratState extends RoundState {
  bets: BaccaratBet[];
  outcome: BaccaratOutcome;
  returns: number[];
}

/** Single-player punto banco (the live table shares `dealBaccarat` and `baccaratPayout`). */
export function createBaccaratEngine(
  options: { id?: string; limits?: BetLimits } = {},
): Engine<{ bets: BaccaratBet[] }, never, BaccaratState, BaccaratOutcome> {
  const id = options.id ?? 'baccarat';
  const limits = options.limits ?? DEFAULT_LIMITS;
  let description: GameDescription | undefined;
  const describe = (): GameDescription => {
    const p = baccaratProbabilities();
    const banker = p.banker * 1.95 + p.tie;
    return {
      id,
      name: 'Punto Banco',
      kind: 'table',
      rtp: {
        value: banker,
        method: 'exact',
        variants: { banker, player: p.player * 2 + p.tie, tie: p.tie * 9 },
        note: '8-deck shoe enumerated exactly; value = banker bet',
      },
      rules: [
        '8 decks, shuffled every coup. Player and banker draw by the standard tableau.',
        'Player pays 1:1, banker 0.95:1 (5% commission), tie 8:1; player and banker bets push on a tie.',
      ],
      paytable: BACCARAT_PAYS,
      maxWinMultiplier: 9,
      limits,
    };
  };
  return {
    id,
    describe: () => (description ??= describe()),
    validateBet: (input) => validateBaccaratBets(input, limits),
    start(request, rng) {
      const outcome = dealBaccarat(rng);
      const returns = request.bets.map((b) => baccaratPayout(b, outcome.winner));
      const stake = request.bets.reduce((s, b) => s + b.amount, 0);
      const credit = returns.reduce((a, b) => a + b, 0);
      return {
        state: { engineId: id, done: true, totalStake: stake, totalWin: credit, actions: [], bets: request.bets, outcome, returns },
        debit: stake,
        credit,
        outcome,
      };
    },
    step() {
      throw new Error('a coup finishes in one call');
    },
    validateAction: () => ({ ok: false, errors: ['baccarat takes no actions'] }),
    publicView: (s) => s,
  };
}
