import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_HISTORY_PAGE_SIZE,
  DEVICE_COOKIE,
  REDIRECT_AFTER_LOGIN_COOKIE,
  REFERRAL_COOKIE,
  SESSION_COOKIE,
  authLogQuerySchema,
  authLogResponseSchema,
  captchaNeedQuerySchema,
  captchaNeedResponseSchema,
  loginCheckResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  passwordChangeRequestSchema,
  passwordResetRequestSchema,
  passwordResetSendRequestSchema,
  payloadParamsSchema,
  phoneCodeParamsSchema,
  phoneSendRequestSchema,
  phoneTimeoutResponseSchema,
  sessionInfoQuerySchema,
  sessionInfoResponseSchema,
  signupExistFieldSchema,
  signupExistResponseSchema,
  signupRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSecretResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorValidateParamsSchema,
  twoFactorValidateResponseSchema,
} from '@fortuna/contracts';
import { writeAudit } from '../../platform/audit/audit';
import { requirePlayer } from '../../platform/http/auth-context';
import { requestLocale } from '../../platform/http/request-meta';
import { unauthorized } from '../../platform/errors';
import type { PlayerRow } from '../player';
import type { AuthServices } from './auth.module';
import type { RequestMeta } from './auth.deps';
import { authRepository as repo } from './auth.repository';
import { createRateLimit } from './ip-rate-limit';
import { formatDateTime } from '../player';

export interface AuthRoutesOptions {
  services: AuthServices;
  secureCookies: boolean;
}

const DEVICE_COOKIE_MAX_AGE_S = 5 * 365 * 24 * 60 * 60;

/** Only local paths may be a redirect target (no open redirect). */
export function safeRedirect(path: string | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.length > 500) return null;
  return path;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { services: s, secureCookies }) => {
  const { deps } = s;
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };
  const existLimit = createRateLimit(deps.clock, 30, 60_000);
  const resetLimit = createRateLimit(deps.clock, 10, 60 * 60_000);
  const challengeLimit = createRateLimit(deps.clock, 60, 60_000);

  const meta = (request: FastifyRequest): RequestMeta => {
    const cookie = request.cookies[DEVICE_COOKIE];
    return {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      deviceId: cookie && /^[\w-]{8,64}$/.test(cookie) ? cookie : randomUUID(),
      locale: requestLocale(request),
      requestId: request.id,
    };
  };

  const signIn = (request: FastifyRequest, reply: FastifyReply, m: RequestMeta, token: string, player: PlayerRow) => {
    void reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, maxAge: Math.floor(deps.config.sessionTtlMs / 1000) });
    void reply.setCookie(DEVICE_COOKIE, m.deviceId, { ...cookieBase, maxAge: DEVICE_COOKIE_MAX_AGE_S });
    const redirect = safeRedirect(request.cookies[REDIRECT_AFTER_LOGIN_COOKIE]);
    if (request.cookies[REDIRECT_AFTER_LOGIN_COOKIE] !== undefined) void reply.clearCookie(REDIRECT_AFTER_LOGIN_COOKIE, { path: '/' });
    return { auth: true as const, deviceId: player.deviceId, language: player.language, redirect };
  };

  // --- captcha -----------------------------------------------------------------------------
  app.get('/captcha-need', { schema: { querystring: captchaNeedQuerySchema, response: { 200: captchaNeedResponseSchema } } }, async (request) => {
    const { action, email } = request.query;
    const need = deps.captcha.provider !== 'none' && (action === 'signup' || (await s.login.captchaNeeded(email, request.ip)));
    return { need, provider: deps.captcha.provider, ...deps.captcha.publicConfig() };
  });
  if (s.altcha) {
    const altcha = s.altcha;
    app.get('/captcha/challenge', async (request, reply) => {
      challengeLimit(`c:${request.ip}`);
      void reply.header('cache-control', 'no-store');
      return altcha.challenge();
    });
  }

  // --- sign-up -----------------------------------------------------------------------------
  app.get(
    '/:field/signup/exist',
    { schema: { params: z.object({ field: signupExistFieldSchema }), querystring: z.object({ value: z.string().trim().min(1).max(200) }), response: { 200: signupExistResponseSchema } } },
    async (request) => {
      existLimit(`e:${request.ip}`);
      return { exist: await s.signup.exists(request.params.field, request.query.value) };
    },
  );

  app.post('/signup', { schema: { body: signupRequestSchema, response: { 200: loginResponseSchema } } }, async (request, reply) => {
    const m = meta(request);
    const { token, player } = await s.signup.signup(request.body, m, request.cookies[REFERRAL_COOKIE]);
    return signIn(request, reply, m, token, player);
  });

  // --- login / session ---------------------------------------------------------------------
  app.post('/login', { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } }, async (request, reply) => {
    const m = meta(request);
    const { token, player } = await s.login.login(request.body, m);
    return signIn(request, reply, m, token, player);
  });

  app.get('/login/check', { schema: { response: { 200: loginCheckResponseSchema } } }, async (request) => ({ auth: !!request.player }));

  /** remembers where a visitor wanted to go, for after login (spec §6) */
  app.post('/login/redirect', { schema: { body: z.object({ path: z.string().max(500) }), response: { 200: okResponseSchema } } }, async (request, reply) => {
    const path = safeRedirect(request.body.path);
    if (path) void reply.setCookie(REDIRECT_AFTER_LOGIN_COOKIE, path, { ...cookieBase, maxAge: 30 * 60 });
    return { status: true as const };
  });

  app.post('/logout', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    if (request.player) {
      await s.sessions.end(request.player.sessionId, 'logout');
      await repo.addHistory(deps.db, { playerId: request.player.playerId, at: deps.clock.now(), ip: request.ip, device: String(request.headers['user-agent'] ?? '').slice(0, 300), result: 'logout' });
      await writeAudit(deps.db, { event: 'auth.logout', playerId: request.player.playerId, ip: request.ip, requestId: request.id });
    }
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { status: true as const };
  });

  app.get('/player/session/info', { schema: { querystring: sessionInfoQuerySchema, response: { 200: sessionInfoResponseSchema } } }, async (request) => {
    requirePlayer(request);
    const session = await s.sessions.details(request.cookies[SESSION_COOKIE] ?? '');
    if (!session) throw unauthorized('Session expired');
    return { auth: true as const, deviceId: session.deviceId, inGame: request.query.inGame === '1', expiresAt: session.expiresAt.toISOString() };
  });

  app.get('/history/auth-log', { schema: { querystring: authLogQuerySchema, response: { 200: authLogResponseSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    const { page } = request.query;
    const { rows, total } = await repo.historyPage(deps.db, playerId, page, AUTH_HISTORY_PAGE_SIZE);
    return {
      page,
      total,
      collection: rows.map((r) => ({ time: formatDateTime(r.at), ip: r.ip, device: r.device, result: r.result as 'success' })),
    };
  });

  // --- passwords ---------------------------------------------------------------------------
  app.post('/player/password/change', { schema: { body: passwordChangeRequestSchema, response: { 200: okResponseSchema } } }, async (request) => {
    const { playerId, sessionId } = requirePlayer(request);
    return s.password.change(playerId, sessionId, request.body, meta(request));
  });

  app.post('/password/reset/send', { schema: { body: passwordResetSendRequestSchema, response: { 200: okResponseSchema } } }, async (request) => {
    resetLimit(`r:${request.ip}`);
    return s.password.sendReset(request.body.email, meta(request));
  });

  app.post('/password/reset', { schema: { body: passwordResetRequestSchema, response: { 200: okResponseSchema } } }, async (request) =>
    s.password.reset(request.body.payload, request.body.passwordPlain, meta(request)),
  );

  // --- email confirmation ------------------------------------------------------------------
  app.post('/player/confirm/email/resend', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return s.email.resend(playerId, meta(request));
  });

  app.post(
    '/request/confirm/email',
    { schema: { body: z.object({ email: z.string().trim().max(129).pipe(z.email({ error: 'errors.emailInvalid' })) }).partial().nullish(), response: { 200: okResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request);
      return s.email.resend(playerId, meta(request), request.body?.email);
    },
  );

  app.post(
    '/player/confirm/email/:payload',
    { schema: { params: payloadParamsSchema, response: { 200: z.object({ status: z.literal(true), message: z.string() }) } } },
    async (request) => s.email.confirm(request.params.payload, meta(request)),
  );

  // --- phone confirmation ------------------------------------------------------------------
  app.post('/player/confirm/phone/send', { schema: { body: phoneSendRequestSchema.nullish(), response: { 200: phoneTimeoutResponseSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return s.phone.send(playerId, request.body ?? {}, meta(request));
  });
  app.get('/player/confirm/phone/timeout', { schema: { response: { 200: phoneTimeoutResponseSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return s.phone.timeout(playerId);
  });
  app.post('/player/confirm/phone/:code', { schema: { params: phoneCodeParamsSchema, response: { 200: okResponseSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    return s.phone.confirm(playerId, request.params.code, meta(request));
  });

  // --- two-factor --------------------------------------------------------------------------
  app.get('/2fa/status', { schema: { response: { 200: twoFactorStatusResponseSchema } } }, async (request) => s.twoFactor.status(requirePlayer(request).playerId));
  app.get('/2fa/secret', { schema: { response: { 200: twoFactorSecretResponseSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return s.twoFactor.secret(requirePlayer(request).playerId);
  });
  app.post('/2fa/validate/google/:code', { schema: { params: twoFactorValidateParamsSchema, response: { 200: twoFactorValidateResponseSchema } } }, async (request, reply) => {
    const { playerId } = requirePlayer(request);
    void reply.header('cache-control', 'no-store');
    return s.twoFactor.confirm(playerId, request.params.code, meta(request));
  });
  app.post('/2fa/disable', { schema: { body: twoFactorDisableRequestSchema, response: { 200: okResponseSchema } } }, async (request) => {
    const { playerId } = requirePlayer(request);
    await s.twoFactor.disable(playerId, request.body.password, meta(request));
    return { status: true as const };
  });
};
