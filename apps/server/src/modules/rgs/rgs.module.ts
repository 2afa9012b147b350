import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import { instanceHolder } from '../../platform/lease';
import { every, recordJobRun, recordRound } from '../../platform/metrics';
import { builtinCatalog } from './rgs.builtin-games';
import { noBonuses, type BonusPort, type CasinoPort, type GameCatalogPort, type PlayerPort } from './rgs.ports';
import { deriveKey } from './rgs.signing';
import type { EngineRegistry, EngineRng } from './studio/engine-port';
import { cryptoRng, gameMathRegistry } from './studio/engines';
import { createFairnessService } from './studio/fairness.service';
import { fairnessRoutes } from './studio/fairness.routes';
import { fetchTransport, httpCasino, type SeamlessTransport } from './studio/casino-http';
import { createStudioRepository } from './studio/studio.repository';
import { studioRoutes } from './studio/studio.routes';
import { createLiveRepository } from './live/live.repository';
import { liveRoutes } from './live/live.routes';
import { createLiveService } from './live/live.service';
import { liveDurations } from './live/live-schedule';
import { createStudioService } from './studio/studio.service';
import { createRoundReconciler, RECONCILE_EVERY_MS } from './studio/reconciler';
import { reconcilerRoutes } from './studio/reconciler.routes';

/** a progressive pool restarts from this after every win (minor units), funded by the house */
export const JACKPOT_SEED = 5_000_00;

export interface RgsModuleOptions {
  /** the casino in process (the seamless module's transport): rounds atomic with their money */
  casino?: CasinoPort;
  /** or a casino over the signed HTTP protocol: its base url, or a transport (tests) */
  seamlessUrl?: string;
  transport?: SeamlessTransport;
  /** the player's account currency (wallet/player module) */
  currencyOf: (playerId: string) => Promise<string>;
  catalog?: GameCatalogPort;
  players?: PlayerPort;
  bonuses?: BonusPort;
  engines?: EngineRegistry;
  rng?: () => EngineRng;
  /** run the round reconciler at start and every RECONCILE_EVERY_MS (default: outside tests) */
  reconciler?: boolean;
}

/**
 * A known server seed for end-to-end tests (outcomes a test can compute before it plays). Only with
 * E2E=1 or NODE_ENV=test; anywhere else setting it stops the server rather than weaken fairness.
 */
export function testServerSeed(env: PlatformDeps['env']): (() => string) | undefined {
  const seed = env.FAIR_TEST_SERVER_SEED;
  if (!seed) return undefined;
  if (!env.E2E && env.NODE_ENV !== 'test') throw new Error('FAIR_TEST_SERVER_SEED is honoured only with E2E=1 or NODE_ENV=test: unset it');
  return () => seed;
}

/**
 * The in-house RGS, the studio: launch, game sessions, rounds, provably-fair seeds and the live
 * tables. It meets the casino only through the casino port (modules/seamless in process, or the
 * signed HTTP protocol).
 */
export function createRgsModule(deps: PlatformDeps, options: RgsModuleOptions) {
  const secret = deps.env.SESSION_SECRET ?? `${deps.env.PROJECT_ID}-dev-only-rgs-secret-change-me`;
  const seamlessKey = deriveKey(secret, 'seamless-wallet');
  const catalog = options.catalog ?? builtinCatalog();
  const players: PlayerPort = options.players ?? {
    facts: async (playerId) => ({
      blocked: false,
      selfExcluded: false,
      profileComplete: true,
      country: null,
      currency: await options.currencyOf(playerId),
    }),
  };
  const bonuses = options.bonuses ?? noBonuses;
  const remote = options.transport ?? (options.seamlessUrl ? fetchTransport(options.seamlessUrl) : undefined);
  const casino: CasinoPort | undefined = remote
    ? httpCasino({ key: seamlessKey, clock: deps.clock, transport: remote, jackpotPool: options.casino?.jackpotPool })
    : options.casino;
  if (!casino) throw new Error('the RGS needs a casino: the seamless module in process, or SEAMLESS_URL');

  const fairness = createFairnessService({ db: deps.database.db, clock: deps.clock, newSeed: testServerSeed(deps.env) });
  const studioRepository = createStudioRepository(deps.database.db);
  const studio = createStudioService({
    fairness,
    repository: studioRepository,
    casino,
    engines: options.engines ?? gameMathRegistry(),
    rng: options.rng ?? cryptoRng,
    catalog,
    players,
    bonuses,
    clock: deps.clock,
    launchKey: deriveKey(secret, 'game-launch'),
    jackpotSeed: JACKPOT_SEED,
    onRoundClosed: (round) => {
      if (round.mode === 'real') recordRound({ game: round.gameId, currency: round.currency });
    },
  });
  const reconciler = createRoundReconciler({
    repository: studioRepository,
    studio,
    clock: deps.clock,
    holder: instanceHolder(deps.env.INSTANCE_ID),
  });

  const durationOverrides = { bettingMs: deps.env.LIVE_BETTING_MS, drawingMs: deps.env.LIVE_DRAWING_MS, resultMs: deps.env.LIVE_RESULT_MS };
  const live = createLiveService({
    repository: createLiveRepository(deps.database.db),
    sessions: studioRepository,
    seamless: casino,
    clock: deps.clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    owner: instanceHolder(deps.env.INSTANCE_ID),
    leaseMs: deps.env.LIVE_LEASE_MS,
    durations: { roulette: liveDurations('roulette', durationOverrides), baccarat: liveDurations('baccarat', durationOverrides) },
  });

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(liveRoutes, { service: live, operatorToken: deps.env.OPERATOR_TOKEN });
    // the scheduler runs on a timer outside tests (tests move the FakeClock and call tick)
    if (deps.env.LIVE_TABLES && deps.env.NODE_ENV !== 'test') {
      // wakes just after the next phase is due (and at least every 5 s to renew or take the lease); LIVE_TICK_MS is the shortest pause
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      let due = Date.now();
      const loop = async () => {
        // each tick is a job run in the metrics (runs, duration, lag against its planned wake-up)
        const wait = await recordJobRun('live_tables', due, () => live.tick()).catch(() => 1_000);
        if (stopped) return;
        const pause = Math.max(deps.env.LIVE_TICK_MS, wait + 10);
        due = Date.now() + pause;
        timer = setTimeout(() => void loop(), pause);
        timer.unref();
      };
      api.addHook('onReady', async () => {
        void loop();
      });
      api.addHook('onClose', async () => {
        stopped = true;
        clearTimeout(timer);
        await live.release();
      });
    }
    // rounds left open past ROUND_TIMEOUT_MS are settled at start and then periodically (one instance at a time)
    if (options.reconciler ?? deps.env.NODE_ENV !== 'test') {
      const job = every(
        'rgs_round_reconciler',
        RECONCILE_EVERY_MS,
        async () => (await reconciler.run()).found,
        (err) => api.log.error({ err }, 'round reconciler failed'),
      );
      api.addHook('onReady', async () => {
        void job.run();
      });
      api.addHook('preClose', async () => job.stop());
      api.addHook('onClose', async () => {
        await reconciler.release().catch(() => {});
      });
    }
    // graceful shutdown: no new round starts; the steps under way finish, with their money, before the database closes
    api.addHook('preClose', async () => studio.drain());
    await api.register(reconcilerRoutes, { reconciler, operatorToken: deps.env.OPERATOR_TOKEN });
    await api.register(fairnessRoutes, { studio, fairness });
    await api.register(studioRoutes, { service: studio, jackpotPool: (poolId) => casino.jackpotPool(poolId) });
  };
  return { routes, casino, studio, fairness, live, reconciler, seamlessKey };
}
export type RgsModule = ReturnType<typeof createRgsModule>;
