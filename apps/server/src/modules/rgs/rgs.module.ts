import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { WalletService } from '../wallet';
import { builtinCatalog, SHARED_JACKPOT_POOL } from './rgs.builtin-games';
import { LOCALE_CURRENCIES } from '@fortuna/contracts';
import { allowAllLimits, noBonuses, type BonusPort, type GameCatalogPort, type LimitsPort, type PlayerPort } from './rgs.ports';
import { deriveKey } from './rgs.signing';
import { seamlessRoutes } from './casino/seamless.routes';
import { createSeamlessService } from './casino/seamless.service';
import type { EngineRegistry, EngineRng } from './studio/engine-port';
import { cryptoRng, gameMathRegistry } from './studio/engines';
import { createFairnessService } from './studio/fairness.service';
import { fairnessRoutes } from './studio/fairness.routes';
import { createSeamlessClient, fetchTransport, injectTransport, type SeamlessTransport } from './studio/seamless-client';
import { createStudioRepository } from './studio/studio.repository';
import { studioRoutes } from './studio/studio.routes';
import { createLiveRepository } from './live/live.repository';
import { liveRoutes } from './live/live.routes';
import { createLiveService } from './live/live.service';
import { liveDurations } from './live/live-schedule';
import { createStudioService } from './studio/studio.service';

/** a progressive pool restarts from this after every win (minor units), funded by the house */
export const JACKPOT_SEED = 5_000_00;
const PLAYER_CURRENCIES = new Set(Object.values(LOCALE_CURRENCIES).flat());

export interface RgsModuleOptions {
  wallet: WalletService;
  /** the player's account currency (wallet/player module) */
  currencyOf: (playerId: string) => Promise<string>;
  /** the app, for in-process seamless calls through its router (signed and verified like remote ones) */
  getApp: () => FastifyInstance;
  catalog?: GameCatalogPort;
  players?: PlayerPort;
  limits?: LimitsPort;
  bonuses?: BonusPort;
  engines?: EngineRegistry;
  rng?: () => EngineRng;
  /** a remote casino's seamless base url; in-process when absent */
  seamlessUrl?: string;
  transport?: SeamlessTransport;
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
 * The in-house RGS as two halves that only meet over the signed seamless-wallet API:
 * the casino side (/api/seamless/*, money through the wallet) and the studio (launch, sessions, rounds).
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

  const casino = createSeamlessService({
    db: deps.database.db,
    wallet: options.wallet,
    clock: deps.clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    catalog,
    players,
    limits: options.limits ?? allowAllLimits,
    bonuses,
    jackpotSeed: JACKPOT_SEED,
  });

  const transport = options.transport ?? (options.seamlessUrl ? fetchTransport(options.seamlessUrl) : injectTransport(options.getApp));
  const fairness = createFairnessService({ db: deps.database.db, clock: deps.clock, newSeed: testServerSeed(deps.env) });
  const studioRepository = createStudioRepository(deps.database.db);
  const seamlessClient = createSeamlessClient({ key: seamlessKey, clock: deps.clock, transport });
  const studio = createStudioService({
    fairness,
    repository: studioRepository,
    seamless: seamlessClient,
    engines: options.engines ?? gameMathRegistry(),
    rng: options.rng ?? cryptoRng,
    catalog,
    players,
    bonuses,
    clock: deps.clock,
    launchKey: deriveKey(secret, 'game-launch'),
    jackpotSeed: JACKPOT_SEED,
    jackpotPool: async (poolId) => {
      const pool = await casino.jackpotPool(poolId);
      return pool ? { poolId: pool.id, currency: pool.currency, amount: pool.amount } : null;
    },
  });

  const durationOverrides = { bettingMs: deps.env.LIVE_BETTING_MS, drawingMs: deps.env.LIVE_DRAWING_MS, resultMs: deps.env.LIVE_RESULT_MS };
  const live = createLiveService({
    repository: createLiveRepository(deps.database.db),
    sessions: studioRepository,
    seamless: seamlessClient,
    clock: deps.clock,
    realtime: deps.realtime,
    projectId: deps.env.PROJECT_ID,
    durations: { roulette: liveDurations('roulette', durationOverrides), baccarat: liveDurations('baccarat', durationOverrides) },
  });

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(liveRoutes, { service: live, operatorToken: deps.env.OPERATOR_TOKEN });
    // the scheduler runs on a timer outside tests (tests move the FakeClock and call tick)
    if (deps.env.LIVE_TABLES && deps.env.NODE_ENV !== 'test') {
      // wakes just after the next phase is due (and at least every 5 s to renew or take the lease); LIVE_TICK_MS is the shortest pause
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const loop = async () => {
        const wait = await live.tick().catch(() => 1_000);
        if (stopped) return;
        timer = setTimeout(() => void loop(), Math.max(deps.env.LIVE_TICK_MS, wait + 10));
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
    await api.register(fairnessRoutes, { studio, fairness });
    await api.register(seamlessRoutes, { prefix: '/seamless', service: casino, key: seamlessKey, clock: deps.clock });
    await api.register(studioRoutes, {
      service: studio,
      jackpotPool: async (poolId) => {
        const pool = await casino.jackpotPool(poolId);
        if (pool) return { poolId: pool.id, currency: pool.currency, amount: pool.amount };
        // a pool no bet has fed yet shows its seed, as the game does
        const currency = poolId.startsWith(`${SHARED_JACKPOT_POOL}-`) ? poolId.slice(SHARED_JACKPOT_POOL.length + 1) : null;
        return currency && PLAYER_CURRENCIES.has(currency) ? { poolId, currency, amount: JACKPOT_SEED } : null;
      },
    });
  };
  return { routes, casino, studio, fairness, live, seamlessKey };
}
export type RgsModule = ReturnType<typeof createRgsModule>;
