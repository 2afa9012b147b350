import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fairSeedViewSchema,
  fairSessionQuerySchema,
  rotatedSeedSchema,
  rotateSeedBodySchema,
  setClientSeedBodySchema,
} from '@fortuna/contracts';
import type { FairnessService } from './fairness.service';
import type { StudioService } from './studio.service';

/**
 * Provably-fair seeds of a game session's owner: the hash of the active server seed (shown before
 * play), the client seed the player sets, rotation revealing the old server seed.
 */
export const fairnessRoutes: FastifyPluginAsyncZod<{ studio: StudioService; fairness: FairnessService }> = async (
  app,
  { studio, fairness },
) => {
  app.get('/rgs/fairness', { schema: { querystring: fairSessionQuerySchema, response: { 200: fairSeedViewSchema } } }, async (request) =>
    fairness.current(await studio.fairnessOwner(request.query.sessionId, request.player?.playerId ?? null)),
  );

  app.post(
    '/rgs/fairness/client-seed',
    { schema: { body: setClientSeedBodySchema, response: { 200: rotatedSeedSchema } } },
    async (request) =>
      fairness.setClientSeed(await studio.fairnessOwner(request.body.sessionId, request.player?.playerId ?? null), request.body.clientSeed),
  );

  app.post('/rgs/fairness/rotate', { schema: { body: rotateSeedBodySchema, response: { 200: rotatedSeedSchema } } }, async (request) =>
    fairness.rotate(await studio.fairnessOwner(request.body.sessionId, request.player?.playerId ?? null)),
  );
};
