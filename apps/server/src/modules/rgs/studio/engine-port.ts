/**
 * The slice of packages/game-math's Engine interface the studio uses (structurally identical, so
 * any game-math engine fits). Kept here so the studio can be tested with a small fake engine.
 */
export interface EngineRoundState {
  engineId: string;
  done: boolean;
  totalStake: number;
  totalWin: number;
  actions: string[];
}

export interface EngineStep {
  state: EngineRoundState;
  debit: number;
  credit: number;
  outcome: unknown;
  jackpotContribution?: number;
  jackpotWon?: boolean;
}

export interface EngineRng {
  nextUint32(): number;
  int(n: number): number;
  float(): number;
}

export interface StudioEngine {
  readonly id: string;
  describe(): unknown;
  validateBet(bet: unknown): { ok: true; bet: unknown } | { ok: false; errors: string[] };
  start(bet: never, rng: never): EngineStep;
  step(state: never, action: never, rng: never): EngineStep;
  validateAction(state: never, action: unknown): { ok: true; action: unknown } | { ok: false; errors: string[] };
  publicView(state: never): unknown;
}

export interface EngineRegistry {
  /** the engine of a game: its engine id with the game's RTP variant */
  get(engineId: string, rtpVariant: string, theme?: string): StudioEngine | null;
}

/** Calls with the studio's loosely typed values (the engine validated them itself). */
export const run = {
  start: (e: StudioEngine, bet: unknown, rng: EngineRng) => (e.start as (b: unknown, r: EngineRng) => EngineStep)(bet, rng),
  step: (e: StudioEngine, state: unknown, action: unknown, rng: EngineRng) =>
    (e.step as (s: unknown, a: unknown, r: EngineRng) => EngineStep)(state, action, rng),
  validateAction: (e: StudioEngine, state: unknown, action: unknown) =>
    (e.validateAction as (s: unknown, a: unknown) => ReturnType<StudioEngine['validateAction']>)(state, action),
  publicView: (e: StudioEngine, state: unknown) => (e.publicView as (s: unknown) => unknown)(state),
};
