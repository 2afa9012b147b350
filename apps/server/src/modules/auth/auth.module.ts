import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { SESSION_COOKIE } from '@fortuna/contracts';
import { createAuditLog } from '../../platform/audit/audit';
import type { PlatformDeps } from '../../platform/context';
import type { SessionResolver } from '../../platform/http/auth-context';
import type { ServerModule } from '../../platform/module';
import {
  createMailboxGate,
  createMailer,
  createSmsSender,
  devMailboxRoutes,
  sandboxSms,
  sandboxTransport,
  smtpTransport,
  type Logger,
  type MailboxGate,
} from '../../platform/mail';
import type { PlayerService } from '../player';
import { createSecrets } from './auth.crypto';
import { createAuthRepository } from './auth.repository';
import type { AuthDeps } from './auth.deps';
import { authRoutes } from './auth.routes';
import { createAltchaVerifier } from './captcha/altcha';
import { noCaptcha, type CaptchaVerifier } from './captcha/captcha';
import { databaseOneTimeStore, redisOneTimeStore } from './captcha/one-time';
import { createRecaptchaVerifier } from './captcha/recaptcha';
import { createEmailLinkService } from './email.service';
import { createLoginLimiter } from './login-limiter';
import { createLoginService } from './login.service';
import { createPasswordService } from './password.service';
import { createPhoneService } from './phone.service';
import { createSessionService } from './session.service';
import { createSignupService } from './signup.service';
import { createTwoFactorService } from './two-factor.service';

/** Throwaway and disposable-mail domains refused at sign-up (4004); EMAIL_BLOCKED_DOMAINS would extend it. */
const BLOCKED_EMAIL_DOMAINS = [
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  '10minutemail.com',
  'trashmail.com',
  'tempmail.com',
  'example.invalid',
];

export interface AuthModuleDeps extends PlatformDeps {
  players: PlayerService;
  log?: Logger;
  /** the shared one-time store for captcha solutions, when REDIS_URL is set */
  redis?: Redis;
}

/**
 * Sign-up, login, sessions, two-factor, e-mail and phone confirmation, password reset. Besides the
 * module shape it gives app.ts the session resolver (who is signed in) and the developer mailbox's gate.
 */
export async function createAuthModule(platform: AuthModuleDeps) {
  const { env } = platform;
  const db = platform.database.db;
  const repository = createAuthRepository(db);
  const secret = env.SESSION_SECRET ?? randomBytes(32).toString('hex');
  const secrets = createSecrets(secret);
  const mailTransport = env.SMTP_URL ? await smtpTransport(env.SMTP_URL) : sandboxTransport;
  const mailer = createMailer({ db, clock: platform.clock, transport: mailTransport, from: env.MAIL_FROM, log: platform.log });
  const sms = createSmsSender({ db, clock: platform.clock, transport: sandboxSms });

  const altcha =
    env.CAPTCHA_PROVIDER === 'altcha'
      ? createAltchaVerifier({
          hmacSecret: secrets.key('altcha'),
          hmacKeySecret: secrets.key('altcha-key'),
          cost: env.ALTCHA_COST,
          counterMax: env.ALTCHA_COUNTER_MAX,
          clock: platform.clock,
          used: platform.redis
            ? redisOneTimeStore(platform.redis, env.REDIS_KEY_PREFIX, platform.clock)
            : databaseOneTimeStore(repository, platform.clock),
        })
      : undefined;
  const captcha: CaptchaVerifier =
    altcha ??
    (env.CAPTCHA_PROVIDER === 'recaptcha'
      ? createRecaptchaVerifier({
          version: env.RECAPTCHA_VERSION,
          siteKey: env.RECAPTCHA_SITE_KEY ?? '',
          secret: env.RECAPTCHA_SECRET,
          enterpriseProject: env.RECAPTCHA_ENTERPRISE_PROJECT,
          enterpriseApiKey: env.RECAPTCHA_ENTERPRISE_API_KEY,
          minScore: env.RECAPTCHA_MIN_SCORE,
        })
      : noCaptcha);

  const deps: AuthDeps = {
    repository,
    audit: createAuditLog(db),
    clock: platform.clock,
    events: platform.events,
    realtime: platform.realtime,
    players: platform.players,
    secrets,
    mailer,
    sms,
    captcha,
    config: {
      publicUrl: env.PUBLIC_URL,
      projectId: env.PROJECT_ID,
      sessionTtlMs: env.SESSION_TTL_HOURS * 60 * 60_000,
      age19Regions: env.AGE_19_REGIONS.split(',')
        .map((r) => r.trim().toUpperCase())
        .filter(Boolean),
      blockedEmailDomains: BLOCKED_EMAIL_DOMAINS,
    },
  };
  const limiter = createLoginLimiter(repository, platform.clock);
  const sessions = createSessionService(deps);
  const twoFactor = createTwoFactorService(deps);
  const email = createEmailLinkService(deps);
  const services = {
    deps,
    altcha,
    sessions,
    twoFactor,
    email,
    limiter,
    login: createLoginService(deps, { sessions, twoFactor, limiter }),
    signup: createSignupService(deps, { sessions, email }),
    password: createPasswordService(deps, { sessions, email, limiter }),
    phone: createPhoneService(deps),
  };

  const host = new URL(env.PUBLIC_URL).hostname;
  const secureCookies = env.NODE_ENV !== 'test' && host !== 'localhost' && host !== '127.0.0.1';
  // mail that goes nowhere else is read in the developer mailbox, behind its key; with SMTP there is none
  const mailbox: MailboxGate | null =
    mailTransport.kind === 'sandbox'
      ? createMailboxGate({ key: env.MAILBOX_KEY ?? randomBytes(32).toString('base64url'), secureCookies })
      : null;

  const resolveSession: SessionResolver = async (request) => sessions.resolve(request.cookies?.[SESSION_COOKIE]);
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(authRoutes, { services, secureCookies, signupsPerIp: env.SIGNUP_MAX_PER_IP });
    if (mailbox) await app.register(devMailboxRoutes, { mailer, sms, gate: mailbox });
  };
  const module: ServerModule<typeof services> = { service: services, plugin, events: {} };
  return { ...module, resolveSession, mailbox };
}
export type AuthModule = Awaited<ReturnType<typeof createAuthModule>>;
export type AuthServices = AuthModule['service'];
