import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { bonusListQuerySchema } from '@fortuna/contracts';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { systemClock, type Clock } from './platform/clock';
import type { Database } from './platform/db';
import { createEventBus, listen, type EventBus } from './platform/events';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/http/error-handler';
import { registerCsrfProtection } from './platform/http/csrf';
import { guardedValidatorCompiler } from './platform/http/input-guard';
import { registerMetrics } from './platform/http/metrics-route';
import { isDraining, registerDrain } from './platform/http/drain';
import { openApiRoutes, registerOpenApi } from './platform/http/openapi';
import { registerRateLimits } from './platform/http/rate-limit';
import { collectDatabasePool, metricsListeners } from './platform/metrics.events';
import { createRedisClient, redisStatus } from './platform/redis';
import { createDatabaseReadiness } from './platform/http/database-readiness';
import { createInvalidationBus } from './platform/invalidation';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerSsr } from './platform/http/ssr';
import { loggerOptions, logsRequests } from './platform/logger';
import { registerMailboxPageKey } from './platform/mail';
import { WEB_ROOT } from './platform/paths';
import { noSessions, registerAuthContext, type SessionResolver } from './platform/http/auth-context';
import { registerOperatorContext } from './platform/http/operator-auth';
import type { PlatformDeps } from './platform/context';
import type { RealtimePublisher } from './platform/realtime';
import { createAccessModule } from './modules/access';
import { createAppConfigModule } from './modules/app-config';
import { createConsentModule } from './modules/consent';
import { createContentModule, siteVersion } from './modules/content';
import { noErrorReporting, sentryReporter, type ErrorReporter } from './platform/error-reporting';
import { createRealtimeModule } from './modules/realtime';
import { createPlayerModule } from './modules/player';
import { createAuthModule } from './modules/auth';
import { backofficePersonalData, createBackofficeModule } from './modules/backoffice';
import { createWalletModule } from './modules/wallet';
import { createCashierModule, playerCashierSeams } from './modules/cashier';
import { catalogueGames, createRgsModule, playerAccounts } from './modules/rgs';
import { createSeamlessModule } from './modules/seamless';
import { createGamesModule } from './modules/games';
import { createBonusesModule } from './modules/bonuses';
import { createDiskStorage, type FileStorage } from './platform/storage';
import { createVerificationModule } from './modules/verification';
import { createPrivacyModule } from './modules/privacy';
import { createMessagesModule } from './modules/messages';
import { createTournamentsModule } from './modules/tournaments';
import { createSubscriptionsModule } from './modules/subscriptions';
import { createChatModule } from './modules/chat';
import { playerPersonalData } from './modules/player';
import { authPersonalData } from './modules/auth';
import { cashierPersonalData } from './modules/cashier';
import { walletPersonalData } from './modules/wallet';
import { rgsPersonalData } from './modules/rgs';
import { bonusesPersonalData } from './modules/bonuses';
import { createResponsibleGamingModule, responsibleGamingPersonalData } from './modules/responsible-gaming';

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
  /** where unexpected errors go: Sentry when SENTRY_DSN is set, unless a test supplies its own */
  errorReporter?: ErrorReporter;
  /** sees every route as it is registered (the fuzz test reads their schemas) */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole casino: the modules (each factory gets what it uses), the platform plugins, then
 * each module's routes, in a visible order.
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
    // while closing, requests get the envelope's 503 (platform/http/drain.ts), not Fastify's own
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const clock = options.clock ?? systemClock;
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, app.log) : undefined;
  // in-process caches (content, IP block list) cleared on every instance when an operator changes them
  const invalidation = createInvalidationBus({ redisUrl: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, log: app.log });

  // --- modules, built in dependency order; each gets what it uses, explicitly ----------------
  const realtime = await createRealtimeModule({ env, clock, log: app.log, publisher: options.realtime });
  const deps: PlatformDeps = {
    env,
    database,
    clock,
    events: options.events ?? createEventBus((err, type) => app.log.error({ err, type }, 'event handler failed')),
    realtime: realtime.service.publisher,
  };
  // who is allowed in: the operator's IP block list and the country rules (GeoIP)
  const access = createAccessModule({ ...deps, invalidation });
  const consent = createConsentModule(deps);
  const webBuildDir = env.WEB_BUILD_DIR ?? path.join(WEB_ROOT, 'build');
  const content = createContentModule({ ...deps, webBuildDir, invalidation });
  // error reporting (SENTRY_DSN): the server and the browser report to one project, release and environment
  const errorReporting = env.SENTRY_DSN
    ? {
        dsn: env.SENTRY_DSN,
        release: env.SENTRY_RELEASE ?? `fortuna@${siteVersion(webBuildDir)}`,
        environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
      }
    : undefined;
  const errorReporter = options.errorReporter ?? (errorReporting ? await sentryReporter(errorReporting) : noErrorReporting);
  const appConfig = createAppConfigModule({
    env,
    realtime: realtime.service,
    errorReporting,
    maintenance: () => content.service.maintenance.inForce(),
  });
  const player = createPlayerModule(deps);
  const auth = await createAuthModule({ ...deps, players: player.service, log: app.log, redis });
  const wallet = createWalletModule(deps, {
    currencyOf: player.service.currencyOf,
    // the bonuses module is built below; the balance shows its active bonus
    activeBonusOf: (playerId, currency) => bonuses.service.activeBonus(playerId, currency),
  });
  // responsible gaming: the cashier asks it inside each deposit, the RGS before each bet
  const responsibleGaming = createResponsibleGamingModule({
    ...deps,
    wallet: wallet.service,
    players: player.service,
    endSessions: (playerId, reason, tx) => auth.service.sessions.endAll(playerId, reason, undefined, tx),
    mailer: auth.service.deps.mailer,
  });
  // identity verification: its review drives the cashier's withdrawal and deposit rules
  const storage = options.storage ?? createDiskStorage(path.join(env.DATA_DIR, 'files'));
  const verification = createVerificationModule({ ...deps, players: player.service, storage });
  const cashier = createCashierModule({
    ...deps,
    wallet: wallet.service,
    currencyOf: wallet.currencyOf,
    seams: {
      ...playerCashierSeams(player.service),
      verificationOf: verification.service.stateOf,
      isSelfExcluded: responsibleGaming.service.isExcluded,
      checkDepositLimit: responsibleGaming.service.checkDeposit,
      // the bonuses module is built below: unused free spins block a withdrawal (cashier error 150)
      hasUnusedFreeSpins: (playerId) => bonuses.service.hasUnusedFreeSpins(playerId),
    },
  });
  const games = createGamesModule(deps);
  const rgsCatalog = catalogueGames(games);
  const rgsPlayers = playerAccounts(player.service, wallet.currencyOf);
  // bonuses on the ledger: wagering by the /contribution table, on-deposit grants after the cashier's deposit
  const bonuses = createBonusesModule({
    ...deps,
    invalidation,
    wallet: wallet.service,
    // a catalogue game's RGS id is its url; the RGS's built-in titles are not in the table (0%)
    contributionOf: async (gameId, tx) => (await games.service.contributionOf(gameId, tx)) ?? 0,
    depositedSince: cashier.service.depositedSince,
    currencyOf: wallet.currencyOf,
    isSelfExcluded: responsibleGaming.service.isExcluded,
    // the free spins' game, for its link
    gameOf: async (gameId) => {
      const g = await rgsCatalog.byId(gameId);
      return g ? { url: g.url, name: g.name } : null;
    },
    playerFacts: async (playerId) => {
      const p = await player.service.find(playerId);
      return {
        phoneConfirmed: !!p?.phoneConfirmed,
        emailConfirmed: !!p?.emailConfirmed,
        locked: !p || p.status !== 'active' || p.blockStatus !== 0,
      };
    },
  });
  // the casino side of the seamless wallet: the one bet gate (player, game, limits, bonus) and the ledger
  const seamless = createSeamlessModule({
    ...deps,
    wallet: wallet.service,
    currencyOf: wallet.currencyOf,
    catalog: rgsCatalog,
    players: rgsPlayers,
    limits: { checkBet: responsibleGaming.service.checkBet },
    bonuses: bonuses.port,
  });
  const rgs = createRgsModule(deps, {
    casino: seamless.casino,
    currencyOf: wallet.currencyOf,
    catalog: rgsCatalog,
    players: rgsPlayers,
    // the studio asks it at launch (game blocked with a bonus) and for the free spins of a game
    bonuses: bonuses.port,
  });
  // email subscriptions: consent per player, signed unsubscribe links, opt-in promotional mail
  const subscriptions = createSubscriptionsModule({ ...deps, players: player.service, mailer: auth.service.deps.mailer, log: app.log });
  // live support chat: database + real-time hub, images in the file storage
  const chat = createChatModule({
    ...deps,
    storage,
    mailer: auth.service.deps.mailer,
    captcha: auth.service.deps.captcha,
    realtimeAccess: { token: (userId) => realtime.service.token(userId), websocketUrl: realtime.service.websocketUrl },
  });
  // privacy (GDPR) requests: each module's personal data arrives through its read port
  const privacy = createPrivacyModule({
    ...deps,
    sources: [
      ...[
        playerPersonalData,
        authPersonalData,
        cashierPersonalData,
        walletPersonalData,
        rgsPersonalData,
        bonusesPersonalData,
        responsibleGamingPersonalData,
        backofficePersonalData,
      ].map((source) => source(database.db)),
      verification.personalData,
      subscriptions.personalData,
    ],
    players: player.service,
    storage,
    mailer: auth.service.deps.mailer,
  });
  // the inbox: messages from the cashier's, verification's and privacy's events, operator broadcasts
  const messages = createMessagesModule({
    ...deps,
    players: player.service,
    // service mail (a prize won) to the player's address, unless they turned service mail off
    mail: {
      mailer: auth.service.deps.mailer,
      publicUrl: env.PUBLIC_URL,
      recipient: async (playerId) => {
        const [p, choices] = await Promise.all([player.service.find(playerId), subscriptions.service.current(playerId)]);
        return p?.email && choices.emailService ? { email: p.email, language: p.language } : null;
      },
    },
    log: app.log,
  });
  // tournaments: scores from the ledger's rounds, prizes through the wallet
  const tournaments = createTournamentsModule({
    ...deps,
    wallet: wallet.service,
    playerOf: async (playerId) => {
      const p = await player.service.find(playerId);
      if (!p) return null;
      return {
        login: p.login,
        currency: p.currency,
        canPlay: p.status === 'active' && p.blockStatus === 0,
        verified: p.verifiedSumSub,
        trusted: p.trusted,
      };
    },
    // a qualifying game: one the game server plays (its id is what the ledger names), shown as the catalogue shows it
    gamesOf: async (urls, locale) => {
      const found = await Promise.all(
        urls.map(async (url) => {
          const rgsGame = await rgsCatalog.byUrl(url);
          if (!rgsGame) return null;
          const tile = await games.service.game(url, locale).catch(() => null);
          return { url, gameId: rgsGame.id, name: tile?.name ?? rgsGame.name, icon: tile?.icon ?? null };
        }),
      );
      return found.flatMap((g) => (g ? [g] : []));
    },
    // whole categories and studios: the catalogue's games in them (the game server plays only some)
    gamesIn: async ({ categories, studios }) => {
      const all = { offset: 0, limit: 2_000 };
      const lists = await Promise.all([
        ...categories.map((category) => games.service.search({ ...all, category }, 'en')),
        ...(studios.length ? [games.service.search({ ...all, category: 'all', providers: studios }, 'en')] : []),
      ]);
      return lists.flatMap((l) => l.games.map((g) => g.url));
    },
    // bonus prizes: a fixed bonus is worth its amount, free spins their count times their bet
    bonusTemplateOf: async (id) => {
      const t = (await bonuses.service.operator.templates()).find((x) => x.id === id);
      if (!t) return null;
      return t.kind === 'free_spins'
        ? {
            kind: t.kind,
            value: (t.freeSpinsCount ?? 0) * (t.freeSpinsBet ?? 0),
            terms: { freeSpinsCount: t.freeSpinsCount ?? 0, freeSpinsBet: t.freeSpinsBet ?? 0, wagerRatio: t.wagerRatio },
          }
        : { kind: t.kind, value: t.amount, terms: { amount: t.amount, wagerRatio: t.wagerRatio } };
    },
    grantBonus: async (input) => void (await bonuses.service.grant(input)),
    // the lobby's tournament ribbon and filter follow the tournaments in registration or running
    onTournamentGames: (urls) => games.service.markTournamentGames(urls),
    studiosOf: async (uris) =>
      (await games.service.providers()).filter((p) => uris.includes(p.uri)).map(({ uri, name }) => ({ uri, name })),
  });
  // the back office: operator accounts, roles, TOTP, sessions, API keys and the audit log (/api/admin)
  const backoffice = createBackofficeModule(deps, {
    players: player.service,
    wallet: wallet.service,
    cashier: cashier.service,
    loginHistory: auth.service.sessions.history,
    seenAt: auth.service.sessions,
    endSessions: (playerId, reason) => auth.service.sessions.endAll(playerId, reason),
    resetTwoFactor: (playerId, by) => auth.service.twoFactor.resetByOperator(playerId, by),
    // the messages module's operator sending: a broadcast whose segment is this one player
    sendMessage: (playerId, { title, body }) =>
      messages.service.broadcast({ segment: { kind: 'players', ids: [playerId] }, title: { en: title }, body: { en: body } }),
    setBlock: responsibleGaming.service.setBlock,
    // the latest page of the player's rounds, as the player's own history shows it (with the fairness seeds)
    rounds: async (playerId) => (await rgs.studio.history(playerId, { page: 1 })).collection,
    limits: (playerId) => responsibleGaming.service.metrics(playerId),
    bonuses: async (playerId) => ({
      items: (await bonuses.service.history(playerId, bonusListQuerySchema.parse({}))).collection,
      freeSpins: await Promise.all((await bonuses.service.liveFreeSpins(playerId)).map((fs) => bonuses.service.presentGrant(fs))),
    }),
    kyc: (playerId) => verification.service.documentsRequested(playerId),
    messages: async (playerId) => (await messages.service.inbox(playerId, undefined, 1)).list,
    // the dashboard and reports: read-only figures from the ledger, registrations and the queues
    analytics: {
      activity: wallet.service.activity,
      registrationsPerDay: player.service.registrationsPerDay,
      countriesOf: player.service.countriesOf,
      gameOf: async (gameId) => {
        const g = await rgsCatalog.byId(gameId);
        if (!g) return null;
        // a game switched off since still has its name and studio in the reports
        const tile = (await games.service.catalogueEntry(g.url))?.game;
        return { name: tile?.name ?? g.name, studio: tile?.provider.name ?? 'Fortuna' };
      },
      pendingWithdrawals: async () => (await cashier.service.operator.withdrawalQueue('init', 1, 1)).total,
      pendingKyc: verification.service.countInReview,
      pendingGdpr: async () => {
        const open = [...(await privacy.service.operator.list('received')), ...(await privacy.service.operator.list('processing'))];
        return { open: open.length, overdue: open.filter((r) => r.overdue).length };
      },
    },
    compliance: {
      kyc: verification.desk,
      gdpr: privacy.service.operator,
      selfExcluded: player.service.selfExcluded,
    },
  });
  for (const module of [
    content,
    appConfig,
    realtime,
    player,
    auth,
    cashier,
    games,
    seamless,
    bonuses,
    verification,
    privacy,
    messages,
    subscriptions,
    chat,
    responsibleGaming,
    tournaments,
  ])
    listen(deps.events, module.events);
  listen(deps.events, metricsListeners());

  // --- platform -----------------------------------------------------------------------------
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, {
    onServerError: (error, request) =>
      errorReporter.capture(error, {
        requestId: request.id,
        method: request.method,
        route: request.routeOptions.url,
        playerId: request.player?.playerId,
      }),
  });
  registerDrain(app);
  // behind a load balancer: which instance answered (debugging, and the cluster test)
  if (env.INSTANCE_ID) {
    const instance = env.INSTANCE_ID;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-fortuna-instance', instance);
    });
  }
  registerMetrics(app, { operatorToken: env.OPERATOR_TOKEN });
  const stopPoolMetrics = collectDatabasePool(database);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // the browser's error reports go to the DSN's origin
  const errorReports = env.SENTRY_DSN ? [new URL(env.SENTRY_DSN).origin] : [];
  // Sumsub's web SDK runs in its own iframe and calls its API from the page
  const kycVendor = env.SUMSUB_APP_TOKEN ? [new URL(env.SUMSUB_BASE_URL).origin, 'https://*.sumsub.com'] : [];
  // a hosted visit-tracking script (loaded with marketing consent) talks to its own origin
  const tracking = env.TRACKING_SCRIPT_URL ? [new URL(env.TRACKING_SCRIPT_URL).origin] : [];
  await registerSecurityHeaders(app, {
    dev,
    frameSrc: kycVendor,
    connectSrc: [...kycVendor, ...tracking, ...errorReports],
    scriptSrc: tracking,
  });
  // gzip level 4 instead of zlib's 6: every page hit is compressed afresh (its nonces differ), and on
  // the cached home page level 4 costs 0.8 ms against 1.3 ms for 5 % more bytes
  await app.register(compress, { global: true, threshold: 1024, zlibOptions: { level: 4 } });
  await app.register(cookie);
  registerCsrfProtection(app, { publicUrl: env.PUBLIC_URL });
  access.registerGate(app);
  await registerRateLimits(app, { clock, redis, prefix: env.REDIS_KEY_PREFIX });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerAuthContext(app, options.sessionResolver ?? auth.resolveSession ?? noSessions);
  registerOperatorContext(app, backoffice.resolveOperator);
  backoffice.registerOperatorAudit(app);
  if (auth.mailbox) registerMailboxPageKey(app, auth.mailbox);
  await app.register(realtime.socketPlugin);
  // the OpenAPI document collects the routes registered from here on
  await registerOpenApi(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
  // readiness for a load balancer: 503 while draining or without the database; Redis down is
  // reported ('degraded') but keeps the instance in: money paths do not need it. A database that
  // answered lately but whose pool is busy now is 'busy', and ready (database-readiness.ts).
  const databaseState = createDatabaseReadiness(() => database.ping(), clock);
  app.get('/readyz', async (_request, reply) => {
    const [db, redisState] = await Promise.all([databaseState(), redis ? redisStatus(redis) : Promise.resolve('off' as const)]);
    const draining = isDraining(app);
    const body = { database: db, databaseKind: database.kind, redis: redisState, draining };
    if (db === 'down') return reply.status(503).send({ code: 503, message: 'Database unreachable', status: 'down', ...body });
    if (draining) return reply.status(503).send({ code: 503, message: 'Draining: shutting down', status: 'draining', ...body });
    return { status: redisState === 'down' ? 'degraded' : 'ok', ...body };
  });

  // --- site shell: path/host rules hook, sitemap, robots (before other routes) ----------------
  await app.register(content.sitePlugin);

  // --- module routes, all under /api ----------------------------------------------------------
  await app.register(
    async (api) => {
      await api.register(openApiRoutes);
      await api.register(content.plugin);
      await api.register(appConfig.plugin);
      await api.register(access.plugin);
      await api.register(consent.plugin);
      await api.register(realtime.plugin);
      await api.register(player.plugin, {
        balanceOf: async (id, currency) => (await wallet.service.balance(id, currency)).balance,
        onTermsAccepted: responsibleGaming.service.recordAcceptance,
      });
      await api.register(auth.plugin);
      await api.register(wallet.routes, wallet.routeOptions);
      await api.register(cashier.plugin);
      await api.register(seamless.plugin);
      await api.register(rgs.routes);
      await api.register(games.plugin);
      await api.register(bonuses.plugin);
      await api.register(verification.plugin);
      await api.register(privacy.plugin);
      await api.register(messages.plugin);
      await api.register(tournaments.plugin);
      await api.register(subscriptions.plugin);
      await api.register(chat.plugin);
      await api.register(responsibleGaming.plugin, { depositedSince: cashier.service.depositedSince });
      await api.register(backoffice.plugin, { prefix: '/admin', extraRoutes: [chat.adminRoutes, games.adminRoutes, content.adminRoutes] });
    },
    { prefix: '/api' },
  );

  // --- pages (last: the catch-all) ----------------------------------------------------------
  if (options.ssr) {
    await registerSsr(app, {
      mode: options.ssr,
      webRoot: WEB_ROOT,
      buildDir: env.WEB_BUILD_DIR,
      pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
      // a visitor turned away (or allowed to browse only) never gets a page rendered for one let in
      pageVariant: (request) => request.access?.access ?? '',
      invalidation,
      criticalCss: env.CRITICAL_CSS,
    });
  }

  app.addHook('onClose', async () => {
    stopPoolMetrics();
    await errorReporter.flush(2_000);
    await realtime.service.close();
    await invalidation.close();
    if (redis) await redis.quit().catch(() => {});
    await database.close();
  });
  return app;
}
