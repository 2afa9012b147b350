import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_HISTORY_PAGE_SIZE,
  DEVICE_COOKIE,
  REDIRECT_AFTER_LOGIN_COOKIE,
  REFERRAL_COOKIE,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  safeRedirect,
  formatUtcDateTime,
} from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { MINUTE, perIp, perPlayer } from '../../platform/http/rate-limit';
import { requestLocale } from '../../platform/http/request-meta';
import { unauthorized } from '../../platform/errors';
import type { PlayerRow } from '../player';
import type { AuthServices } from './auth.module';
import type { RequestMeta } from './auth.deps';
import { safeEqual } from './auth.crypto';

export interface AuthRoutesOptions {
  services: AuthServices;
  secureCookies: boolean;
  /** sign-ups per IP address per 10 minutes */
  signupsPerIp: number;
}

const DEVICE_COOKIE_MAX_AGE_S = 5 * 365 * 24 * 60 * 60;

/** Only a path on this site may be a redirect target; the rule lives with the contract's schema. */
export { safeRedirect };

/** The device cookie is `<id>.<signature>`: a browser keeps the id we gave it, nobody picks one for it. */
export function deviceCookieCodec(key: string) {
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url').slice(0, 22);
  return {
    encode: (id: string) => `${id}.${sign(id)}`,
    decode(cookie: string | undefined): string | null {
      const [id, sig, extra] = (cookie ?? '').split('.');
      if (extra !== undefined || !id || !sig || !/^[\w-]{8,64}$/.test(id)) return null;
      return safeEqual(sign(id), sig) ? id : null;
    },
  };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { services: s, secureCookies, signupsPerIp }) => {
  const { deps } = s;
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };
  const device = deviceCookieCodec(deps.secrets.key('device-cookie'));

  const meta = (request: FastifyRequest): RequestMeta => {
    const signed = device.decode(request.cookies[DEVICE_COOKIE]);
    return {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      deviceId: signed ?? randomUUID(),
      deviceSigned: signed !== null,
      locale: requestLocale(request),
      requestId: request.id,
    };
  };

  const signIn = (request: FastifyRequest, reply: FastifyReply, m: RequestMeta, token: string, player: PlayerRow) => {
    void reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, maxAge: Math.floor(deps.config.sessionTtlMs / 1000) });
    void reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
      ...cookieBase,
      httpOnly: false,
      maxAge: Math.floor(deps.config.sessionTtlMs / 1000),
    });
    void reply.setCookie(DEVICE_COOKIE, device.encode(m.deviceId), { ...cookieBase, maxAge: DEVICE_COOKIE_MAX_AGE_S });
    const redirect = safeRedirect(request.cookies[REDIRECT_AFTER_LOGIN_COOKIE]);
    if (request.cookies[REDIRECT_AFTER_LOGIN_COOKIE] !== undefined) void reply.clearCookie(REDIRECT_AFTER_LOGIN_COOKIE, { path: '/' });
    return { auth: true as const, deviceId: player.deviceId, language: player.language, redirect };
  };

  // --- captcha -----------------------------------------------------------------------------
  app.get('/captcha-need', { config: perIp(120, MINUTE), schema: apiSchema('GET /captcha-need') }, async (request) => {
    const { action, email } = request.query;
    // sign-up and the public contact form always ask; login only after failures
    const need =
      deps.captcha.provider !== 'none' && (action === 'signup' || action === 'contact' || (await s.login.captchaNeeded(email, request.ip)));
    return { need, provider: deps.captcha.provider, ...deps.captcha.publicConfig() };
  });
  if (s.altcha) {
    const altcha = s.altcha;
    app.get('/captcha/challenge', { config: perIp(60, MINUTE) }, async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return altcha.challenge();
    });
  }

  // --- sign-up -----------------------------------------------------------------------------
  app.get(
    '/:field/signup/exist',
    {
      config: perIp(30, MINUTE),
      schema: apiSchema('GET /:field/signup/exist'),
    },
    async (request) => {
      return { exist: await s.signup.exists(request.params.field, request.query.value) };
    },
  );

  app.post('/signup', { config: perIp(signupsPerIp, 10 * MINUTE), schema: apiSchema('POST /signup') }, async (request, reply) => {
    const m = meta(request);
    const { token, player } = await s.signup.signup(request.body, m, request.cookies[REFERRAL_COOKIE]);
    return signIn(request, reply, m, token, player);
  });

  // --- login / session ---------------------------------------------------------------------
  app.post('/login', { config: perIp(60, MINUTE), schema: apiSchema('POST /login') }, async (request, reply) => {
    const m = meta(request);
    const { token, player } = await s.login.login(request.body, m);
    return signIn(request, reply, m, token, player);
  });

  app.get('/login/check', { schema: apiSchema('GET /login/check') }, async (request) => ({ auth: !!request.player }));

  // remembers where a visitor wanted to go, for after login
  app.post('/login/redirect', { schema: apiSchema('POST /login/redirect') }, async (request, reply) => {
    const path = safeRedirect(request.body.path);
    if (path) void reply.setCookie(REDIRECT_AFTER_LOGIN_COOKIE, path, { ...cookieBase, maxAge: 30 * 60 });
    return { status: true as const };
  });

  app.post('/logout', { schema: apiSchema('POST /logout') }, async (request, reply) => {
    if (request.player) {
      await s.sessions.logout(request.player, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        requestId: request.id,
      });
    }
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    void reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    return { status: true as const };
  });

  app.get('/player/session/info', { onRequest: signedIn, schema: apiSchema('GET /player/session/info') }, async (request) => {
    requirePlayer(request);
    const session = await s.sessions.details(request.cookies[SESSION_COOKIE] ?? '');
    if (!session) throw unauthorized('Session expired');
    return {
      auth: true as const,
      deviceId: session.deviceId,
      inGame: request.query.inGame === '1',
      expiresAt: session.expiresAt.toISOString(),
    };
  });

  app.get('/history/auth-log', { onRequest: signedIn, schema: apiSchema('GET /history/auth-log') }, async (request) => {
    const { playerId } = requirePlayer(request);
    const { page } = request.query;
    const { rows, total } = await s.sessions.history(playerId, page, AUTH_HISTORY_PAGE_SIZE);
    return {
      page,
      total,
      collection: rows.map((r) => ({ time: formatUtcDateTime(r.at), ip: r.ip, device: r.device, result: r.result as 'success' })),
    };
  });

  // --- passwords ---------------------------------------------------------------------------
  app.post(
    '/player/password/change',
    {
      onRequest: signedIn,
      config: perPlayer(10, 15 * MINUTE),
      schema: apiSchema('POST /player/password/change'),
    },
    async (request) => {
      const { playerId, sessionId } = requirePlayer(request);
      return s.password.change(playerId, sessionId, request.body, meta(request));
    },
  );

  app.post('/password/reset/send', { config: perIp(10, 60 * MINUTE), schema: apiSchema('POST /password/reset/send') }, async (request) => {
    return s.password.sendReset(request.body.email, meta(request));
  });

  app.post('/password/reset', { config: perIp(20, 15 * MINUTE), schema: apiSchema('POST /password/reset') }, async (request) =>
    s.password.reset(request.body.payload, request.body.passwordPlain, meta(request)),
  );

  // --- email confirmation ------------------------------------------------------------------
  app.post(
    '/player/confirm/email/resend',
    { onRequest: signedIn, config: perPlayer(5, 15 * MINUTE), schema: apiSchema('POST /player/confirm/email/resend') },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return s.email.resend(playerId, meta(request));
    },
  );

  app.post(
    '/request/confirm/email',
    {
      onRequest: signedIn,
      config: perPlayer(5, 15 * MINUTE),
      schema: apiSchema('POST /request/confirm/email'),
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return s.email.resend(playerId, meta(request), request.body?.email);
    },
  );

  app.post(
    '/player/confirm/email/:payload',
    {
      config: perIp(30, 15 * MINUTE),
      schema: apiSchema('POST /player/confirm/email/:payload'),
    },
    async (request) => s.email.confirm(request.params.payload, meta(request)),
  );

  // --- phone confirmation ------------------------------------------------------------------
  app.post(
    '/player/confirm/phone/send',
    {
      onRequest: signedIn,
      config: perPlayer(10, 60 * MINUTE),
      schema: apiSchema('POST /player/confirm/phone/send'),
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return s.phone.send(playerId, request.body ?? {}, meta(request));
    },
  );
  app.get(
    '/player/confirm/phone/timeout',
    { onRequest: signedIn, schema: apiSchema('GET /player/confirm/phone/timeout') },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return s.phone.timeout(playerId);
    },
  );
  app.post(
    '/player/confirm/phone/:code',
    {
      onRequest: signedIn,
      config: perPlayer(10, 15 * MINUTE),
      schema: apiSchema('POST /player/confirm/phone/:code'),
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return s.phone.confirm(playerId, request.params.code, meta(request));
    },
  );

  // --- two-factor --------------------------------------------------------------------------
  app.get('/2fa/status', { onRequest: signedIn, schema: apiSchema('GET /2fa/status') }, async (request) =>
    s.twoFactor.status(requirePlayer(request).playerId),
  );
  // a new secret is a state change (it replaces any enrolment not confirmed yet): POST
  app.post(
    '/2fa/secret',
    { onRequest: signedIn, config: perPlayer(10, 15 * MINUTE), schema: apiSchema('POST /2fa/secret') },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return s.twoFactor.secret(requirePlayer(request).playerId);
    },
  );
  app.post(
    '/2fa/validate/google/:code',
    {
      onRequest: signedIn,
      config: perPlayer(10, 15 * MINUTE),
      schema: apiSchema('POST /2fa/validate/google/:code'),
    },
    async (request, reply) => {
      const { playerId } = requirePlayer(request);
      void reply.header('cache-control', 'no-store');
      return s.twoFactor.confirm(playerId, request.params.code, meta(request));
    },
  );
  app.post(
    '/2fa/disable',
    {
      onRequest: signedIn,
      config: perPlayer(10, 15 * MINUTE),
      schema: apiSchema('POST /2fa/disable'),
    },
    async (request) => {
      const { playerId } = requirePlayer(request);
      await s.twoFactor.disable(playerId, request.body.password, meta(request));
      return { status: true as const };
    },
  );
};
