import { threeDsParamsSchema } from '@fortuna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SandboxProvider } from './sandbox.provider';
import { THREE_DS_TEST_CODE } from './sandbox.cards';
import { apiSchema } from '../../../../platform/http/api-schema';
import { notFound } from '../../../../platform/errors';
import { perIp } from '../../../../platform/http/rate-limit';

const params = threeDsParamsSchema;

/**
 * The sandbox provider's 3-D Secure step. The cashier shows it inline (POST JSON); the GET page is
 * what a provider redirect would open, for a real-adapter-shaped flow.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ provider: SandboxProvider }> = async (app, { provider }) => {
  app.post(
    '/cashier/sandbox/3ds/:ref',
    { config: perIp(20, 60_000), schema: apiSchema('POST /cashier/sandbox/3ds/:ref') },
    async (request) => {
      const outcome = await provider.confirmChallenge(request.params.ref, request.body.code);
      if (outcome === 'unknown') throw notFound('No 3-D Secure step is waiting for this payment');
      return { status: outcome };
    },
  );

  app.get('/cashier/sandbox/3ds/:ref', { schema: { params } }, async (request, reply) => {
    const status = await provider.status(request.params.ref);
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html><head><meta charset="utf-8"><title>Sandbox 3-D Secure</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Sandbox bank: 3-D Secure</h1><p>Status: ${status === null ? 'unknown payment' : status}</p>
<p>Enter the code sent to your phone. In the sandbox the code is <b>${THREE_DS_TEST_CODE}</b>; any other code declines.</p>
<p>The cashier window shows the code field for this step.</p>
</body></html>`;
  });
};
