import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { systemClock, type Clock } from './platform/clock';
import type { Database } from './platform/db';
import { createEventBus, type EventBus } from './platform/events';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/http/error-handler';
import { registerCsrfProtection } from './platform/http/csrf';
import { guardedValidatorCompiler } from './platform/http/input-guard';
import { registerRateLimits } from './platform/http/rate-limit';
import { createRedisClient } from './platform/redis';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerSsr } from './platform/http/ssr';
import { loggerOptions, logsRequests } from './platform/logger';
import { registerMailboxPageKey } from './platform/mail';
import { WEB_ROOT } from './platform/paths';
import { noSessions, registerAuthContext, type SessionResolver } from './platform/http/auth-context';
import type { PlatformDeps } from './platform/context';
import type { RealtimePublisher } from './platform/realtime';
import { appConfigRoutes, createAppConfigService } from './modules/app-config';
import { registerContentModule } from './modules/content';
import { createRealtime, realtimeRoutes, realtimeSocketRoutes } from './modules/realtime';
import { createPlayerModule } from './modules/player';
import { createAuthModule } from './modules/auth';
import { createWalletModule } from './modules/wallet';
import { createCashierModule, playerCashierSeams } from './modules/cashier';
import { catalogueGames, createRgsModule, playerAccounts } from './modules/rgs';
import { createGamesModule } from './modules/games';
import { createBonusesModule } from './modules/bonuses';
import { createDiskStorage, type FileStorage } from './platform/storage';
import { createVerificationModule } from './modules/verification';
import { createPrivacyModule } from './modules/privacy';
import { playerPersonalData } from './modules/player';
import { authPersonalData } from './modules/auth';
import { cashierPersonalData } from './modules/cashier';
import { walletPersonalData } from './modules/wallet';
import { rgsPersonalData } from './modules/rgs';
import { bonusesPersonalData } from './modules/bonuses';

export { WEB_ROOT };

export interface BuildAppOptions {
  env: Env;
  database: Database;
  clock?: Clock;
  events?: EventBus;
  /** serve pages: 'production' (built app), 'development' (Vite), or false for API-only tests */
  ssr?: 'production' | 'development' | false;
  realtime?: RealtimePublisher;
  /** who is signed in; the auth module's resolver unless a test supplies its own */
  sessionResolver?: SessionResolver;
  /** a pino-compatible destination stream, for tests that read the log */
  logStream?: NodeJS.WritableStream;
  /** where files (identity documents, privacy exports) are kept; DATA_DIR/files by default */
  storage?: FileStorage;
  /** sees every route as it is registered (the fuzz test reads their schemas) */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole casino: platform plugins first, then each module, in a visible order.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const dev = env.NODE_ENV === 'development';
  const logger = loggerOptions(env.LOG_LEVEL, !options.logStream && (dev || process.stdout.isTTY === true));
  const app = Fastify({
    logger: options.logStream ? { ...(logger as object), stream: options.logStream } : logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: !logsRequests(env) }),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // one type for the three forms (flag, hop count, addresses): Fastify's overloads do not take the union
    trustProxy: env.TRUST_PROXY as boolean,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const clock = options.clock ?? systemClock;
  const realtime = await createRealtime({ env, clock, log: app.log });
  const deps: PlatformDeps = {
    env,
    database,
    clock,
    events: options.events ?? createEventBus((err, type) => app.log.error({ err, type }, 'event handler failed')),
    realtime: options.realtime ?? realtime.publisher,
  };

  // --- platform -----------------------------------------------------------------------------
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app, { dev });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  registerCsrfProtection(app, { publicUrl: env.PUBLIC_URL });
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, app.log) : undefined;
  await registerRateLimits(app, { clock, redis, prefix: env.REDIS_KEY_PREFIX });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // player info shows the wallet balance; the wallet is built with the /api modules below
  let balanceOf: ((playerId: string, currency: string) => Promise<number>) | undefined;
  const player = createPlayerModule(deps, { balanceOf: async (id, currency) => (balanceOf ? balanceOf(id, currency) : 0) });
  const auth = await createAuthModule(deps, { players: player.service, log: app.log, redis });
  registerAuthContext(app, options.sessionResolver ?? auth.resolveSession ?? noSessions);
  if (auth.mailbox) registerMailboxPageKey(app, auth.mailbox);
  if (realtime.hub) await app.register(realtimeSocketRoutes, { hub: realtime.hub });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ code: 503, message: 'Database unreachable' });
    }
  });

  // --- site shell: path/host rules hook, sitemap, robots, content under /api (before other routes)
  await registerContentModule(app, deps, { webBuildDir: env.WEB_BUILD_DIR ?? path.join(WEB_ROOT, 'build') });

  // --- modules (one plugin each, all under /api) --------------------------------------------
  const games = createGamesModule(deps);
  await app.register(
    async (api) => {
      await api.register(appConfigRoutes, {
        service: createAppConfigService({
          projectId: env.PROJECT_ID,
          realtimeUrl: realtime.websocketUrl,
          chatUrl: env.CHAT_URL,
          mainHost: new URL(env.PUBLIC_URL).hostname,
          suspendedHost: env.SUSPENDED_HOST,
          sandboxPayments: env.SANDBOX_PROVIDERS,
        }),
        realtimeToken: (request) => realtime.token(request.player?.playerId ?? null),
      });
      await api.register(realtimeRoutes, { publisher: deps.realtime, projectId: env.PROJECT_ID, clock, operatorToken: env.OPERATOR_TOKEN });
      await api.register(player.routes);
      await api.register(auth.routes);
      const wallet = createWalletModule(deps, { currencyOf: async (id) => (await player.service.find(id))?.currency ?? 'EUR' });
      balanceOf = async (id, currency) => (await wallet.service.balance(id, currency)).balance;
      await api.register(wallet.routes, wallet.routeOptions);
      // --- identity verification (KYC): its review drives the cashier's withdrawal and deposit rules
      const storage = options.storage ?? createDiskStorage(path.join(env.DATA_DIR, 'files'));
      const verification = createVerificationModule(deps, { players: player.service, storage });
      await api.register(verification.plugin);
      const cashierSeams = { ...playerCashierSeams(player.service), verificationOf: verification.service.stateOf };
      // ---
      await api.register(createCashierModule(deps, { wallet: wallet.service, currencyOf: wallet.currencyOf, seams: cashierSeams }).plugin);
      const rgs = createRgsModule(deps, {
        wallet: wallet.service,
        currencyOf: wallet.currencyOf,
        getApp: () => app,
        catalog: catalogueGames(games),
        players: playerAccounts(player.service, wallet.currencyOf),
      });
      await api.register(rgs.routes);
      await api.register(games.plugin);
      await api.register(createBonusesModule(deps).routes);
      // --- privacy (GDPR) requests: each module's personal data through its read port
      const privacySources = [
        playerPersonalData,
        authPersonalData,
        cashierPersonalData,
        walletPersonalData,
        rgsPersonalData,
        bonusesPersonalData,
      ];
      const privacy = createPrivacyModule(deps, {
        sources: [...privacySources.map((source) => source(database.db)), verification.personalData],
        players: player.service,
        storage,
        mailer: auth.mailer,
      });
      await api.register(privacy.plugin);
      // ---
    },
    { prefix: '/api' },
  );
  void deps;

  // --- pages (last: the catch-all) ----------------------------------------------------------
  if (options.ssr) {
    await registerSsr(app, { mode: options.ssr, webRoot: WEB_ROOT, buildDir: env.WEB_BUILD_DIR });
  }

  app.addHook('onClose', async () => {
    await realtime.close();
    if (redis) await redis.quit().catch(() => {});
    await database.close();
  });
  return app;
}
