#!/usr/bin/env node
/**
 * Several instances of the built server (`npm run build` → apps/server/dist/main.js) behind
 * HAProxy, on the machine's PostgreSQL and Redis, all on 127.0.0.1:
 *
 *   node scripts/cluster.mjs [--instances 3] [--proxy-port 4400] [--base-port 4410]
 *                            [--postgres postgres://postgres@127.0.0.1:5432/test] [--redis redis://127.0.0.1:6379]
 *
 * It creates a fresh database `fortuna_cluster_<random>` on that PostgreSQL server (dropped again
 * on exit unless --keep), starts the instances at once (one applies the migrations under the
 * advisory lock, the others wait), then HAProxy with a /readyz health check, and prints the URLs.
 * Ctrl-C stops everything. Tests and benches import `startCluster()` instead.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
export const OPERATOR_TOKEN = 'cluster-operator-token-0123456789';
export const MAILBOX_KEY = 'cluster-mailbox-key-0123456789abcdef';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is truthy or `ms` have passed (then throws `what`). */
export async function waitFor(what, check, ms = 30_000, everyMs = 100) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message ?? last}` : ''}`);
}

function haproxyConfig({ proxyPort, instances, checkIntervalMs }) {
  const servers = instances.map((i) => `  server ${i.id} 127.0.0.1:${i.port} check inter ${checkIntervalMs} fall 3 rise 2`).join('\n');
  return `global
  # two descriptors a connection (client and server side) within the machine's 20,000 per process
  maxconn 9000

defaults
  mode http
  timeout connect 2s
  # a loaded instance answers /readyz late; it is not down for that
  timeout check 3s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 5s
  option forwardfor
  option http-server-close
  retries 2
  option redispatch

frontend fortuna
  bind 127.0.0.1:${proxyPort}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${servers}
`;
}

/**
 * Starts `instances` servers and HAProxy. Returns the proxy's URL, the instances (each can be
 * killed and started again), the database URL, and `stop()`.
 */
export async function startCluster(options = {}) {
  const count = options.instances ?? 3;
  const proxyPort = options.proxyPort ?? 4400;
  const basePort = options.basePort ?? proxyPort + 10;
  const postgres = options.postgres ?? process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = options.redis ?? process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const checkIntervalMs = options.checkIntervalMs ?? 1_000;
  const tag = randomBytes(4).toString('hex');
  const dbName = `fortuna_cluster_${tag}`;
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);

  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(postgres);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.href;

  const dir = mkdtempSync(path.join(os.tmpdir(), `fortuna-cluster-${tag}-`));
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const sessionSecret = `cluster-${tag}-${randomBytes(24).toString('hex')}`;
  const log = options.log ?? (() => {});

  const instances = Array.from({ length: count }, (_, n) => {
    const id = `i${n + 1}`;
    const port = basePort + n;
    const instance = {
      id,
      port,
      url: `http://127.0.0.1:${port}`,
      process: null,
      /** the instance's stdout + stderr so far (a tail, at most ~1 MB) */
      output: '',
      exited: null,
      start() {
        const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            PUBLIC_URL: proxyUrl,
            TRUST_PROXY: '127.0.0.1',
            DATA_DIR: path.join(dir, id),
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl,
            REDIS_KEY_PREFIX: `cluster-${tag}`,
            INSTANCE_ID: id,
            SESSION_SECRET: sessionSecret,
            OPERATOR_TOKEN,
            MAILBOX_KEY,
            SANDBOX_PROVIDERS: 'true',
            SANDBOX_CALLBACK_URL: proxyUrl,
            SHUTDOWN_DRAIN_DELAY_MS: String(checkIntervalMs * 3),
            LOG_LEVEL: 'info',
            ...options.env,
            ...options.instanceEnv?.(n),
          },
        });
        instance.process = child;
        instance.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
        const keep = (chunk) => {
          instance.output += chunk;
          if (instance.output.length > 1_000_000) instance.output = instance.output.slice(-500_000);
          log(id, String(chunk));
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        return instance;
      },
      /** sends `signal` (SIGKILL: a crash; SIGTERM: a graceful drain) and waits for the exit */
      async kill(signal = 'SIGTERM') {
        if (!instance.process || instance.process.exitCode !== null || instance.process.signalCode !== null) return;
        instance.process.kill(signal);
        await instance.exited;
      },
      /** resolves once /readyz answers 200 */
      async ready(ms = 90_000) {
        await waitFor(
          `${id} /readyz`,
          async () => {
            if (instance.process.exitCode !== null) throw new Error(`${id} exited: ${instance.output.slice(-2000)}`);
            return (await fetch(`${instance.url}/readyz`)).ok;
          },
          ms,
          200,
        );
      },
    };
    return instance;
  });

  let haproxy = null;
  let haproxyExited = Promise.resolve();
  const stop = async () => {
    await Promise.all(instances.map((i) => i.kill('SIGTERM').catch(() => {})));
    if (haproxy) {
      haproxy.kill('SIGTERM');
      await haproxyExited;
    }
    if (!options.keep) {
      const drop = new pg.Client({ connectionString: postgres });
      await drop.connect();
      await drop.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await drop.end();
      rmSync(dir, { recursive: true, force: true });
      // the cluster's Redis keys (rate-limit counters, real-time history)
      const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
      try {
        await redis.connect();
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `cluster-${tag}:*`, 'COUNT', 1000);
          cursor = next;
          if (keys.length) await redis.del(...keys);
        } while (cursor !== '0');
      } catch {
        /* Redis is down: the keys expire by themselves */
      } finally {
        redis.disconnect();
      }
    }
  };

  try {
    for (const i of instances) i.start();
    await Promise.all(instances.map((i) => i.ready()));
    const cfg = path.join(dir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig({ proxyPort, instances, checkIntervalMs }));
    haproxy = spawn(options.haproxy ?? 'haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxyExited = new Promise((resolve) => haproxy.once('exit', resolve));
    let haproxyOutput = '';
    haproxy.stdout.on('data', (c) => (haproxyOutput += c));
    haproxy.stderr.on('data', (c) => (haproxyOutput += c));
    await waitFor(
      'HAProxy',
      async () => {
        if (haproxy.exitCode !== null) throw new Error(`haproxy exited: ${haproxyOutput}`);
        return (await fetch(`${proxyUrl}/readyz`)).ok;
      },
      20_000,
    );
  } catch (err) {
    await stop();
    throw err;
  }

  return { proxyUrl, instances, databaseUrl, dbName, redisUrl, prefix: `cluster-${tag}`, sessionSecret, dir, stop };
}

// --- the command line --------------------------------------------------------------------------
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      'proxy-port': { type: 'string', default: '4400' },
      'base-port': { type: 'string' },
      postgres: { type: 'string' },
      redis: { type: 'string' },
      keep: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
  });
  const proxyPort = Number(values['proxy-port']);
  const cluster = await startCluster({
    instances: Number(values.instances),
    proxyPort,
    basePort: values['base-port'] ? Number(values['base-port']) : undefined,
    postgres: values.postgres,
    redis: values.redis,
    keep: values.keep,
    log: values.verbose ? (id, line) => process.stdout.write(line.replace(/^/gm, `[${id}] `)) : undefined,
  });
  console.log(`Fortuna cluster: ${cluster.instances.length} instances behind HAProxy`);
  console.log(`  site      ${cluster.proxyUrl}`);
  for (const i of cluster.instances) console.log(`  ${i.id}        ${i.url} (pid ${i.process.pid})`);
  console.log(`  database  ${cluster.databaseUrl}${values.keep ? ' (kept)' : ' (dropped on exit)'}`);
  console.log(`  redis     ${cluster.redisUrl} (prefix ${cluster.prefix})`);
  console.log('Ctrl-C stops it.');
  let stopping = false;
  const quit = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void quit());
  process.on('SIGTERM', () => void quit());
  for (const i of cluster.instances)
    void i.exited.then(({ code, signal }) => !stopping && console.error(`${i.id} exited (${signal ?? code})`));
}
