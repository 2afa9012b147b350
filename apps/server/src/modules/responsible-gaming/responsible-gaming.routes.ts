import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lostMoneySchema,
  metricDeleteSchema,
  metricParamsSchema,
  metricSaveSchema,
  metricsSchema,
  okResponseSchema,
  realityCheckAnswerSchema,
  sessionStatisticSchema,
} from '@fortuna/contracts';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { MINUTE, perPlayer } from '../../platform/http/rate-limit';
import type { DepositedSince, ResponsibleGamingService } from './responsible-gaming.service';

export interface ResponsibleGamingRoutesOptions {
  service: ResponsibleGamingService;
  depositedSince?: DepositedSince;
}

/** HTTP only (spec §7): the limits page's metrics, loss history, session figures and the reality-check answer. */
export const responsibleGamingRoutes: FastifyPluginAsyncZod<ResponsibleGamingRoutesOptions> = async (app, { service, depositedSince }) => {
  const by = (request: { ip: string; id: string }) => ({ ip: request.ip, requestId: request.id });

  app.get('/profile/metrics', { onRequest: signedIn, schema: { response: { 200: metricsSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.metrics(playerId, depositedSince);
  });

  app.post(
    '/profile/metrics/:id/save',
    {
      onRequest: signedIn,
      config: perPlayer(30, MINUTE),
      schema: { params: metricParamsSchema, body: metricSaveSchema, response: { 200: metricsSchema } },
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
      schema: { params: metricParamsSchema, body: metricDeleteSchema.nullish(), response: { 200: metricsSchema } },
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      await service.remove(playerId, request.params.id, request.body ?? {}, by(request));
      return service.metrics(playerId, depositedSince);
    },
  );

  app.get('/player/lost/money', { onRequest: signedIn, schema: { response: { 200: lostMoneySchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.lostMoney(playerId);
  });

  app.get('/player/session/statistic', { onRequest: signedIn, schema: { response: { 200: sessionStatisticSchema } } }, async (request) => {
    const { playerId, sessionId } = requirePlayer(request);
    return service.sessionStatistic(playerId, sessionId);
  });

  app.post(
    '/player/reality-check',
    { onRequest: signedIn, config: perPlayer(30, MINUTE), schema: { body: realityCheckAnswerSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const { playerId, sessionId } = requirePlayer(request);
      return service.answerRealityCheck(playerId, sessionId, request.body.answer);
    },
  );
};
