import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { depositByApi, OPERATOR, signUpWithProfile } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * Responsible gaming in the browser (issue 18 "Must show"): a daily deposit limit lowered at once
 * and raised only after 24 hours; the reality check over a game at 15 minutes with spins refused
 * until it is answered; a 24-hour time-out that logs out a second browser of the same player at
 * once; the in-game bar's session clock and net position after 5 spins.
 * The server's responsible-gaming clock is moved by the E2E-only operator call (nothing else on the
 * server changes time); the page's clock by Playwright.
 */
const GAME = 'pharaoh-lines';
const HOUR = 60 * 60_000;

async function advanceServerClock(page: Page, ms: number) {
  const res = await page.request.post('/api/operator/responsible-gaming/clock', { headers: OPERATOR, data: { advanceMs: ms } });
  expect(res.status(), await res.text()).toBe(200);
}

async function setDailyDepositLimit(page: Page, amount: number) {
  const row = page.getByTestId('deposit-daily');
  await row.getByTestId('deposit-daily-edit').click();
  await row.getByTestId('deposit-daily-input').fill(String(amount));
  await row.getByTestId('deposit-daily-save').click();
}

/** Opens the cashier, types the amount and pays with the approving sandbox card. */
async function depositInCashier(page: Page, amount: number) {
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const modal = page.getByTestId('cashier-modal');
  await modal.getByRole('button', { name: '4242 4242 4242 4242', exact: true }).click();
  await modal.getByLabel('Amount').fill(String(amount));
  await modal.getByRole('button', { name: `Deposit ${amount} EUR` }).click();
  return modal;
}

async function closeCashier(page: Page) {
  const modal = page.getByTestId('cashier-modal');
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();
}

function slot(page: Page): { frame: FrameLocator; client: ReturnType<FrameLocator['locator']> } {
  const frame = page.frameLocator('[data-testid=game-iframe]');
  return { frame, client: frame.locator('[data-testid=slot-client][data-engine=line-slot]') };
}

/** A paid round (and its free spins, if it triggered any), done when the client has counted it. */
async function playRound(page: Page) {
  const { frame, client } = slot(page);
  const press = async () => {
    const before = Number(await client.getAttribute('data-plays'));
    await frame.locator('[data-testid=spin]').click();
    await expect(client).toHaveAttribute('data-plays', String(before + 1), { timeout: 20_000 });
  };
  await press();
  for (let guard = 0; guard < 200 && (await frame.locator('[data-testid=free-spins]').count()) > 0; guard++) await press();
}

async function ledgerBalance(page: Page): Promise<number> {
  return (await (await page.request.get('/api/player/balances')).json())[0].balance;
}

// First in the file: later journeys move the responsible-gaming clock a day ahead, and the bar counts
// ledger entries (real time) since a session start on that clock.
test('the in-game bar shows the session clock and the net position after 5 spins', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.mobile);
  await signUpWithProfile(page, 'rgbar');
  await depositByApi(page, 5_000);
  const start = await ledgerBalance(page);
  await page.goto(`/real/${GAME}`);
  const { client } = slot(page);
  await expect(client).toBeVisible({ timeout: 30_000 });
  const bar = page.getByTestId('game-session-bar');
  await expect(bar).toBeVisible();
  for (let i = 0; i < 5; i++) await playRound(page);

  const end = await ledgerBalance(page);
  // won minus staked since the session started, from the server: the balance moved by exactly that
  await expect(page.getByTestId('session-net')).toHaveAttribute('data-net', String(end - start));
  const stats = await (await page.request.get('/api/player/session/statistic')).json();
  const [h, m, s] = (await page.getByTestId('session-clock').textContent())!.split(':').map(Number);
  expect(Math.abs(h * 3600 + m * 60 + s - stats.time)).toBeLessThanOrEqual(3);
  await snap(page, 'rg-game-bar-390');
  await page.setViewportSize(VIEWPORTS.desktop);
  await snap(page, 'rg-game-bar-1440');
});

test('a daily deposit limit: lowered at once, a raise waits 24 hours', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpWithProfile(page, 'rgdep');
  await page.goto('/player/exclusion');
  await expect(page.getByTestId('limits-page')).toBeVisible();
  await snap(page, 'rg-limits-page-1440');

  await setDailyDepositLimit(page, 20);
  await expect(page.getByTestId('deposit-daily-value')).toHaveText('20.00 EUR');

  const modal = await depositInCashier(page, 30);
  await expect(modal.getByText(/daily deposit limit/)).toBeVisible();
  await snap(page, 'rg-deposit-refused-1440');
  await closeCashier(page);

  await setDailyDepositLimit(page, 100);
  // still 20.00 EUR: the raise waits, shown with its time
  await expect(page.getByTestId('deposit-daily-value')).toHaveText('20.00 EUR');
  await expect(page.getByTestId('deposit-daily').getByTestId('pending-change')).toContainText('100.00 EUR');
  await snap(page, 'rg-limit-raise-pending-1440');

  await depositInCashier(page, 30);
  await expect(page.getByTestId('cashier-modal').getByText(/daily deposit limit/)).toBeVisible();
  await closeCashier(page);

  // 24 hours later (the server's clock) the raise applies: the same deposit goes through
  await advanceServerClock(page, 24 * HOUR + 1_000);
  await page.reload();
  await expect(page.getByTestId('deposit-daily-value')).toHaveText('100.00 EUR');
  await depositInCashier(page, 30);
  await expect(page.getByTestId('deposit-completed')).toBeVisible({ timeout: 20_000 });
});

test('the reality check appears in a game at 15 minutes; spins are refused until it is answered', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpWithProfile(page, 'rgrc');
  await depositByApi(page, 5_000);
  await page.goto('/player/exclusion');
  await page.getByTestId('reality-check-select').selectOption('15');
  await page.getByTestId('reality-check-save').click();
  await expect(page.getByTestId('reality-check-card').getByRole('status')).toBeVisible();

  await page.clock.install();
  await page.goto(`/real/${GAME}`);
  const { frame, client } = slot(page);
  await expect(client).toBeVisible({ timeout: 30_000 });
  await playRound(page);
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  // 15 minutes pass, on the server and on the page
  await advanceServerClock(page, 15 * 60_000);
  await page.clock.fastForward('15:00');
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('rc-bets')).toContainText('EUR');
  await snap(page, 'rg-reality-check-in-game-1440');

  // the game's own button, pressed behind the modal: the casino refuses the spin
  const plays = Number(await client.getAttribute('data-plays'));
  await frame.locator('[data-testid=spin]').dispatchEvent('click');
  await expect(frame.getByText('Your limits pause play for now.', { exact: false })).toBeVisible();
  expect(Number(await client.getAttribute('data-plays'))).toBe(plays);

  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  await playRound(page);
  expect(Number(await client.getAttribute('data-plays'))).toBeGreaterThan(plays);
});

test('a 24-hour time-out set in one browser logs out a second browser of the same player at once', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpWithProfile(page, 'rgto');
  // the same player in another browser window (same session cookies)
  const second = await browser.newContext({ storageState: await page.context().storageState(), viewport: VIEWPORTS.mobile });
  const other = await second.newPage();
  const subscribed = new Promise<void>((resolve) =>
    other.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"subscribe":') && resolve())),
  );
  await other.goto('/player/profile');
  await expect(other.getByTestId('profile-form')).toBeVisible();
  await subscribed;

  await page.goto('/player/exclusion');
  await page.getByTestId('exclusion-24_hours').check();
  await page.getByTestId('exclusion-continue').click();
  const confirm = page.getByTestId('exclusion-confirm');
  await expect(confirm).toBeVisible();
  await snap(page, 'rg-exclusion-confirm-1440');
  await confirm.getByTestId('exclusion-understood').check();
  await confirm.getByTestId('exclusion-start').click();
  await expect(page.getByTestId('exclusion-started')).toBeVisible();

  // the other browser: logged out by the push, with the popup, at once
  await expect(other.getByTestId('exclusion-started')).toBeVisible({ timeout: 5_000 });
  await snap(other, 'rg-exclusion-started-other-390');
  expect((await other.request.get('/api/player/info')).status()).toBe(401);
  await second.close();
});
