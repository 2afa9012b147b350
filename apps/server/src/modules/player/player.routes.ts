import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CNP_ERROR_MESSAGES, parseCnp, ERROR_CODES, isLocale, PHONE_CODES, PROFILE_COUNTRIES } from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { badRequest } from '../../platform/errors';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { perPlayer } from '../../platform/http/rate-limit';
import { requestLocale } from '../../platform/http/request-meta';
import type { Clock } from '../../platform/clock';
import type { PlayerService } from './player.service';

export interface PlayerRoutesOptions {
  service: PlayerService;
  clock: Clock;
  balanceOf?: (playerId: string, currency: string) => Promise<number>;
  onTermsAccepted?: (playerId: string, flags: { terms: boolean; policy: boolean }) => Promise<void>;
}

const yes = (v: string | undefined) => v === '1' || v === 'true';

export const playerRoutes: FastifyPluginAsyncZod<PlayerRoutesOptions> = async (app, { service, balanceOf, onTermsAccepted, clock }) => {
  app.get('/player/info', { onRequest: signedIn, schema: apiSchema('GET /player/info') }, async (request) => {
    const { playerId } = requirePlayer(request);
    const player = await service.get(playerId);
    return service.info(player, balanceOf ? await balanceOf(playerId, player.currency) : 0);
  });

  app.get('/profile/info', { onRequest: signedIn, schema: apiSchema('GET /profile/info') }, async (request) => {
    const { playerId } = requirePlayer(request);
    return service.profile(await service.get(playerId));
  });

  app.put('/player/profile', { onRequest: signedIn, schema: apiSchema('PUT /player/profile') }, async (request) => {
    const { playerId } = requirePlayer(request);
    const { player } = await service.updateProfile(playerId, request.body, { ip: request.ip, requestId: request.id });
    return service.profile(player);
  });

  // The profile form reads the birth date and sex from a Romanian personal number (CNP) as it is typed.
  app.get(
    '/profile/parse-cnp/:cnp',
    { onRequest: signedIn, config: perPlayer(120, 60_000), schema: apiSchema('GET /profile/parse-cnp/:cnp') },
    async (request, reply) => {
      const parsed = parseCnp(request.params.cnp, clock.now());
      if (!parsed.valid)
        throw badRequest(
          `Invalid personal number code (${parsed.error})`,
          { cnp: [CNP_ERROR_MESSAGES[parsed.error]] },
          ERROR_CODES.badRequest,
        );
      reply.header('cache-control', 'no-store');
      const { valid: _valid, ...fields } = parsed;
      return fields;
    },
  );

  // Reference data: static, cacheable; names are English, the site localises them.
  const cached = { 'cache-control': 'public, max-age=3600' };
  app.get('/countries', { schema: apiSchema('GET /countries') }, async (_req, reply) => reply.headers(cached).send([...PROFILE_COUNTRIES]));
  app.get('/nationalities', { schema: apiSchema('GET /nationalities') }, async (_req, reply) =>
    reply.headers(cached).send([...PROFILE_COUNTRIES]),
  );
  app.get('/phone/codes', { schema: apiSchema('GET /phone/codes') }, async (_req, reply) => reply.headers(cached).send([...PHONE_CODES]));

  // The site sends the locale it switched to; without a body, the request's Accept-Language is it.
  app.put('/player/language', { onRequest: signedIn, schema: apiSchema('PUT /player/language') }, async (request) => {
    const { playerId } = requirePlayer(request);
    const language = request.body?.language ?? requestLocale(request);
    if (!isLocale(language)) throw badRequest('Unknown language');
    await service.setLanguage(playerId, language);
    return { status: true as const };
  });

  app.post('/accept-terms', { onRequest: signedIn, schema: apiSchema('POST /accept-terms') }, async (request) => {
    const { playerId } = requirePlayer(request);
    const q = request.query;
    const terms = yes(q['accept-new-terms']) || q.type === 'terms' || q.type === 'both';
    const policy = yes(q['accept-new-policy']) || q.type === 'privacy' || q.type === 'both';
    if (!terms && !policy) throw badRequest('Nothing to accept', { type: ['errors.required'] });
    await service.acceptTerms(playerId, { terms, policy }, { ip: request.ip, requestId: request.id });
    await onTermsAccepted?.(playerId, { terms, policy });
    return { status: true as const };
  });
};
