import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameLaunchParamsSchema,
  gameLaunchQuerySchema,
  gameLaunchSchema,
  gameProfitSchema,
  gameSessionSchema,
  jackpotViewSchema,
  openSessionBodySchema,
  playBodySchema,
  playResultSchema,
  roundHistoryQuerySchema,
  roundHistorySchema,
} from '@fortuna/contracts';
import { notFound } from '../../../platform/errors';
import { requirePlayer, signedIn } from '../../../platform/http/auth-context';
import type { StudioService } from './studio.service';

export interface StudioRoutesOptions {
  service: StudioService;
  jackpotPool: (poolId: string) => Promise<{ poolId: string; currency: string; amount: number } | null>;
}

/**
 * Game launch (POST on spec /api/game/{a}/{b}; its GET is the catalogue's game detail), the game client's calls (/api/rgs/*), round history
 * (/api/history/rounds) and a player's result on one game (/api/game/profit/{id}).
 */
export const studioRoutes: FastifyPluginAsyncZod<StudioRoutesOptions> = async (app, { service, jackpotPool }) => {
  const launch = { schema: { params: gameLaunchParamsSchema, querystring: gameLaunchQuerySchema, response: { 200: gameLaunchSchema } } };
  const doLaunch = (request: {
    params: z.infer<typeof gameLaunchParamsSchema>;
    query: z.infer<typeof gameLaunchQuerySchema>;
    player: { playerId: string } | null;
    headers: Record<string, unknown>;
  }) =>
    service.launch({
      playerId: request.params.mode === 'real' ? requirePlayerId(request.player) : (request.player?.playerId ?? null),
      mode: request.params.mode,
      gameUrl: request.params.gameUrl,
      locale: request.query.locale ?? localeOf(request.headers['accept-language']),
      currency: request.query.currency,
    });
  // GET /api/game/{mode}/{url} is the games module's game detail; the launch is the POST of the same path
  app.post('/game/:mode/:gameUrl', launch, (request) => doLaunch(request));

  app.get(
    '/game/profit/:id',
    { onRequest: signedIn, schema: { params: z.object({ id: z.string().max(120) }), response: { 200: gameProfitSchema } } },
    (request) => service.profit(requirePlayer(request).playerId, request.params.id),
  );

  app.get(
    '/history/rounds',
    { onRequest: signedIn, schema: { querystring: roundHistoryQuerySchema, response: { 200: roundHistorySchema } } },
    (request) => service.history(requirePlayer(request).playerId, request.query),
  );

  app.post('/rgs/session', { schema: { body: openSessionBodySchema, response: { 200: gameSessionSchema } } }, (request) =>
    service.openSession(request.body.token, request.player?.playerId ?? null),
  );

  app.post('/rgs/play', { schema: { body: playBodySchema, response: { 200: playResultSchema } }, config: { drain: 'module' } }, (request) =>
    service.play({
      sessionId: request.body.sessionId,
      requester: request.player?.playerId ?? null,
      bet: request.body.bet,
      action: request.body.action,
      freeSpins: request.body.freeSpins,
    }),
  );

  app.get('/rgs/rounds/:roundId', { onRequest: signedIn, schema: { params: z.object({ roundId: z.string().uuid() }) } }, (request) =>
    service.recall(request.params.roundId, requirePlayer(request).playerId),
  );

  app.get(
    '/rgs/jackpot/:poolId',
    { schema: { params: z.object({ poolId: z.string().regex(/^[\w-]{1,80}$/) }), response: { 200: jackpotViewSchema } } },
    async (request) => {
      const pool = await jackpotPool(request.params.poolId);
      if (!pool) throw notFound('Jackpot not found');
      return pool;
    },
  );
};

function requirePlayerId(player: { playerId: string } | null): string {
  if (!player) return requirePlayer({ player } as never).playerId;
  return player.playerId;
}

function localeOf(header: unknown): string | undefined {
  return typeof header === 'string' ? /^([a-z]{2})/i.exec(header)?.[1]?.toLowerCase() : undefined;
}
