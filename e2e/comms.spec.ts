import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { depositByApi, operatorStep, verifyPlayer, withdrawByApi } from './cashier-support';
import { VIEWPORTS } from './support';

// a shared 2-core machine under load renders slowly: give each step more than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Player communication (issue 21 "Must show"): inbox messages from the platform's events arrive
 * live with the unread count; reading one lowers it.
 */
const SHOTS = '/tmp/shots-comms';
/**
 * A player signed up over the API (the ALTCHA solved here, as a browser would) with a complete
 * profile; the page's context holds the session. Returns the player id and login.
 */
async function signUp(
  page: Page,
  prefix: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; login: string; email: string }> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const login = `${prefix}${stamp}`.slice(0, 17);
  const email = `${login}@fortuna.test`;
  const challenge = await (await page.request.get('/api/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await page.request.post('/api/signup', {
    data: {
      email,
      login,
      passwordPlain: 'Secret-pass1',
      passwordConfirm: 'Secret-pass1',
      birthDate: '1990-05-17',
      country: 'GB',
      termsAccepted: true,
      captcha,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const profile = await page.request.put('/api/player/profile', {
    data: { name: 'Anna', surname: 'Smith', birthDate: '1990-05-17', country: 'GB', phoneCode: '+44', phone: '7700900123', city: 'London' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const info = await (await page.request.get('/api/player/info')).json();
  return { id: info.id as string, login, email };
}

/** The page's real-time frames; `ready(prefix)` waits until the player's channel of that kind is subscribed. */
function watchPushes(page: Page) {
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => sent.push(...String(f.payload).split('\n')));
    ws.on('framereceived', (f) => received.push(...String(f.payload).split('\n')));
  });
  return {
    async ready(channelPrefix: string) {
      await expect
        .poll(() => {
          const ask = sent.filter((l) => l.includes(`"channel":"${channelPrefix}`)).at(-1);
          const id = ask && (JSON.parse(ask) as { id: number }).id;
          return !!id && received.some((l) => l.startsWith(`{"id":${id},"subscribe"`));
        })
        .toBe(true);
    },
  };
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a withdrawal rejected by the operator: the message arrives with the unread count, reading it lowers the count', async ({ page }) => {
  test.setTimeout(120_000);
  const pushes = watchPushes(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  const { id: playerId } = await signUp(page, 'inbox');
  await verifyPlayer(page, playerId);
  await depositByApi(page, 5_000);
  const withdrawal = await withdrawByApi(page, 'card', 2_000);
  await expect.poll(async () => (await (await page.request.get('/api/messages/unread')).json()).unread).toBe(1);

  await page.goto('/');
  await pushes.ready('notification:');
  const inboxLink = page.getByRole('banner').getByTestId('inbox-link');
  // the deposit left one message
  await expect(inboxLink.getByTestId('unread-badge')).toHaveText('1');

  // the operator rejects the withdrawal: no reload, the count and a toast follow the push
  await operatorStep(page, withdrawal, 'reject', 7);
  await expect(inboxLink.getByTestId('unread-badge')).toHaveText('2');
  const toast = page.getByTestId('toast-area').getByRole('status').filter({ hasText: 'Withdrawal rejected' });
  await expect(toast).toContainText('New message');
  await shot(page, 'inbox-toast-1440');

  await inboxLink.click();
  await expect(page).toHaveURL(/\/player\/messages$/);
  const inbox = page.getByTestId('inbox');
  await expect(inbox.getByTestId('inbox-unread')).toHaveText('Unread: 2');
  const rejected = inbox.getByTestId('inbox-message').filter({ hasText: 'Withdrawal rejected' });
  await expect(rejected).toHaveAttribute('data-read', 'false');
  await rejected.getByRole('button', { name: /Payments.*Withdrawal rejected$/ }).click();
  await expect(rejected).toContainText('Your withdrawal of 20.00 EUR was rejected: Please withdraw to the method you used to deposit.');
  await expect(rejected).toHaveAttribute('data-read', 'true');
  await expect(inboxLink.getByTestId('unread-badge')).toHaveText('1');
  await expect(inbox.getByTestId('inbox-unread')).toHaveText('Unread: 1');
  await expect(rejected.getByRole('link', { name: 'See your payments' })).toHaveAttribute('href', '/player/history/payments');
  await shot(page, 'inbox-1440');

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.reload();
  await expect(page.getByTestId('inbox-message')).toHaveCount(2);
  await shot(page, 'inbox-390');
  await page.getByTestId('sidebar-toggle').click();
  await expect(
    page
      .getByTestId('sidebar-account')
      .getByRole('link', { name: /Messages/ })
      .getByTestId('unread-badge'),
  ).toHaveText('1');
  await shot(page, 'inbox-sidebar-390');
  await page.keyboard.press('Escape');

  // deleting the other message leaves nothing unread
  await page.setViewportSize(VIEWPORTS.desktop);
  const deposit = page.getByTestId('inbox-message').filter({ hasText: 'Deposit received' });
  await deposit.getByRole('button', { name: 'Delete message “Deposit received”' }).click();
  await expect(page.getByTestId('inbox-message')).toHaveCount(1);
  await expect(page.getByRole('banner').getByTestId('unread-badge')).toHaveCount(0);
});
