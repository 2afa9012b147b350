import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_BLOCK_MESSAGES, RGS_ERROR_CODES } from '@fortuna/contracts';
import { createTestDatabase, testEnv } from '../../../test/helpers';
import { FakeClock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { createEventBus } from '../../platform/events';
import { registerErrorHandling } from '../../platform/http/error-handler';
import { registerAuthContext } from '../../platform/http/auth-context';
import { nullPublisher } from '../../platform/realtime';
import { createWalletModule } from '../wallet';
import { asPlayer, headerSessions } from './test/rgs.test-support';
import { BUILTIN_GAMES, builtinCatalog } from './rgs.builtin-games';
import { createRgsModule } from './rgs.module';
import type { PlayerFacts } from './rgs.ports';

/** The refusals of spec §8 and the player gates, with ports that say no. */
describe('game-blocked messages and player gates', () => {
  let app: FastifyInstance;
  let database: Database;
  const facts = new Map<string, Partial<PlayerFacts>>();
  const limited = new Set<string>();
  const withBonus = new Set<string>();
  const games = [
    ...BUILTIN_GAMES,
    { ...BUILTIN_GAMES[0], id: 'closed', url: 'closed', blocked: true },
    { ...BUILTIN_GAMES[0], id: 'usd-only', url: 'usd-only', currencies: ['USD'] },
    { ...BUILTIN_GAMES[0], id: 'no-de', url: 'no-de', blockedCountries: ['DE'] },
    { ...BUILTIN_GAMES[0], id: 'no-bonus', url: 'no-bonus', blockedWithBonus: true },
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = new FakeClock();
    const deps = { env: testEnv(), database, clock, events: createEventBus(), realtime: nullPublisher };
    app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerAuthContext(app, headerSessions);
    const wallet = createWalletModule(deps);
    const rgs = createRgsModule(deps, {
      wallet: wallet.service,
      currencyOf: wallet.currencyOf,
      getApp: () => app,
      catalog: builtinCatalog(games),
      players: {
        facts: async (id) => ({
          blocked: false,
          selfExcluded: false,
          profileComplete: true,
          country: 'DE',
          currency: 'EUR',
          ...facts.get(id),
        }),
      },
      limits: { checkBet: async ({ playerId }) => (limited.has(playerId) ? 'limit_exceeded' : null) },
      bonuses: { hasActiveBonus: async (id) => withBonus.has(id) },
    });
    await app.register(async (api) => api.register(rgs.routes), { prefix: '/api' });
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const launch = (url: string, player: string) => app.inject({ method: 'POST', url: `/api/game/real/${url}`, headers: asPlayer(player) });

  it('refuses a blocked game with the spec message for each reason', async () => {
    const player = randomUUID();
    withBonus.add(player);
    for (const [url, reason] of [
      ['closed', 'technical'],
      ['usd-only', 'currency'],
      ['no-de', 'country'],
      ['no-bonus', 'bonus'],
    ] as const) {
      const res = await launch(url, player);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: RGS_ERROR_CODES[`game_blocked_${reason}`], message: GAME_BLOCK_MESSAGES[reason] });
    }
    expect((await launch('pharaoh-lines', player)).statusCode).toBe(200);
    // demo play stays open except for technical reasons
    expect((await app.inject({ method: 'POST', url: '/api/game/demo/usd-only' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/game/demo/closed' })).statusCode).toBe(403);
  });

  it('refuses blocked, self-excluded and incomplete-profile players', async () => {
    const cases: [Partial<PlayerFacts>, number][] = [
      [{ blocked: true }, RGS_ERROR_CODES.player_blocked],
      [{ selfExcluded: true }, RGS_ERROR_CODES.self_excluded],
      [{ profileComplete: false }, RGS_ERROR_CODES.profile_incomplete],
    ];
    for (const [f, code] of cases) {
      const player = randomUUID();
      facts.set(player, f);
      const res = await launch('pharaoh-lines', player);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(code);
    }
  });

  it('a bet over a responsible-gaming limit is refused and takes nothing', async () => {
    const player = randomUUID();
    const token = (await launch('pharaoh-lines', player)).json().token;
    const session = (await app.inject({ method: 'POST', url: '/api/rgs/session', payload: { token }, headers: asPlayer(player) })).json();
    limited.add(player);
    const res = await app.inject({
      method: 'POST',
      url: '/api/rgs/play',
      payload: { sessionId: session.sessionId, bet: { amount: 20 } },
      headers: asPlayer(player),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(RGS_ERROR_CODES.limit_exceeded);
  });
});
