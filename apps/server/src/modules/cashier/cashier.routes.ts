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
import { requirePlayer } from '../../platform/http/auth-context';
import { requestHost } from '../../platform/http/request-meta';
import type { CashierService } from './cashier.service';

export interface CashierRoutesOptions {
  service: CashierService;
}

const idParams = z.object({ id: z.uuid() });

/** HTTP only: contract -> service -> response (spec §7 cashier, history, withdrawal-limits, lite-block). */
export const cashierRoutes: FastifyPluginAsyncZod<CashierRoutesOptions> = async (app, { service }) => {
  // the cashier UI is part of the site (features/cashier); its "script" is the frame config it loads first
  app.get('/cashier/config', { schema: { response: { 200: cashierConfigSchema } } }, async (request) => {
    requirePlayer(request);
    return { scriptUrl: '/api/cashier/frame' };
  });

  app.get('/cashier/frame', { schema: { response: { 200: cashierFrameSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.frame(playerId, requestHost(request), request.ip);
  });

  app.get('/payment/currencies', { schema: { response: { 200: paymentCurrenciesSchema } } }, async () => service.paymentCurrencies());

  app.post('/cashier/deposit', { schema: { body: createDepositSchema, response: { 200: paymentResultSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.createDeposit(playerId, requestHost(request), request.body);
  });

  app.post('/cashier/withdrawal', { schema: { body: createWithdrawalSchema, response: { 200: paymentResultSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.createWithdrawal(playerId, request.ip, request.body);
  });

  app.get('/cashier/payment/:id', { schema: { params: idParams, response: { 200: paymentResultSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.payment(playerId, request.params.id);
  });

  app.get('/history/payments', { schema: { querystring: paymentHistoryQuerySchema, response: { 200: paymentHistorySchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.history(playerId, request.query);
  });

  app.post(
    '/history/payment/:id/cancel',
    { schema: { params: idParams, body: cancelPaymentSchema, response: { 200: cancelPaymentResultSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return service.cancel(playerId, request.params.id);
    },
  );

  app.get('/withdrawal-limits', { schema: { response: { 200: withdrawalLimitsSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.withdrawalLimits(playerId);
  });

  app.post('/player/lite-block', { schema: { response: { 200: cancelPaymentResultSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.confirmLiteBlock(playerId);
  });

  // provider callbacks: the signature covers the exact bytes, so this scope keeps the body raw
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    raw.post('/cashier/callback/:provider', { schema: { params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) }) } }, async (request) =>
      service.handleCallback((request.params as { provider: string }).provider, typeof request.body === 'string' ? request.body : '', request.headers),
    );
  });
};
