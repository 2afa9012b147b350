import { expect, test, type WebSocket } from '@playwright/test';

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
