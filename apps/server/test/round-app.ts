import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase, testEnv } from './helpers';
import { FakeClock } from '../src/platform/clock';
import type { Database } from '../src/platform/db';
import { createEventBus } from '../src/platform/events';
import { registerErrorHandling } from '../src/platform/http/error-handler';
import { registerAuthContext } from '../src/platform/http/auth-context';
import { registerCsrfProtection } from '../src/platform/http/csrf';
import { nullPublisher } from '../src/platform/realtime';
import { createWalletModule, type WalletService } from '../src/modules/wallet';
import { createSeamlessModule, type SeamlessModule } from '../src/modules/seamless';
import {
  BUILTIN_GAMES,
  builtinCatalog,
  createRgsModule,
  injectTransport,
  type BonusPort,
  type CasinoPort,
  type LimitsPort,
  type PlayerPort,
  type RgsGame,
  type RgsModule,
  type SeamlessTransport,
} from '../src/modules/rgs';
import type { EngineRegistry } from '../src/modules/rgs/studio/engine-port';
import { headerSessions } from '../src/modules/rgs/test/rgs.test-support';

export interface RgsTestApp {
  app: FastifyInstance;
  database: Database;
  clock: FakeClock;
  wallet: WalletService;
  rgs: RgsModule;
  seamless: SeamlessModule;
  close(): Promise<void>;
}

/**
 * A small app with the wallet, the casino side and the studio only (no games or player modules):
 * the studio on the in-process casino (optionally wrapped, to fail at a chosen point) or on the
 * signed HTTP protocol to this same app.
 */
export async function buildRgsTestApp(
  options: {
    http?: boolean;
    /** wraps the signed HTTP transport (to lose an answer on the way back) */
    wrapTransport?: (inner: SeamlessTransport) => SeamlessTransport;
    casino?: (inProcess: CasinoPort) => CasinoPort;
    games?: RgsGame[];
    limits?: LimitsPort;
    bonuses?: BonusPort;
    players?: PlayerPort;
    engines?: EngineRegistry;
    clock?: FakeClock;
    env?: Record<string, string>;
  } = {},
): Promise<RgsTestApp> {
  const database = await createTestDatabase();
  const clock = options.clock ?? new FakeClock();
  const deps = { env: testEnv(options.env), database, clock, events: createEventBus(), realtime: nullPublisher };
  const app = Fastify().withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerCsrfProtection(app, { publicUrl: 'http://localhost:3000' });
  registerAuthContext(app, headerSessions);
  const walletModule = createWalletModule(deps);
  const catalog = builtinCatalog(options.games ?? [...BUILTIN_GAMES, ...TABLE_TEST_GAMES]);
  const seamless = createSeamlessModule({
    ...deps,
    wallet: walletModule.service,
    currencyOf: walletModule.currencyOf,
    catalog,
    players: options.players,
    limits: options.limits,
    bonuses: options.bonuses,
  });
  const rgs = createRgsModule(deps, {
    casino: options.casino ? options.casino(seamless.casino) : seamless.casino,
    transport: options.http ? (options.wrapTransport ?? ((x) => x))(injectTransport(() => app)) : undefined,
    currencyOf: walletModule.currencyOf,
    catalog,
    players: options.players,
    bonuses: options.bonuses,
    engines: options.engines,
  });
  await app.register(
    async (api) => {
      await api.register(seamless.plugin);
      await api.register(rgs.routes);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return {
    app,
    database,
    clock,
    wallet: walletModule.service,
    rgs,
    seamless,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Table and instant titles for the small test app (the catalogue module is not in it). */
export const TABLE_TEST_GAMES: RgsGame[] = ['mines', 'crash', 'blackjack', 'video-poker', 'dice', 'roulette', 'scratch'].map((engine) => ({
  id: `test-${engine}`,
  url: `test-${engine}`,
  name: engine,
  engine,
  rtpVariant: 'standard',
  theme: 'classic',
}));
