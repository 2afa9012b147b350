import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { snap, VIEWPORTS } from './support';
import { startSentryStub, type SentryStub } from '../apps/server/test/fakes/sentry-stub';

/**
 * Operating it, on a server of its own (so that what it changes cannot disturb other journeys):
 * - error reporting: SENTRY_DSN points at a local stub of a Sentry-compatible server; a browser
 *   error arrives there with the page's request id;
 * - the IP block list behind a proxy (TRUST_PROXY=loopback): the browser's requests carry the
 *   visitor's address in X-Forwarded-For, as a load balancer would add it.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 30;
const origin = `http://localhost:${port}`;
const OPERATOR = { authorization: 'Bearer e2e-operator-token-0123456789' };

let stub: SentryStub;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stub = await startSentryStub();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fortuna-e2e-sentry-'));
  server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SANDBOX_PROVIDERS: 'true',
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123456789',
      MAILBOX_KEY: 'e2e-mailbox-key-0123456789abcdef',
      LIVE_TABLES: 'false',
      SENTRY_DSN: stub.dsn,
      SENTRY_RELEASE: 'fortuna@e2e',
      SENTRY_ENVIRONMENT: 'e2e',
      OPERATOR_TOKEN: 'e2e-operator-token-0123456789',
      TRUST_PROXY: 'loopback',
    },
  });
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [1_000] })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  await stub?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a thrown browser error reaches the stub with the page request id, release and environment', async ({ page }) => {
  const response = await page.goto(`${origin}/about-us`);
  const requestId = response?.headers()['x-request-id'];
  expect(requestId).toMatch(/^[\w-]{8,64}$/);
  // the SDK chunk is loaded on demand: wait for it before throwing
  await expect
    .poll(() => page.evaluate(() => !!(window as unknown as { __SENTRY__?: unknown }).__SENTRY__), { timeout: 20_000 })
    .toBe(true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e browser boom');
    }, 0);
  });
  await expect
    .poll(() => stub.events.find((e) => JSON.stringify(e.exception ?? '').includes('e2e browser boom')), { timeout: 30_000 })
    .toBeTruthy();
  const event = stub.events.find((e) => JSON.stringify(e.exception ?? '').includes('e2e browser boom'))!;
  expect(event.tags?.request_id).toBe(requestId);
  expect(event.release).toBe('fortuna@e2e');
  expect(event.environment).toBe('e2e');
  expect(event.platform).toBe('javascript');
});

test('a visitor whose address is blocked sees the 403 page with the support contact', async ({ page, request }) => {
  const visitor = '203.0.113.9';
  const added = await request.post(`${origin}/api/operator/ip-blocks`, {
    headers: OPERATOR,
    data: { range: '203.0.113.0/24', reason: 'e2e' },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  try {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitor });
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      const response = await page.goto(`${origin}/`);
      expect(response?.status()).toBe(403);
      const blocked = page.getByTestId('error-403');
      await expect(blocked).toBeVisible();
      await expect(blocked).toContainText('support@fortuna.casino');
      await snap(page, `ops-403-${name}`);
    }
    const api = await request.get(`${origin}/api/app/config`, { headers: { 'x-forwarded-for': visitor } });
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ code: 403, message: 'Access from your location is not allowed' });
    // another visitor behind the same proxy is let in
    expect((await request.get(`${origin}/api/app/config`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).status()).toBe(200);
  } finally {
    await request.delete(`${origin}/api/operator/ip-blocks/${id}`, { headers: OPERATOR });
  }
  expect((await request.get(`${origin}/api/app/config`, { headers: { 'x-forwarded-for': visitor } })).status()).toBe(200);
});
