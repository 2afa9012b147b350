import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../../platform/http/operator-auth';
import type { RoundReconciler } from './reconciler';

const reportSchema = z.object({
  leader: z.boolean(),
  found: z.number().int(),
  closed: z.number().int(),
  cancelled: z.number().int(),
  failed: z.number().int(),
});

/** `POST /rgs/rounds/reconcile` (operator): one reconciler run now, with its report (it runs periodically anyway). */
export const reconcilerRoutes: FastifyPluginAsyncZod<{ reconciler: RoundReconciler; operatorToken?: string }> = async (
  app,
  { reconciler, operatorToken },
) => {
  app.post(
    '/rgs/rounds/reconcile',
    {
      schema: { body: z.object({}).strict().optional(), response: { 200: reportSchema } },
      // the credential before the body is even validated
      onRequest: async (request) => requireOperator(request, operatorToken),
    },
    () => reconciler.run(),
  );
};
