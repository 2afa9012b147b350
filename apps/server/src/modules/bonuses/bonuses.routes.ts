import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusListQuerySchema, bonusListSchema } from '@fortuna/contracts';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import type { BonusesService } from './bonuses.service';

export interface BonusesRoutesOptions {
  service: BonusesService;
}

/** HTTP only: contract -> service -> response (spec §7 "Bonus": GET /bonus). */
export const bonusesRoutes: FastifyPluginAsyncZod<BonusesRoutesOptions> = async (app, { service }) => {
  app.get(
    '/bonus',
    { onRequest: signedIn, schema: { querystring: bonusListQuerySchema, response: { 200: bonusListSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.history(playerId, request.query);
    },
  );
};
