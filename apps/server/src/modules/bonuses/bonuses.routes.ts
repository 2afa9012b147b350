import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusIdParamsSchema, bonusListQuerySchema, bonusListSchema, bonusActionResultSchema } from '@fortuna/contracts';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { perPlayer } from '../../platform/http/rate-limit';
import { presentBonus, type BonusesService } from './bonuses.service';

export interface BonusesRoutesOptions {
  service: BonusesService;
}

/** HTTP only: contract -> service -> response. */
export const bonusesRoutes: FastifyPluginAsyncZod<BonusesRoutesOptions> = async (app, { service }) => {
  app.get(
    '/bonus',
    { onRequest: signedIn, schema: { querystring: bonusListQuerySchema, response: { 200: bonusListSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.history(playerId, request.query);
    },
  );

  // the chosen queued bonus becomes active, the active one queued
  app.post(
    '/bonus/:id/activate',
    {
      onRequest: signedIn,
      config: perPlayer(30, 60_000),
      schema: { params: bonusIdParamsSchema, response: { 200: bonusActionResultSchema } },
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return presentBonus(await service.activate(playerId, request.params.id));
    },
  );

  // forfeits the bonus and its winnings
  app.post(
    '/bonus/:id/cancel',
    {
      onRequest: signedIn,
      config: perPlayer(30, 60_000),
      schema: { params: bonusIdParamsSchema, response: { 200: bonusActionResultSchema } },
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return presentBonus(await service.cancel(playerId, request.params.id));
    },
  );
};
