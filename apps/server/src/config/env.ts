import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at start (README lists them all).
 * A bad value stops the process with one line naming the variable.
 */
const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');
/** `DE, at,FR` -> ['DE', 'AT', 'FR'] */
const countryList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'expected ISO country codes, comma-separated')));

/** The variables, one key each (the README's configuration table lists exactly these). */
export const envVariables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** one log line per request (also on with LOG_LEVEL=debug or trace) */
  LOG_REQUESTS: bool.default(false),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default('fortuna'),
  /** this instance's name in lease rows and logs (several instances behind a load balancer); default host:pid */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.:-]{1,64}$/)
    .optional(),
  /** on SIGTERM, /readyz answers 503 this long before the server stops accepting (a load balancer's health check interval or two) */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** unset: derived from HOST and PORT (see derivePublicUrl) */
  PUBLIC_URL: z.url().optional(),
  PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/)
    .default('fortuna'),
  SESSION_SECRET: z.string().min(32).optional(),
  CENTRIFUGO_API_URL: z.url().optional(),
  CENTRIFUGO_API_KEY: z.string().optional(),
  CENTRIFUGO_WS_URL: z.url().optional(),
  CENTRIFUGO_TOKEN_HMAC_SECRET: z.string().min(16).optional(),
  CHAT_URL: z.url().optional(),
  /** the built-in support chat (modules/chat) for signed-in players, when no external CHAT_URL is set */
  CHAT_BUILTIN: bool.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Fortuna <no-reply@fortuna.local>'),
  /** unset: on, except under NODE_ENV=production with a real payment provider configured (see sandboxPaymentsOn) */
  SANDBOX_PROVIDERS: bool.optional(),
  /** where the sandbox payment provider sends its callbacks (e.g. the load balancer); unset: this process */
  SANDBOX_CALLBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** run the sandbox provider's callback dispatcher in this process (tests deliver callbacks themselves with false) */
  SANDBOX_DISPATCH: bool.default(true),
  /** the developer mailbox's key (?key= or x-mailbox-key); generated once into DATA_DIR/mailbox-key when unset */
  MAILBOX_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[\x21-\x7e]{16,128}$/, 'expected 16-128 printable characters')
      .optional(),
  ),
  BASIC_AUTH_HOST: z.string().optional(),
  BASIC_AUTH_CREDENTIAL: z
    .string()
    .regex(/^[^:]+:.+$/, 'expected user:password')
    .optional(),
  SUSPENDED_HOST: z.string().optional(),
  OPERATOR_TOKEN: z.string().min(16).optional(),
  /** serve Prometheus' /metrics without credentials on this port too (the main port's needs OPERATOR_TOKEN) */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** the address METRICS_PORT listens on */
  METRICS_HOST: z.string().default('127.0.0.1'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Which X-Forwarded-* to believe: false (none), true (every hop: only when nothing but the load
   * balancer can reach this process), a hop count from 2 up, or the proxies' addresses/subnets
   * (comma-separated, e.g. 10.0.0.0/8,127.0.0.1; also loopback, linklocal, uniquelocal)
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string => {
      const s = v.trim();
      if (['', 'false', '0'].includes(s)) return false;
      if (['true', '1'].includes(s)) return true;
      if (/^\d+$/.test(s)) return Number(s);
      if (/^[\w.:/-]+(\s*,\s*[\w.:/-]+)*$/.test(s)) return s;
      ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or proxy addresses' });
      return z.NEVER;
    }),
  WEB_BUILD_DIR: z.string().optional(),
  /** how long a signed-out visitor's rendered page is reused (apps/server/src/platform/http/page-cache.ts); 0 = off */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /** inline each cached page's critical CSS, worked out in a worker thread (apps/server/src/platform/http/critical-css.ts) */
  CRITICAL_CSS: bool.default(true),
  // accounts (issue 5): captcha provider, ALTCHA difficulty, reCAPTCHA keys, age-19 regions
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).default('altcha'),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  ALTCHA_COUNTER_MAX: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /** sign-ups accepted from one IP address per 10 minutes (the end-to-end runs sign up every player from one address) */
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  RECAPTCHA_VERSION: z.enum(['2', '3', 'enterprise']).default('3'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_ENTERPRISE_PROJECT: z.string().optional(),
  RECAPTCHA_ENTERPRISE_API_KEY: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  AGE_19_REGIONS: z.string().default('KR'),
  // live tables (RGS shared rounds): run the scheduler in this process; phase durations in ms (defaults per game)
  LIVE_TABLES: bool.default(true),
  LIVE_BETTING_MS: z.coerce.number().int().min(1000).max(600_000).optional(),
  LIVE_DRAWING_MS: z.coerce.number().int().min(500).max(600_000).optional(),
  LIVE_RESULT_MS: z.coerce.number().int().min(500).max(600_000).optional(),
  LIVE_TICK_MS: z.coerce.number().int().min(10).max(10_000).default(50),
  /** how long a live table's driver lease lasts without renewal: a dead driver's tables move after it */
  LIVE_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
  // identity verification: the embedded review desk by default, Sumsub when its keys are set
  SUMSUB_APP_TOKEN: z.string().min(8).optional(),
  SUMSUB_SECRET_KEY: z.string().min(8).optional(),
  SUMSUB_WEBHOOK_SECRET: z.string().min(8).optional(),
  SUMSUB_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.sumsub.com'),
  KYC_LEVEL_NAME: z
    .string()
    .regex(/^[\w .-]{1,64}$/)
    .default('basic-kyc-level'),
  KYC_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(50 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** lifetime deposits (in EUR) past which deposits wait for a verified identity; 0 = verify before any deposit */
  KYC_DEPOSIT_THRESHOLD_EUR: z.coerce.number().int().min(0).max(1_000_000).default(2_000),
  // who is allowed in (docs/operations.md, "Geo-blocking and IP blocks")
  /** `bundled` (the geoip-country package's GeoLite2 data), a path to a country .mmdb the operator provides, or `off` */
  GEOIP_DATABASE: z.string().default('bundled'),
  /** ISO 3166-1 alpha-2 codes, comma-separated; set: every other country is blocked */
  ALLOWED_COUNTRIES: countryList,
  /** ISO 3166-1 alpha-2 codes, comma-separated */
  BLOCKED_COUNTRIES: countryList,
  /** true: a blocked country may browse and play for fun (sign-up and deposits refused); false: the 403 page everywhere */
  BLOCKED_COUNTRY_BROWSING: bool.default(true),
  /** a hosted visit-tracking script (https), loaded in the browser only with marketing consent; the CSP admits its origin */
  TRACKING_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  // error reporting (docs/operations.md): Sentry or a compatible server, only when a DSN is set
  /** the project's DSN (`https://<key>@<host>/<project>`): server and browser errors go there; unset = off */
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** defaults to NODE_ENV */
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .optional(),
  /** defaults to `fortuna@<the web build's fingerprint>` (what the new-version toast compares) */
  SENTRY_RELEASE: z
    .string()
    .regex(/^[\w.@+-]{1,200}$/)
    .optional(),
  // end-to-end runs (e2e/playwright.config.ts) only
  E2E: bool.default(false),
  /** every new provably-fair server seed is this value; honoured only with E2E=1 or NODE_ENV=test */
  FAIR_TEST_SERVER_SEED: z
    .string()
    .regex(/^[\x21-\x7e]{16,128}$/)
    .optional(),
});

/**
 * Variables that switch on a real payment provider adapter: each real adapter adds its own here.
 * With one of them set under NODE_ENV=production, sandbox payments are off unless SANDBOX_PROVIDERS=true.
 */
export const REAL_PAYMENT_PROVIDER_VARS: readonly string[] = [];

/** Whether the sandbox providers (payments, KYC, SMS) run: the explicit setting, else the rule above. */
export function sandboxPaymentsOn(
  env: { NODE_ENV: string; SANDBOX_PROVIDERS?: boolean },
  source: Record<string, unknown>,
  realProviderVars: readonly string[] = REAL_PAYMENT_PROVIDER_VARS,
): boolean {
  if (env.SANDBOX_PROVIDERS !== undefined) return env.SANDBOX_PROVIDERS;
  const realProvider = realProviderVars.some((name) => typeof source[name] === 'string' && source[name] !== '');
  return !(env.NODE_ENV === 'production' && realProvider);
}

// a real adapter's variables are fields of this schema, so the parsed env is where they are looked for
export const envSchema = envVariables
  .superRefine((env, ctx) => {
    // the Sumsub adapter needs all three keys, or none
    const sumsub = [env.SUMSUB_APP_TOKEN, env.SUMSUB_SECRET_KEY, env.SUMSUB_WEBHOOK_SECRET];
    if (sumsub.some(Boolean) && !sumsub.every(Boolean)) {
      const missing = (['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY', 'SUMSUB_WEBHOOK_SECRET'] as const).find((k) => !env[k])!;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY and SUMSUB_WEBHOOK_SECRET together',
      });
    }
  })
  .transform((env) => ({
    ...env,
    SANDBOX_PROVIDERS: sandboxPaymentsOn(env, env),
    PUBLIC_URL: (env.PUBLIC_URL ?? derivePublicUrl(env.HOST, env.PORT)).replace(/\/$/, ''),
  }));

export type Env = z.infer<typeof envSchema>;

/**
 * The site's origin when PUBLIC_URL is not given: where this process listens, with `localhost`
 * for the any-address hosts, so `PORT=3917 npm start` links, redirects and mails to port 3917.
 */
export function derivePublicUrl(host: string, port: number): string {
  const any = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = any ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue.path.join('.') || '(environment)';
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? null)})`);
  }
  return result.data;
}
