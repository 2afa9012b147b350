import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SubscribedContext } from 'centrifuge';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from './redis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeChannel } from '@fortuna/contracts';
import { sandboxSecret } from '../src/modules/cashier/cashier.module';
import { SIGNATURE_HEADER, signCallback } from '../src/modules/cashier/providers/sandbox/sandbox.signature';
import { client, collect, next } from '../src/modules/realtime/realtime.test-client';
// @ts-expect-error: a plain ES module script, no types
import { startCluster, waitFor } from '../../../scripts/cluster.mjs';
import { onPostgres } from './helpers';

/**
 * Three built instances behind HAProxy on PostgreSQL + Redis (scripts/cluster.mjs): a request,
 * a callback or a WebSocket may land on any instance, and the schedulers have one driver. No sleeps:
 * every wait polls with a deadline.
 */
const root = path.resolve(import.meta.dirname, '../../..');

function haproxyInstalled() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface Instance {
  id: string;
  port: number;
  url: string;
  output: string;
  kill(signal?: string): Promise<void>;
  start(): Instance;
  ready(ms?: number): Promise<void>;
}
interface Cluster {
  proxyUrl: string;
  instances: Instance[];
  databaseUrl: string;
  sessionSecret: string;
  stop(): Promise<void>;
}

const skip = !onPostgres || !haproxyInstalled() || !(await redisReachable());

describe.skipIf(skip)('three instances behind HAProxy (PostgreSQL + Redis)', () => {
  let cluster: Cluster;
  let db: pg.Client;
  const sockets: { disconnect(): void }[] = [];

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: root, stdio: 'inherit' });
    cluster = (await startCluster({
      instances: 3,
      proxyPort: 4420,
      basePort: 4430,
      postgres: process.env.TEST_DATABASE_URL,
      redis: REDIS_URL,
      env: {
        LOG_LEVEL: 'warn',
        ALTCHA_COST: '1',
        ALTCHA_COUNTER_MAX: '4',
        // the test delivers the sandbox's callbacks itself, to the instance it chooses
        SANDBOX_DISPATCH: 'false',
        LIVE_LEASE_MS: '3000',
        LIVE_BETTING_MS: '4000',
        LIVE_DRAWING_MS: '1000',
        LIVE_RESULT_MS: '1000',
      },
    })) as Cluster;
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await db?.end();
    await cluster?.stop();
  }, 60_000);

  const byId = (id: string) => cluster.instances.find((i) => i.id === id)!;
  const others = (...ids: string[]) => cluster.instances.filter((i) => !ids.includes(i.id));

  /** a browser: keeps its cookies, sends JSON */
  function browser(base: () => string, ip: string) {
    const cookies = new Map<string, string>();
    const call = async (method: string, url: string, body?: unknown, to = base()) => {
      const res = await fetch(`${to}${url}`, {
        method,
        headers: {
          'x-forwarded-for': ip,
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        },
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await res.text();
      return { status: res.status, instance: res.headers.get('x-fortuna-instance'), json: text ? JSON.parse(text) : null, text };
    };
    return { call, cookies };
  }

  async function captcha(to: string) {
    const challenge = (await (await fetch(`${to}/api/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function signUp(login: string, ip: string) {
    const b = browser(() => cluster.proxyUrl, ip);
    const email = `${login}@fortuna.test`;
    const res = await b.call('POST', '/api/signup', {
      email,
      login,
      passwordPlain: 'Secret-pass1',
      passwordConfirm: 'Secret-pass1',
      birthDate: '1990-05-17',
      country: 'FR',
      termsAccepted: true,
      captcha: await captcha(cluster.proxyUrl),
    });
    expect(res.status, res.text).toBe(200);
    return { email, b };
  }

  const tag = Math.random().toString(36).slice(2, 8);
  let player: { email: string; id: string; b: ReturnType<typeof browser> };

  it('a player signs up and logs in through the proxy and deposits; the sandbox callback lands on another instance', async () => {
    const { email } = await signUp(`cl${tag}a`, '198.51.100.10');
    const b = browser(() => cluster.proxyUrl, '198.51.100.11');
    const login = await b.call('POST', '/api/login', { email, password: 'Secret-pass1' });
    expect(login.status, login.text).toBe(200);
    const { rows } = await db.query<{ id: string }>('select id from players where email = $1', [email]);
    player = { email, id: rows[0].id, b };
    // real-money play needs a complete profile (what the profile form would send)
    await db.query("update players set name = 'Ada', surname = 'Lovelace', phone = '+33612345678' where id = $1", [player.id]);

    const deposit = await b.call('POST', '/api/cashier/deposit', {
      paymentSystem: 'sandbox-card',
      amount: 10_000,
      card: { number: '4242 4242 4242 4242', holder: 'Ada Lovelace', expiry: '12/30', cvc: '123' },
    });
    expect(deposit.status, deposit.text).toBe(200);
    const depositedOn = deposit.instance!;
    expect(depositedOn).toMatch(/^i\d$/);

    // the sandbox provider's callback, signed as it signs it, delivered to an instance that did not take the deposit
    const callbacks = await db.query<{ event_id: string; body: string }>(
      'select event_id, body from sandbox_callbacks where delivered_at is null order by due_at',
    );
    expect(callbacks.rows).toHaveLength(1);
    const target = others(depositedOn)[0];
    const body = callbacks.rows[0].body;
    const post = () =>
      fetch(`${target.url}/api/cashier/callback/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signCallback(sandboxSecret(cluster.sessionSecret), body, Math.floor(Date.now() / 1000)),
        },
        body,
      });
    const answer = await post();
    expect(answer.headers.get('x-fortuna-instance')).toBe(target.id);
    expect(await answer.json()).toEqual({ accepted: true, applied: true });
    expect(await (await post()).json()).toEqual({ accepted: true, applied: false });

    // every instance now shows the money
    for (const i of cluster.instances) {
      const balances = await b.call('GET', '/api/player/balances', undefined, i.url);
      expect(balances.json[0].real).toBe(10_000);
    }
  });

  it("a spin's balance push reaches the player's WebSocket held by a third instance", async () => {
    const { b, id } = player;
    const config = await b.call('GET', '/api/app/config');
    const token = config.json.centrifugoConfig.token as string;

    const launch = await b.call('POST', '/api/game/real/lucky-sevens');
    expect(launch.status, launch.text).toBe(200);
    const session = await b.call('POST', '/api/rgs/session', { token: launch.json.token });
    expect(session.status, session.text).toBe(200);
    const sessionId = session.json.sessionId as string;

    // the spin is served by one instance (A); the socket goes to another one (C) directly
    const spinOn = cluster.instances[0];
    const socketOn = cluster.instances[2];
    const ws = client(`ws://127.0.0.1:${socketOn.port}/connection/websocket`, { token });
    sockets.push(ws);
    const sub = ws.newSubscription(realtimeChannel.profile('fortuna', id));
    const feed = collect(sub);
    const subscribed = next<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    ws.connect();
    await subscribed;

    let result = await b.call('POST', '/api/rgs/play', { sessionId, bet: { amount: 100 } }, spinOn.url);
    expect(result.status, result.text).toBe(200);
    expect(result.instance).toBe(spinOn.id);
    while (result.json.round.status === 'open')
      result = await b.call('POST', '/api/rgs/play', { sessionId, action: { type: 'spin' } }, spinOn.url);
    const after = (await b.call('GET', '/api/player/balances', undefined, spinOn.url)).json[0].real as number;

    await waitFor('the balance push on the third instance', () =>
      feed.received.some((p) => (p.data as { type: string; payload: { real: number } }).payload?.real === after),
    );
    expect(feed.received.map((p) => (p.data as { type: string }).type)).toContain('balanceChanged');
  });

  it('the login brute-force limit holds across instances', async () => {
    const { email } = await signUp(`cl${tag}b`, '198.51.100.20');
    const attempt = async (n: number, password: string) => {
      const to = cluster.instances[n % 3];
      // a different address each time (X-Forwarded-For through the trusted proxy), so only the account wall counts
      const b = browser(() => to.url, `203.0.113.${n + 1}`);
      return b.call('POST', '/api/login', { email, password, captcha: await captcha(to.url) });
    };
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await attempt(n, 'Wrong-pass1'));
    expect(answers.map((a) => a.instance)).toEqual(['i1', 'i2', 'i3', 'i1', 'i2']);
    expect(answers.every((a) => a.status >= 400 && a.status < 500)).toBe(true);
    // the sixth try, with the right password, on the instance that saw fewest of them: refused
    const sixth = await attempt(5, 'Secret-pass1');
    expect(sixth.instance).toBe('i3');
    expect(sixth.json.code, sixth.text).toBe(5004);
  });

  it('the live-table driver moves when its holder is SIGKILLed, and the round in progress settles once', async () => {
    const { b } = player;
    const launch = await b.call('POST', '/api/game/real/auto-roulette-live');
    expect(launch.status, launch.text).toBe(200);
    const session = await b.call('POST', '/api/rgs/session', { token: launch.json.token });
    const sessionId = session.json.sessionId as string;
    const before = (await b.call('GET', '/api/player/balances')).json[0].real as number;

    // a round that has just opened: at least 2.5 s of betting left
    const round = await waitFor(
      'a fresh betting round',
      async () => {
        const state = (await b.call('GET', `/api/rgs/live/roulette?sessionId=${sessionId}`)).json;
        const r = state.round;
        return r && r.phase === 'betting' && new Date(r.closesAt).getTime() - Date.now() > 2_500 ? r : null;
      },
      30_000,
      100,
    );
    const bets = [
      { type: 'red', amount: 100 },
      { type: 'black', amount: 100 },
    ];
    const placed = await b.call('POST', '/api/rgs/live/bet', {
      sessionId,
      roundId: round.roundId,
      bets,
      transactionId: `cluster-${tag}-1`,
    });
    expect(placed.status, placed.text).toBe(200);

    const holderOf = async () =>
      (await db.query<{ lease_owner: string | null }>("select lease_owner from rgs_live_tables where id = 'roulette'")).rows[0]
        ?.lease_owner ?? null;
    const holder = (await holderOf())!;
    const victim = byId(holder.split(':')[0]);
    await victim.kill('SIGKILL');
    const unsettled = await db.query<{ status: string }>('select status from rgs_live_bets where round_id = $1', [round.roundId]);
    expect(unsettled.rows.map((r) => r.status)).toEqual(['placed']);

    const next = await waitFor(
      'another instance to take the table',
      async () => {
        const h = await holderOf();
        return h && !h.startsWith(`${victim.id}:`) ? h : null;
      },
      30_000,
      100,
    );
    expect(others(victim.id).map((i) => i.id)).toContain(next.split(':')[0]);

    const settled = await waitFor(
      'the round to settle',
      async () => {
        const r = await db.query<{ status: string; win: string | null }>('select status, win from rgs_live_bets where round_id = $1', [
          round.roundId,
        ]);
        return r.rows[0]?.status === 'settled' ? r.rows[0] : null;
      },
      30_000,
      100,
    );
    const win = Number(settled.win);
    // settled once: the balance moved by exactly the stake and the win, on every live instance
    for (const i of others(victim.id)) {
      const balance = (await b.call('GET', '/api/player/balances', undefined, i.url)).json[0].real as number;
      expect(balance).toBe(before - 200 + win);
    }
    const { rows } = await db.query<{ n: string }>(
      "select count(*) as n from rgs_live_rounds where table_id = 'roulette' and id = $1 and phase = 'result'",
      [round.roundId],
    );
    expect(Number(rows[0].n)).toBe(1);
  });
});
