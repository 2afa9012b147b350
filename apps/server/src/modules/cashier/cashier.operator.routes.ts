import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorPaymentSchema, operatorRejectSchema, operatorVerifySchema } from '@fortuna/contracts';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import type { PaymentRow } from './cashier.repository';
import type { CashierService } from './cashier.service';

export interface CashierOperatorRoutesOptions {
  service: CashierService;
  operatorToken?: string;
}

const idParams = z.object({ id: z.uuid() });
const view = (p: PaymentRow) => ({
  id: p.id,
  playerId: p.playerId,
  type: p.type as 'in' | 'out',
  status: p.status,
  reason: p.reason,
  amount: p.amount,
  currency: p.currency,
});

/**
 * The operator CLI's steps over HTTP (`Authorization: Bearer $OPERATOR_TOKEN`), for a running
 * server whose PGlite database the CLI cannot open, and for end-to-end tests. Same service calls
 * as `npm run operator -- payment …` / `player verify`.
 */
export const cashierOperatorRoutes: FastifyPluginAsyncZod<CashierOperatorRoutesOptions> = async (app, { service, operatorToken }) => {
  // after the rate limit (a route-level onRequest hook), before the body is validated
  app.addHook('preValidation', async (request) => requireOperator(request, operatorToken));
  const limited = perIp(60, 60_000);

  app.post(
    '/operator/players/:id/verify',
    { config: limited, schema: { params: idParams, body: operatorVerifySchema, response: { 200: z.object({ status: z.boolean() }) } } },
    async (request) => {
      await service.operator.verify(request.params.id, request.body?.note ?? null);
      return { status: true };
    },
  );

  app.post(
    '/operator/payments/:id/approve',
    { config: limited, schema: { params: idParams, response: { 200: operatorPaymentSchema } } },
    async (request) => view(await service.operator.approve(request.params.id)),
  );

  app.post(
    '/operator/payments/:id/reject',
    { config: limited, schema: { params: idParams, body: operatorRejectSchema, response: { 200: operatorPaymentSchema } } },
    async (request) => view(await service.operator.reject(request.params.id, request.body.reason)),
  );

  app.post(
    '/operator/payments/:id/settle',
    { config: limited, schema: { params: idParams, response: { 200: operatorPaymentSchema } } },
    async (request) => view(await service.operator.settle(request.params.id)),
  );
};
