import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RGS_ERROR_CODES,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  seamlessAnswerSchema,
  seamlessBalanceRequestSchema,
  seamlessBetRequestSchema,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { verifySeamless } from '../rgs';
import type { SeamlessService } from './seamless.service';

export interface SeamlessRoutesOptions {
  service: SeamlessService;
  key: Buffer;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * /api/seamless/*: the casino's seamless-wallet endpoints. Every call must carry an HMAC of
 * `timestamp.rawBody` under the shared secret; anything else is a 401 and moves nothing.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<SeamlessRoutesOptions> = async (app, { service, key, clock }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, 400, 'Malformed JSON'), undefined);
    }
  });

  // runs before validation: a forged call learns nothing about the body's shape
  app.addHook('preValidation', async (request) => {
    const ok = verifySeamless(key, {
      signature: header(request.headers[SEAMLESS_SIGNATURE_HEADER]),
      timestamp: header(request.headers[SEAMLESS_TIMESTAMP_HEADER]),
      body: request.rawBody ?? '',
      nowMs: clock.now().getTime(),
    });
    if (!ok) throw new AppError(401, RGS_ERROR_CODES.bad_signature, 'Invalid signature');
  });

  const response = { 200: seamlessAnswerSchema };
  app.post('/balance', { schema: { body: seamlessBalanceRequestSchema, response } }, (request) => service.balance(request.body));
  app.post('/bet', { schema: { body: seamlessBetRequestSchema, response } }, (request) => service.bet(request.body));
  app.post('/win', { schema: { body: seamlessWinRequestSchema, response } }, (request) => service.win(request.body));
  app.post('/rollback', { schema: { body: seamlessRollbackRequestSchema, response } }, (request) => service.rollback(request.body));
};

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
