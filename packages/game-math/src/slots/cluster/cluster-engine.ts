import { checkAmount, DEFAULT_LIMITS, isObject, type BetLimits, type Engine, type RoundState, type RtpInfo } from '../../engine/engine.ts';
import type { Rng } from '../../rng/rng.ts';
import type { ClusterSlotConfig } from './cluster-config.ts';
import { cascade, clusterPayCenti, drawClusterGrid, findClusters, SymbolDrawer, type ClusterGrid } from './cluster-eval.ts';

export interface ClusterSlotBet {
  amount: number;
}

export interface CascadeStep {
  grid: ClusterGrid;
  clusters: { symbol: string; size: number; cells: [number, number][]; payCenti: number }[];
}

export interface ClusterOutcome {
  cascades: CascadeStep[];
  win: number;
  capped: boolean;
}

export interface ClusterSlotState extends RoundState {
  bet: ClusterSlotBet;
  outcome: ClusterOutcome;
}

/** Safety stop; a 7×7 grid practically never cascades this often. */
export const MAX_CASCADES = 100;

/** Plays the cascade sequence: returns every grid with the clusters it paid, and the total pay. */
export function playCascades(config: ClusterSlotConfig, drawer: SymbolDrawer, rng: Rng): { cascades: CascadeStep[]; payCenti: number } {
  let grid = drawClusterGrid(config.size, drawer, rng);
  const cascades: CascadeStep[] = [];
  let payCenti = 0;
  for (let i = 0; i < MAX_CASCADES; i++) {
    const clusters = findClusters(grid, config.minCluster);
    const paid = clusters.map((c) => ({
      symbol: c.symbol,
      size: c.cells.length,
      cells: c.cells,
      payCenti: clusterPayCenti(config, c.symbol, c.cells.length),
    }));
    cascades.push({ grid, clusters: paid });
    if (clusters.length === 0) break;
    payCenti += paid.reduce((s, c) => s + c.payCenti, 0);
    grid = cascade(grid, clusters, drawer, rng);
  }
  return { cascades, payCenti };
}

export function createClusterSlotEngine(
  config: ClusterSlotConfig,
  options: { limits?: BetLimits; rtp?: RtpInfo } = {},
): Engine<ClusterSlotBet, never, ClusterSlotState, ClusterOutcome> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const drawer = new SymbolDrawer(config.weights);
  return {
    id: config.id,
    describe: () => ({
      id: config.id,
      name: config.name,
      kind: 'slot',
      rtp: options.rtp ?? { value: NaN, method: 'simulated', note: 'not documented for this configuration' },
      rules: [
        `${config.size}×${config.size} grid. ${config.minCluster} or more identical symbols touching horizontally or vertically form a cluster and pay by its size.`,
        'Winning clusters vanish, symbols above fall down and new ones drop in; this repeats while new clusters form.',
        `A round pays at most ${config.maxWin}× the bet.`,
      ],
      paytable: { payCentiBySize: config.payCenti, minCluster: config.minCluster, symbolNames: config.symbolNames },
      maxWinMultiplier: config.maxWin,
      limits,
    }),
    validateBet(input) {
      if (!isObject(input)) return { ok: false, errors: ['bet must be an object'] };
      const errors = checkAmount(input.amount, limits);
      return errors.length ? { ok: false, errors } : { ok: true, bet: { amount: input.amount as number } };
    },
    start(bet, rng) {
      const { cascades, payCenti } = playCascades(config, drawer, rng);
      const raw = Math.floor((bet.amount * payCenti) / 100);
      const cap = config.maxWin * bet.amount;
      const win = Math.min(raw, cap);
      const outcome: ClusterOutcome = { cascades, win, capped: raw > cap };
      return {
        state: { engineId: config.id, done: true, totalStake: bet.amount, totalWin: win, actions: [], bet, outcome },
        debit: bet.amount,
        credit: win,
        outcome,
      };
    },
    step() {
      throw new Error('a cluster spin finishes in one call');
    },
    validateAction: () => ({ ok: false, errors: ['this game takes no actions'] }),
    publicView: (s) => s,
  };
}
