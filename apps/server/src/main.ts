import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { EnvError, parseEnv, type Env } from './config/env';
import { databaseLine, mailboxLine, mailLine, startupBanner } from './platform/banner';
import { openDatabase } from './platform/db';
import { startMetricsServer } from './platform/metrics';
import { buildApp } from './app';
import { installGracefulShutdown } from './platform/shutdown';

async function main() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  env.SESSION_SECRET ??= persistentSecret(env.DATA_DIR, 'session-secret');
  if (!env.SMTP_URL) env.MAILBOX_KEY ??= persistentSecret(env.DATA_DIR, 'mailbox-key');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR, 'pglite') });
  // Several instances may start at once: the modules' start-up seeding runs in one at a time.
  const unlock = await database.startupLock?.();
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ env, database, ssr: env.NODE_ENV === 'development' ? 'development' : 'production' });
    await app.ready();
  } finally {
    await unlock?.();
  }

  // Graceful shutdown: stop accepting, let in-flight requests and round steps finish, close the database.
  installGracefulShutdown(app, 10_000, env.SHUTDOWN_DRAIN_DELAY_MS);

  // Fastify logs one "Server listening at" line per interface; the banner below says it once, for people.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } finally {
    app.log.level = level;
  }
  const metricsLines: string[] = [];
  if (env.METRICS_PORT) {
    const metrics = await startMetricsServer(env.METRICS_PORT, env.METRICS_HOST);
    app.addHook('onClose', async () => void metrics.close());
    metricsLines.push(`Metrics   http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`);
  }
  console.log(startupBanner(env.PUBLIC_URL, [databaseLine(env), mailLine(env), ...mailboxLine(env), ...metricsLines]));
}

/** A secret left unset (SESSION_SECRET, MAILBOX_KEY) is generated once and kept in DATA_DIR, so it survives restarts. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.resolve(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  // a failed query's message is the query; the database's reason is its cause
  if (err instanceof Error && err.cause instanceof Error) console.error(`cause: ${err.cause.message}`);
  process.exit(1);
});
