import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Centrifuge, type PublicationContext } from 'centrifuge';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeChannel } from '@fortuna/contracts';
import { onPostgres } from '../test/helpers';

/**
 * The real process as `npm start` runs it: plain node on the compiled bundle (apps/server/dist),
 * built first when missing or stale. On TEST_DB=postgres it runs on a fresh PostgreSQL database.
 */
const root = path.resolve(import.meta.dirname, '../../..');

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: root, stdio: 'inherit' });
}, 600_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A database of its own for one process: a fresh PGlite folder, or a fresh PostgreSQL database. */
async function processDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fortuna-main-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!onPostgres) return { env: { DATA_DIR: dataDir }, drop: removeDir };
  const { default: pg } = await import('pg');
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `fortuna_p_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    drop: async () => {
      await run(`drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

const BANNER = /^Fortuna is running at (\S+)$/m;

function startServer(env: Record<string, string>) {
  const { PUBLIC_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...parentEnv, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const up = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = BANNER.exec(output)?.[1];
      if (url) resolve(url);
    });
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  up.catch(() => {}); // observed by the tests that wait for it
  return { child, up, exited, output: () => output };
}

/** A signed-in player over plain HTTP, the way a browser on that origin talks to the server. */
function browser(origin: string) {
  const cookies = new Map<string, string>();
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(new URL(url, origin), {
      method,
      headers: {
        accept: 'application/json',
        origin,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, text };
  };
}

describe('the server process', () => {
  it('stops with one clear line when a variable is invalid', async () => {
    const s = startServer({ PORT: 'not-a-port' });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toMatch(/^Invalid environment variable PORT: .+$/);
  }, 60_000);

  it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const database = await processDatabase();
    const s = startServer({ PORT: String(port), HOST: '127.0.0.1', LOG_REQUESTS: 'true', ...database.env });
    try {
      await s.up;
      // a request whose body is still arriving when the signal comes
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      const body = JSON.stringify({ probe: 'x'.repeat(40) });
      socket.write(
        `POST /api/app/config HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
      let response = '';
      socket.on('data', (d) => (response += d));
      const ended = new Promise((r) => socket.on('close', r));
      // wait until the server has read the headers (the log line for the incoming request)
      await new Promise<void>((resolve) => {
        const check = () => (s.output().includes('incoming request') ? resolve() : setImmediate(check));
        check();
      });
      s.child.kill('SIGTERM');
      await new Promise<void>((resolve) => {
        const check = () => (s.output().includes('shutting down') ? resolve() : setImmediate(check));
        check();
      });
      socket.end(body.slice(10));
      await ended;
      expect(response).toMatch(/^HTTP\/1\.1 \d{3}/);
      expect(await s.exited).toBe(0);
    } finally {
      s.child.kill('SIGKILL');
      await database.drop();
    }
  }, 180_000); // starts a whole server on a fresh database

  describe('on a port of its own with no PUBLIC_URL', () => {
    let port: number;
    let database: Awaited<ReturnType<typeof processDatabase>>;
    let s: ReturnType<typeof startServer>;
    let origin: string;

    beforeAll(async () => {
      port = await freePort();
      database = await processDatabase();
      // HOST stays the default (every interface), as for `PORT=3917 npm start`
      s = startServer({ PORT: String(port), CAPTCHA_PROVIDER: 'none', MAILBOX_KEY: 'process-test-mailbox-key', ...database.env });
      origin = await s.up;
    }, 180_000);

    afterAll(async () => {
      s.child.kill('SIGTERM');
      await s.exited;
      await database.drop();
    });

    it('prints one line saying where it runs (derived from PORT), the database and the mail sandbox; requests are not logged', async () => {
      expect(origin).toBe(`http://localhost:${port}`);
      const lines = s.output().trimEnd().split('\n');
      expect(lines[0]).toBe(`Fortuna is running at http://localhost:${port}`);
      expect(lines[1]).toMatch(
        onPostgres ? /^ {2}Database: PostgreSQL 127\.0\.0\.1:5432\/fortuna_p_\w+/ : /^ {2}Database: embedded PGlite in \//,
      );
      expect(lines[2]).toMatch(/^ {2}Mail: sandbox outbox/);
      const res = await fetch(`${origin}/api/app/config`);
      expect(res.status).toBe(200);
      expect(s.output()).not.toMatch(/incoming request|request completed/);
    });

    it('completes a sandbox card deposit (the callback reaches the server) and pushes it over a WebSocket on the page origin', async () => {
      const call = browser(origin);
      const login = `proc${Date.now().toString(36)}`.slice(0, 17);
      const email = `${login}@fortuna.test`;
      const signup = await call('POST', '/api/signup', {
        email,
        login,
        passwordPlain: 'Secret-pass1',
        passwordConfirm: 'Secret-pass1',
        birthDate: '1990-05-17',
        country: 'GB',
        termsAccepted: true,
        captcha: 'not-checked', // CAPTCHA_PROVIDER=none
      });
      expect(signup.status, signup.text).toBe(200);
      const profile = await call('PUT', '/api/player/profile', {
        name: 'Anna',
        surname: 'Smith',
        birthDate: '1990-05-17',
        country: 'GB',
        phoneCode: '+44',
        phone: '7700900123',
        city: 'London',
      });
      expect(profile.status, profile.text).toBe(200);
      const player = (await call('GET', '/api/player/info')).json as { id: string };

      // the confirmation mail links to the derived origin, not to port 3000
      const mailbox = await fetch(`${origin}/api/dev/mailbox?key=process-test-mailbox-key`, {
        headers: { 'x-mailbox-key': 'process-test-mailbox-key' },
      });
      const mail = ((await mailbox.json()) as { mails: { to: string; links: string[] }[] }).mails.find((m) => m.to === email);
      expect(mail?.links.length).toBeGreaterThan(0);
      for (const link of mail!.links) expect(link.startsWith(`${origin}/`)).toBe(true);

      // real time: the app config's url resolved against the page origin, as the browser does
      const config = (await call('GET', '/api/app/config')).json as {
        centrifugoConfig: { url: string; token: string };
        projectConfig: { projectId: string };
      };
      const endpoint = new URL(config.centrifugoConfig.url, origin);
      endpoint.protocol = 'ws:';
      expect(endpoint.href).toBe(`ws://localhost:${port}/connection/websocket`);
      let depositId = '';
      const centrifuge = new Centrifuge(endpoint.href, { websocket: WebSocket, token: config.centrifugoConfig.token, timeout: 10_000 });
      try {
        const connected = new Promise((resolve) => centrifuge.once('connected', resolve));
        centrifuge.connect();
        await connected;
        const sub = centrifuge.newSubscription(realtimeChannel.profile(config.projectConfig.projectId, player.id));
        const depositPushed = new Promise<PublicationContext>((resolve) =>
          sub.on('publication', (ctx) => (ctx.data as { type?: string }).type === 'depositCreated' && resolve(ctx)),
        );
        const subscribed = new Promise((resolve) => sub.once('subscribed', resolve));
        sub.subscribe();
        await subscribed;

        const deposit = await call('POST', '/api/cashier/deposit', {
          paymentSystem: 'sandbox-card',
          amount: 5_000,
          card: { number: '4242 4242 4242 4242', holder: 'Anna Smith', expiry: '12/30', cvc: '123' },
        });
        expect(deposit.status, deposit.text).toBe(200);
        expect(deposit.json.status).toMatch(/^(init|processing)$/); // settled only by the callback
        depositId = deposit.json.id;
        // the provider's signed callback arrives over HTTP at this process; then the push goes out
        const pushed = await depositPushed;
        expect(pushed.data).toMatchObject({ type: 'depositCreated', payload: { paymentId: deposit.json.id, amount: 5_000, status: 'ok' } });
      } finally {
        centrifuge.disconnect();
      }
      const payment = await call('GET', `/api/cashier/payment/${depositId}`);
      expect(payment.json).toMatchObject({ status: 'ok', amount: 5_000 });
      const balances = (await call('GET', '/api/player/balances')).json as { balance: number; currency: string }[];
      expect(balances[0]).toMatchObject({ balance: 5_000 });
    }, 120_000);
  });
});
