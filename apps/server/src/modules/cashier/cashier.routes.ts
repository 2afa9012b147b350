import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelPaymentResultSchema,
  cancelPaymentSchema,
  cashierConfigSchema,
  cashierFrameSchema,
  createDepositSchema,
  createWithdrawalSchema,
  paymentCurrenciesSchema,
  paymentHistoryQuerySchema,
  paymentHistorySchema,
  paymentResultSchema,
  withdrawalLimitsSchema,
} from '@fortuna/contracts';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { MINUTE, perPlayer } from '../../platform/http/rate-limit';
import { requestHost } from '../../platform/http/request-meta';
import type { CashierService } from './cashier.service';

export interface CashierRoutesOptions {
  service: CashierService;
}

const idParams = z.object({ id: z.uuid() });

/** HTTP only: contract -> service -> response (spec §7 cashier, history, withdrawal-limits, lite-block). */
export const cashierRoutes: FastifyPluginAsyncZod<CashierRoutesOptions> = async (app, { service }) => {
  // the cashier UI is part of the site (features/cashier); its "script" is the frame config it loads first
  app.get('/cashier/config', { onRequest: signedIn, schema: { response: { 200: cashierConfigSchema } } }, async (request) => {
    requirePlayer(request);
    return { scriptUrl: '/api/cashier/frame' };
  });

  app.get('/cashier/frame', { onRequest: signedIn, schema: { response: { 200: cashierFrameSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.frame(playerId, requestHost(request), request.ip);
  });

  app.get('/payment/currencies', { schema: { response: { 200: paymentCurrenciesSchema } } }, async () => service.paymentCurrencies());

  app.post(
    '/cashier/deposit',
    { onRequest: signedIn, config: perPlayer(30, MINUTE), schema: { body: createDepositSchema, response: { 200: paymentResultSchema } } },
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
      schema: { body: createWithdrawalSchema, response: { 200: paymentResultSchema } },
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.createWithdrawal(playerId, request.ip, request.body);
    },
  );

  app.get(
    '/cashier/payment/:id',
    { onRequest: signedIn, schema: { params: idParams, response: { 200: paymentResultSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.payment(playerId, request.params.id);
    },
  );

  app.get(
    '/history/payments',
    { onRequest: signedIn, schema: { querystring: paymentHistoryQuerySchema, response: { 200: paymentHistorySchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.history(playerId, request.query);
    },
  );

  app.post(
    '/history/payment/:id/cancel',
    { onRequest: signedIn, schema: { params: idParams, body: cancelPaymentSchema, response: { 200: cancelPaymentResultSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.cancel(playerId, request.params.id);
    },
  );

  app.get('/withdrawal-limits', { onRequest: signedIn, schema: { response: { 200: withdrawalLimitsSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.withdrawalLimits(playerId);
  });

  app.post('/player/lite-block', { onRequest: signedIn, schema: { response: { 200: cancelPaymentResultSchema } } }, async (request) => {
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
