import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { MINUTE, perPlayer } from '../../platform/http/rate-limit';
import { requestHost } from '../../platform/http/request-meta';
import type { CashierService } from './cashier.service';

export interface CashierRoutesOptions {
  service: CashierService;
}

/** HTTP only: contract -> service -> response (cashier, history, withdrawal-limits, lite-block). */
export const cashierRoutes: FastifyPluginAsyncZod<CashierRoutesOptions> = async (app, { service }) => {
  // the cashier UI is part of the site (features/cashier); its "script" is the frame config it loads first
  app.get('/cashier/config', { onRequest: signedIn, schema: apiSchema('GET /cashier/config') }, async (request) => {
    requirePlayer(request);
    return { scriptUrl: '/api/cashier/frame' };
  });

  app.get('/cashier/frame', { onRequest: signedIn, schema: apiSchema('GET /cashier/frame') }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.frame(playerId, requestHost(request), request.ip);
  });

  app.get('/payment/currencies', { schema: apiSchema('GET /payment/currencies') }, async () => service.paymentCurrencies());

  app.post(
    '/cashier/deposit',
    { onRequest: signedIn, config: perPlayer(30, MINUTE), schema: apiSchema('POST /cashier/deposit') },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.createDeposit(playerId, requestHost(request), request.body);
    },
  );

  app.post(
    '/cashier/withdrawal',
    {
      onRequest: signedIn,
      config: perPlayer(60, MINUTE),
      schema: apiSchema('POST /cashier/withdrawal'),
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.createWithdrawal(playerId, request.ip, request.body);
    },
  );

  app.get('/cashier/payment/:id', { onRequest: signedIn, schema: apiSchema('GET /cashier/payment/:id') }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.payment(playerId, request.params.id);
  });

  app.get('/history/payments', { onRequest: signedIn, schema: apiSchema('GET /history/payments') }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.history(playerId, request.query);
  });

  app.post(
    '/history/payment/:id/cancel',
    { onRequest: signedIn, schema: apiSchema('POST /history/payment/:id/cancel') },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.cancel(playerId, request.params.id);
    },
  );

  app.get('/withdrawal-limits', { onRequest: signedIn, schema: apiSchema('GET /withdrawal-limits') }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.withdrawalLimits(playerId);
  });

  app.post('/player/lite-block', { onRequest: signedIn, schema: apiSchema('POST /player/lite-block') }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.confirmLiteBlock(playerId);
  });

  // provider callbacks: the signature covers the exact bytes, so this scope keeps the body raw
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    // server to server, authenticated by the provider's signature: no browser, any content type
    raw.post(
      '/cashier/callback/:provider',
      { config: { csrf: false }, schema: { params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) }) } },
      async (request) =>
        service.handleCallback(
          (request.params as { provider: string }).provider,
          typeof request.body === 'string' ? request.body : '',
          request.headers,
        ),
    );
  });
};
