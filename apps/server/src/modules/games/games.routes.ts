import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GAME_FLAGS,
  GAME_LIST_FIRST_PAGE,
  GAME_LIST_NEXT_PAGE,
  type gameSearchQuerySchema,
  pageWindow,
  type GameFlag,
} from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { requestLocale } from '../../platform/http/request-meta';
import { notFound } from '../../platform/errors';
import type { GamesService, ListRequest } from './games.service';

type SearchQuery = z.output<typeof gameSearchQuerySchema>;

/** The request's filters, whichever paging style it uses: page (12 then 8) or offset/limit. */
export function toListRequest(q: Partial<SearchQuery>): ListRequest {
  const providers = [...(q['providers[]'] ?? []), ...(q.providers ?? [])];
  let offset: number;
  let limit: number;
  if (q.page !== undefined) ({ offset, limit } = pageWindow(q.page));
  else {
    offset = q['pagination[offset]'] ?? q.offset ?? 0;
    limit = q['pagination[limit]'] ?? q.limit ?? (offset === 0 ? GAME_LIST_FIRST_PAGE : GAME_LIST_NEXT_PAGE);
  }
  const flags: Partial<Record<GameFlag, boolean>> = {};
  for (const f of GAME_FLAGS) if (q[f]) flags[f] = true;
  return {
    category: q.category,
    providers: providers.length ? providers : undefined,
    liveType: q.liveType,
    query: q.query,
    orderType: q.orderType,
    flags,
    offset,
    limit,
  };
}

const fileParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/, 'expected <slug>.svg') });

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('cache-control', 'public, max-age=2592000, stale-while-revalidate=604800')
    .header('etag', etag)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('image/svg+xml; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(svg);
}

export const gamesRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (app, { service }) => {
  const playerIdOf = (request: FastifyRequest) => request.player?.playerId;

  app.get('/search/games', { schema: apiSchema('GET /search/games') }, async (request) =>
    service.search(toListRequest(request.query), requestLocale(request), playerIdOf(request)),
  );

  app.get('/games', { schema: apiSchema('GET /games') }, async (request) => {
    const { block, category, ...rest } = request.query;
    const locale = requestLocale(request);
    if (category === 'favorites') {
      const player = requirePlayer(request);
      return service.favorites(toListRequest(rest), locale, player.playerId);
    }
    if (block) return service.block(block, toListRequest({ ...rest }), locale, playerIdOf(request));
    return service.search(toListRequest({ ...rest, category }), locale, playerIdOf(request));
  });

  app.get('/games/count', { schema: apiSchema('GET /games/count') }, async (request) => ({
    count: await service.count(toListRequest(request.query)),
  }));

  app.get('/games/block/:name', { schema: apiSchema('GET /games/block/:name') }, async (request) =>
    service.block(request.params.name, toListRequest(request.query), requestLocale(request), playerIdOf(request)),
  );

  app.get('/games/games/:name', { schema: apiSchema('GET /games/games/:name') }, async (request) =>
    service.byName(request.params.name, toListRequest(request.query), requestLocale(request), playerIdOf(request)),
  );

  app.get('/providers', { schema: apiSchema('GET /providers') }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { providers: await service.providers() };
  });

  app.get('/providers/logo/:file', { schema: { params: fileParams } }, async (request, reply) =>
    sendSvg(request, reply, await service.logo(request.params.file.slice(0, -4))),
  );

  app.get('/games-type-count', { schema: apiSchema('GET /games-type-count') }, async () => service.typeCount());

  app.post('/favorites/:id', { onRequest: signedIn, schema: apiSchema('POST /favorites/:id') }, async (request) => {
    const player = requirePlayer(request);
    return service.toggleFavorite(player.playerId, request.params.id);
  });

  app.get('/game/recent', { onRequest: signedIn, schema: apiSchema('GET /game/recent') }, async (request) => {
    const player = requirePlayer(request);
    return { games: await service.recent(player.playerId, requestLocale(request)) };
  });

  app.get('/game/tiles', { schema: apiSchema('GET /game/tiles') }, async (request) =>
    service.tiles(request.query.limit ?? GAME_LIST_FIRST_PAGE, requestLocale(request), playerIdOf(request)),
  );

  app.get('/winners', { schema: apiSchema('GET /winners') }, async (request) => ({
    winners: await service.winners(request.query.sort ?? 'winSum', request.query.limit ?? 20, requestLocale(request)),
  }));

  app.get('/contribution', { schema: apiSchema('GET /contribution') }, async (request) =>
    service.contribution({ ...request.query, page: request.query.page ?? 1 }, requestLocale(request)),
  );

  app.get('/game/art/:file', { schema: { params: fileParams } }, async (request, reply) =>
    sendSvg(request, reply, await service.art(request.params.file.slice(0, -4))),
  );

  app.get('/game/:mode/:url', { schema: apiSchema('GET /game/:mode/:url') }, async (request) => {
    if (!/^[a-z0-9-]+$/.test(request.params.url)) throw notFound('Game not found');
    return { game: await service.game(request.params.url, requestLocale(request), playerIdOf(request)) };
  });
};
