import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { perPlayer } from '../../platform/http/rate-limit';
import { requestLocale } from '../../platform/http/request-meta';
import type { TournamentsService } from './tournaments.service';

export interface TournamentsRoutesOptions {
  service: TournamentsService;
}

/** HTTP only: contract -> service -> response. */
export const tournamentsRoutes: FastifyPluginAsyncZod<TournamentsRoutesOptions> = async (app, { service }) => {
  app.get('/tournament-list', { schema: apiSchema('GET /tournament-list') }, async (request) =>
    service.list(request.query, request.player?.playerId ?? null, requestLocale(request)),
  );

  app.get('/tournament/:id', { schema: apiSchema('GET /tournament/:id') }, async (request) =>
    service.detail(request.params.id, request.player?.playerId ?? null, requestLocale(request)),
  );

  app.post(
    '/tournament/:id/join',
    { onRequest: signedIn, config: perPlayer(30, 60_000), schema: apiSchema('POST /tournament/:id/join') },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.join(request.params.id, playerId);
    },
  );
};
