import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at start (README lists them all).
 * A bad value stops the process with one line naming the variable.
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.-]{1,64}$/).default('fortuna'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  PROJECT_ID: z.string().regex(/^[a-z0-9_-]{1,32}$/).default('fortuna'),
  SESSION_SECRET: z.string().min(32).optional(),
  CENTRIFUGO_API_URL: z.url().optional(),
  CENTRIFUGO_API_KEY: z.string().optional(),
  CENTRIFUGO_WS_URL: z.url().optional(),
  CENTRIFUGO_TOKEN_HMAC_SECRET: z.string().min(16).optional(),
  CHAT_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Fortuna <no-reply@fortuna.local>'),
  SANDBOX_PROVIDERS: bool.default(true),
  BASIC_AUTH_HOST: z.string().optional(),
  BASIC_AUTH_CREDENTIAL: z.string().regex(/^[^:]+:.+$/, 'expected user:password').optional(),
  SUSPENDED_HOST: z.string().optional(),
  OPERATOR_TOKEN: z.string().min(16).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: bool.default(false),
  WEB_BUILD_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

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
