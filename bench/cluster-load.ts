/**
 * Load under faults, bounded and only against 127.0.0.1: simulated players through HAProxy in front
 * of 3 built instances (scripts/cluster.mjs) on PostgreSQL and a private Redis (its own
 * redis-server on port 4490, so stopping it disturbs nobody else). Each player signs up, logs in,
 * deposits, holds a WebSocket and then, at human pace, browses pages, searches the lobby, spins a
 * slot and watches the live table. One instance is SIGKILLed at 40 % of the run and started again;
 * Redis is stopped for 20 s at 60 %.
 *
 *   npm run build && node --import tsx bench/cluster-load.ts
 *   BENCH_PLAYERS=500 BENCH_SECONDS=300 BENCH_REDIS_DOWN_SECONDS=20 (defaults; shorter for a smoke run)
 *
 * Reports p50/p95/p99 per endpoint, errors by phase, WebSocket reconnect times, then the ledger
 * audit, the round reconciler's report and whether every player can still start a round.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Centrifuge } from 'centrifuge';
import pg from 'pg';
import WebSocket from 'ws';
import { realtimeChannel } from '@fortuna/contracts';
import { createWalletRepository, createWalletService } from '../apps/server/src/modules/wallet';
import { systemClock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db';
import { createEventBus } from '../apps/server/src/platform/events';
import { nullPublisher } from '../apps/server/src/platform/realtime';
// @ts-expect-error: a plain ES module script, no types
import { OPERATOR_TOKEN, startCluster, waitFor } from '../scripts/cluster.mjs';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const REDIS_DOWN_S = Number(process.env.BENCH_REDIS_DOWN_SECONDS ?? 20);
const REDIS_PORT = 4490;
const KILL_AT = SECONDS * 0.4 * 1000;
const REDIS_AT = SECONDS * 0.6 * 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];

// --- a private Redis ---------------------------------------------------------------------------
let redis: ChildProcess | null = null;
function startRedis() {
  redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}
async function stopRedis() {
  if (!redis) return;
  const r = redis;
  redis = null;
  // a server that has already exited (it could not bind, say) sends no second 'exit': waiting for
  // one would hang the run's clean-up for ever
  if (r.exitCode !== null || r.signalCode !== null) return;
  const exited = new Promise((resolve) => r.once('exit', resolve));
  r.kill('SIGTERM');
  await within(exited, 10_000).catch(() => r.kill('SIGKILL'));
}
async function redisAnswers(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(`redis://127.0.0.1:${REDIS_PORT}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } finally {
    probe.disconnect();
  }
}

// --- measurements ------------------------------------------------------------------------------
let started = 0;
const phaseOf = () => {
  const t = Date.now() - started;
  if (!started) return 'setup';
  if (t < KILL_AT) return '1 steady';
  if (t < REDIS_AT) return '2 after kill';
  if (t < REDIS_AT + REDIS_DOWN_S * 1000) return '3 redis down';
  return '4 recovered';
};
const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
const reconnects: number[] = [];
const reasons = new Map<string, string>();

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function timed(endpoint: string, run: () => Promise<Response>): Promise<Response | null> {
  const t0 = performance.now();
  try {
    // the body is read here, inside the request's time-out and its timing: a body cut off by the
    // time-out is an error of this endpoint, not an exception that ends the run. The outer deadline
    // is a second guard: one run hung after the Redis stop with a player's request never settling.
    const { res, body } = await within(
      (async () => {
        const res = await run();
        return { res, body: await res.text() };
      })(),
      20_000,
    );
    if (res.status >= 500 || res.status === 0) throw new Error(`HTTP ${res.status} ${body.slice(0, 120)}`);
    if (!latencies.has(endpoint)) latencies.set(endpoint, []);
    latencies.get(endpoint)!.push(performance.now() - t0);
    return new Response(body, { status: res.status, headers: res.headers });
  } catch (err) {
    const key = `${phaseOf()} | ${endpoint}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    reasons.set(key, String((err as Error).cause ?? (err as Error).message ?? err).slice(0, 160));
    return null;
  }
}

const q = (xs: number[], p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);

// --- the run -----------------------------------------------------------------------------------
startRedis();
await waitFor('redis', redisAnswers);
const cluster = await startCluster({
  instances: 3,
  proxyPort: 4460,
  basePort: 4470,
  redis: `redis://127.0.0.1:${REDIS_PORT}`,
  postgres: process.env.BENCH_DATABASE_URL,
  env: { LOG_LEVEL: 'warn', ALTCHA_COST: '1', ALTCHA_COUNTER_MAX: '4' },
});
const base = cluster.proxyUrl as string;
const db = new pg.Client({ connectionString: cluster.databaseUrl });
await db.connect();
const sockets: Centrifuge[] = [];

interface Player {
  n: number;
  cookie: string;
  id: string;
  sessionId?: string;
}

function call(p: Player | null, method: string, path: string, body?: unknown) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': `10.9.${Math.floor((p?.n ?? 0) / 250)}.${((p?.n ?? 0) % 250) + 1}`,
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...(p?.cookie ? { cookie: p.cookie } : {}),
    },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(15_000),
  });
}

async function setUp(n: number): Promise<Player> {
  const email = `load${n}x${Date.now().toString(36)}@fortuna.test`;
  const p: Player = { n, cookie: '', id: '' };
  // from the player's own address: the challenge is rate-limited per IP like the sign-up
  const challenge = (await (await call(p, 'GET', '/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const signup = await call(p, 'POST', '/api/signup', {
    email,
    login: `load${n}${Math.random().toString(36).slice(2, 6)}`.slice(0, 17),
    passwordPlain: 'Secret-pass1',
    passwordConfirm: 'Secret-pass1',
    birthDate: '1990-05-17',
    country: 'FR',
    termsAccepted: true,
    captcha,
  });
  if (signup.status !== 200) throw new Error(`signup ${signup.status} ${await signup.text()}`);
  const login = await timed('POST /api/login', () => call(p, 'POST', '/api/login', { email, password: 'Secret-pass1' }));
  if (!login || login.status !== 200) throw new Error(`login ${login?.status}`);
  p.cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  p.id = (await db.query<{ id: string }>('select id from players where email = $1', [email])).rows[0].id;
  await db.query("update players set name = 'Load', surname = 'Player', phone = '+33612345678' where id = $1", [p.id]);
  const dep = await timed('POST /api/cashier/deposit', () =>
    call(p, 'POST', '/api/cashier/deposit', {
      paymentSystem: 'sandbox-card',
      amount: 50_000,
      card: { number: '4242 4242 4242 4242', holder: 'Load Player', expiry: '12/30', cvc: '123' },
    }),
  );
  if (!dep || dep.status !== 200) throw new Error(`deposit ${dep?.status}`);
  // a WebSocket through the proxy, on the player's profile channel
  const token = ((await (await call(p, 'GET', '/api/app/config')).json()) as { centrifugoConfig: { token: string } }).centrifugoConfig
    .token;
  const ws = new Centrifuge(`ws://127.0.0.1:4460/connection/websocket`, {
    websocket: WebSocket,
    token,
    minReconnectDelay: 200,
    maxReconnectDelay: 5_000,
  });
  let lostAt = 0;
  ws.on('disconnected', () => void 0);
  ws.on('connecting', () => {
    if (started && !lostAt) lostAt = Date.now();
  });
  ws.on('connected', () => {
    if (lostAt) reconnects.push(Date.now() - lostAt);
    lostAt = 0;
  });
  ws.newSubscription(realtimeChannel.profile('fortuna', p.id)).subscribe();
  ws.connect();
  sockets.push(ws);
  return p;
}

async function play(p: Player, until: number) {
  while (Date.now() < until) {
    const r = Math.random();
    if (r < 0.3) await timed('GET /games/slots', () => call(p, 'GET', pick(['/', '/games/slots', '/about-us'])));
    else if (r < 0.45)
      await timed('GET /api/search/games', () => call(p, 'GET', `/api/search/games?query=${pick(['fruit', 'seven', 'star', 'gold'])}`));
    else if (r < 0.9) {
      if (!p.sessionId) {
        const launch = await timed('POST /api/game/real', () => call(p, 'POST', '/api/game/real/lucky-sevens'));
        const token = launch?.ok ? ((await launch.json()) as { token: string }).token : null;
        const s = token ? await timed('POST /api/rgs/session', () => call(p, 'POST', '/api/rgs/session', { token })) : null;
        p.sessionId = s?.ok ? ((await s.json()) as { sessionId: string }).sessionId : undefined;
      }
      if (p.sessionId) {
        const res = await timed('POST /api/rgs/play', () =>
          call(p, 'POST', '/api/rgs/play', { sessionId: p.sessionId, bet: { amount: 100 } }),
        );
        let round = res?.ok ? ((await res.json()) as { round: { status: string } }).round : null;
        while (round?.status === 'open' && Date.now() < until) {
          const again = await timed('POST /api/rgs/play', () =>
            call(p, 'POST', '/api/rgs/play', { sessionId: p.sessionId, action: { type: 'spin' } }),
          );
          round = again?.ok ? ((await again.json()) as { round: { status: string } }).round : null;
        }
      }
    } else await timed('GET /api/rgs/live/roulette', () => call(p, 'GET', '/api/rgs/live/roulette'));
    await sleep(2_000 + Math.random() * 4_000); // human pace
  }
}

const faults: string[] = [];
try {
  console.log(`setting up ${PLAYERS} players…`);
  const players: Player[] = [];
  for (let start = 0; start < PLAYERS; start += 20) {
    const batch = await Promise.allSettled(Array.from({ length: Math.min(20, PLAYERS - start) }, (_, i) => setUp(start + i)));
    for (const b of batch)
      if (b.status === 'fulfilled') players.push(b.value);
      else faults.push(`setup: ${String(b.reason)} ${String((b.reason as Error)?.cause ?? '')}`.slice(0, 300));
  }
  console.log(`${players.length} players ready; running ${SECONDS} s`);
  started = Date.now();
  const until = started + SECONDS * 1000;
  const timeline = (async () => {
    await sleep(KILL_AT);
    const victim = cluster.instances[1];
    console.log(`${Math.round((Date.now() - started) / 1000)} s: SIGKILL ${victim.id}`);
    await within(victim.kill('SIGKILL'), 30_000);
    victim.start();
    await within(victim.ready(), 120_000).catch((err: Error) => faults.push(`restart of ${victim.id}: ${err.message}`));
    console.log(`${Math.round((Date.now() - started) / 1000)} s: ${victim.id} back`);
    await sleep(Math.max(0, REDIS_AT - (Date.now() - started)));
    console.log(`${Math.round((Date.now() - started) / 1000)} s: Redis stopped`);
    await stopRedis();
    await sleep(REDIS_DOWN_S * 1000);
    startRedis();
    await within(waitFor('redis', redisAnswers), 30_000).catch((err: Error) => faults.push(`Redis restart: ${err.message}`));
    console.log(`${Math.round((Date.now() - started) / 1000)} s: Redis started`);
  })();
  await Promise.all([...players.map((p) => play(p, until)), timeline]);
  console.log(`${Math.round((Date.now() - started) / 1000)} s: play over; the reconciler, the audit and the lock-out check follow`);

  console.log('\nper endpoint (ms)');
  console.table(
    [...latencies].map(([endpoint, xs]) => {
      xs.sort((a, b) => a - b);
      return { endpoint, n: xs.length, p50: Math.round(q(xs, 50)), p95: Math.round(q(xs, 95)), p99: Math.round(q(xs, 99)) };
    }),
  );
  console.log('errors by phase');
  console.table([...errors].sort().map(([key, n]) => ({ 'phase | endpoint': key, errors: n, 'a reason': reasons.get(key) })));
  reconnects.sort((a, b) => a - b);
  console.log(
    `WebSocket reconnects: ${reconnects.length}, p50 ${q(reconnects, 50)} ms, p95 ${q(reconnects, 95)} ms, max ${reconnects.at(-1)} ms`,
  );

  // the end: the reconciler, the ledger audit, nobody locked out
  const reconcile = await fetch(`${base}/api/rgs/rounds/reconcile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
    body: '{}',
    signal: AbortSignal.timeout(120_000),
  });
  console.log(`reconciler: ${reconcile.status} ${await reconcile.text()}`);
  const database = await openDatabase({ databaseUrl: cluster.databaseUrl });
  const wallet = createWalletService({
    repository: createWalletRepository(database.db),
    clock: systemClock,
    events: createEventBus(),
    realtime: nullPublisher,
    projectId: 'fortuna',
  });
  console.log(`ledger audit: ${JSON.stringify(await wallet.audit())}`);
  const open = await db.query<{ n: number }>("select count(*)::int as n from rgs_rounds where status = 'open'");
  console.log(`rounds still open: ${open.rows[0].n} (open rounds older than ROUND_TIMEOUT_MS are the reconciler's on its next run)`);
  // in batches (one slow answer per player in a row could take the 15 s time-out 500 times over)
  let locked = 0;
  let unanswered = 0;
  for (let start = 0; start < players.length; start += 25) {
    const batch = players.slice(start, start + 25).map(async (p) => {
      p.sessionId = undefined;
      const launch = await call(p, 'POST', '/api/game/real/lucky-sevens');
      if (launch.status !== 200) locked++;
    });
    for (const r of await Promise.allSettled(batch)) if (r.status === 'rejected') unanswered++;
  }
  console.log(`players who cannot start a round: ${locked} of ${players.length}; launches unanswered in 15 s: ${unanswered}`);
  await database.close();
  for (const f of faults.slice(0, 10)) console.log(f);
} finally {
  console.log('stopping the cluster');
  for (const s of sockets) s.disconnect();
  await within(db.end(), 10_000).catch(() => undefined);
  await within(cluster.stop(), 60_000).catch((err: Error) => console.log(`cluster stop: ${err.message}`));
  await stopRedis();
}
process.exit(0);
