import { expect, test, type WebSocket } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

const OPERATOR = { authorization: 'Bearer e2e-operator-token-0123456789' };

test('a visitor joins the real-time service anonymously and hears a maintenance notice', async ({ page, request }) => {
  const received: string[] = [];
  const sent: string[] = [];
  const socket = new Promise<WebSocket>((resolve) => page.on('websocket', resolve));
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => sent.push(String(f.payload)));
    ws.on('framereceived', (f) => received.push(String(f.payload)));
  });

  await page.goto('/');
  const ws = await socket;
  expect(ws.url()).toMatch(/\/connection\/websocket$/);
  await expect.poll(() => received.some((f) => f.includes('"subscribe"'))).toBe(true);
  // Anonymous: the public channel only, never a player's.
  const subscriptions = sent.flatMap((f) => f.split('\n')).filter((l) => l.includes('"subscribe"'));
  expect(subscriptions.join()).toContain('maintenance:fortuna');
  expect(subscriptions.join()).not.toContain('#');

  const res = await request.post('/api/operator/maintenance', { headers: OPERATOR, data: { active: true, message: 'Back at 03:00' } });
  expect(res.status()).toBe(200);
  await expect.poll(() => received.some((f) => f.includes('"type":"maintenance"') && f.includes('Back at 03:00'))).toBe(true);
  // over again: the journeys share one server, and a notice in force shows on every page opened after it
  const over = await request.post('/api/operator/maintenance', { headers: OPERATOR, data: { active: false } });
  expect(over.status()).toBe(200);
});

test('the hub refuses a connection without a valid token', async ({ page }) => {
  await page.goto('/');
  const code = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/connection/websocket`);
        ws.onopen = () => ws.send(JSON.stringify({ id: 1, connect: { token: 'forged' } }));
        ws.onclose = (e) => resolve(e.code);
      }),
  );
  expect(code).toBe(3500);
});

test('a signed-in player is told about a login on another device and logged out here', async ({ page, request }) => {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const stamp = Date.now().toString(36);
  const player = { email: `rt-${stamp}@fortuna.test`, login: `rt${stamp}`.slice(0, 17), passwordPlain: 'Secret-pass1' };
  const challenge = await (await page.request.get('/api/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const signup = await page.request.post('/api/signup', {
    data: { ...player, passwordConfirm: player.passwordPlain, birthDate: '1990-05-17', country: 'FR', termsAccepted: true, captcha },
  });
  expect(signup.status()).toBe(200);

  const lines = (frames: string[]) => frames.flatMap((f) => f.split('\n'));
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => sent.push(String(f.payload)));
    ws.on('framereceived', (f) => received.push(String(f.payload)));
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  // subscribed to the player's own channels: asked for, and every subscribe answered
  await expect
    .poll(() => lines(sent).some((l) => l.includes('"subscribe"') && l.includes('profile:fortuna#')), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        lines(received).filter((l) => l.includes('"subscribe":')).length >= lines(sent).filter((l) => l.includes('"subscribe":')).length,
    )
    .toBe(true);

  const elsewhere = await request.post('/api/login', { data: { email: player.email, password: player.passwordPlain } });
  expect(elsewhere.status()).toBe(200);
  await expect(page.getByText(/New device login/)).toBeVisible();
  await snap(page, 'realtime-new-device-login-desktop');
  expect((await page.request.get('/api/player/info')).status()).toBe(401);
});
