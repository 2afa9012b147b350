import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {} from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { MINUTE, perPlayer } from '../../platform/http/rate-limit';
import type { DepositedSince, ResponsibleGamingService } from './responsible-gaming.service';

export interface ResponsibleGamingRoutesOptions {
  service: ResponsibleGamingService;
  depositedSince?: DepositedSince;
}

/** HTTP only: the limits page's metrics, loss history, session figures and the reality-check answer. */
export const responsibleGamingRoutes: FastifyPluginAsyncZod<ResponsibleGamingRoutesOptions> = async (app, { service, depositedSince }) => {
  const by = (request: { ip: string; id: string }) => ({ ip: request.ip, requestId: request.id });

  app.get('/profile/metrics', { onRequest: signedIn, schema: apiSchema('GET /profile/metrics') }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.metrics(playerId, depositedSince);
  });

  app.post(
    '/profile/metrics/:id/save',
    {
      onRequest: signedIn,
      config: perPlayer(30, MINUTE),
      schema: apiSchema('POST /profile/metrics/:id/save'),
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      await service.save(playerId, request.params.id, request.body, by(request));
      return service.metrics(playerId, depositedSince);
    },
  );

  app.post(
    '/profile/metrics/:id/delete',
    {
      onRequest: signedIn,
      config: perPlayer(30, MINUTE),
      schema: apiSchema('POST /profile/metrics/:id/delete'),
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      await service.remove(playerId, request.params.id, request.body ?? {}, by(request));
      return service.metrics(playerId, depositedSince);
    },
  );

  app.get('/player/lost/money', { onRequest: signedIn, schema: apiSchema('GET /player/lost/money') }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.lostMoney(playerId);
  });

  app.get('/player/session/statistic', { onRequest: signedIn, schema: apiSchema('GET /player/session/statistic') }, async (request) => {
    const { playerId, sessionId } = requirePlayer(request);
    return service.sessionStatistic(playerId, sessionId);
  });

  app.post(
    '/player/reality-check',
    { onRequest: signedIn, config: perPlayer(30, MINUTE), schema: apiSchema('POST /player/reality-check') },
    async (request) => {
      const { playerId, sessionId } = requirePlayer(request);
      return service.answerRealityCheck(playerId, sessionId, request.body.answer);
    },
  );
};
