import { expect, test, type Page } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * The first deposit of a new player (English): sign up → the cashier sends the incomplete profile to
 * /player/profile → complete it → a declined card moves no money → the approving sandbox card
 * credits the balance, the deposit-completed overlay shows and the header balance follows.
 */
const stamp = Date.now().toString(36);
const player = { email: `cash-${stamp}@fortuna.test`, login: `cash${stamp}`.slice(0, 17), password: 'Secret-pass1' };

async function waitForCaptcha(page: Page) {
  await page.waitForFunction(() => {
    const w = document.querySelector('altcha-widget') as (HTMLElement & { getState?: () => string }) | null;
    return w?.getState?.() === 'verified';
  });
}

async function playerInfo(page: Page) {
  const res = await page.request.get('/api/player/info');
  return res.ok() ? res.json() : null;
}

/** the wallet's balance in minor units (GET /api/player/balances, first item) */
async function balance(page: Page): Promise<number | undefined> {
  const res = await page.request.get('/api/player/balances');
  return res.ok() ? (await res.json())[0]?.balance : undefined;
}

async function payWith(page: Page, cardNumber: string) {
  const modal = page.getByTestId('cashier-modal');
  await modal.getByRole('button', { name: cardNumber, exact: true }).click();
  await modal.getByRole('button', { name: /^Deposit \d/ }).click();
}

test('sign up, complete the profile, deposit with the sandbox cards', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Nickname').fill(player.login);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Repeat password').fill(player.password);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await playerInfo(page)).toMatchObject({ auth: true, profileComplete: false });

  // the cashier gate sends an incomplete profile to /player/profile
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  await expect(page).toHaveURL(/\/player\/profile$/);
  const form = page.getByTestId('profile-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('profile-birthDate')).toHaveAttribute('readonly', '');

  // a field error next to its field, then the real details
  await page.getByTestId('profile-name').fill('A');
  await page.getByTestId('profile-surname').fill('Smith');
  await page.getByTestId('profile-country').selectOption('GB');
  await expect(page.getByTestId('profile-phoneCode')).toHaveValue('+44');
  await page.getByTestId('profile-phone').fill('7700900123');
  await page.getByTestId('profile-save').click();
  await expect(form.getByText('Use 2 to 32 Latin letters.')).toBeVisible();
  await page.getByTestId('profile-name').fill('Anna');
  await page.getByTestId('profile-city').fill('London');
  await page.getByTestId('profile-save').click();
  await expect(form.getByText('Your details have been saved.')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveAttribute('readonly', '');
  await expect.poll(async () => (await playerInfo(page))?.profileComplete).toBe(true);
  await snap(page, 'profile-completed-desktop');
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, 'profile-completed-mobile');
  await page.setViewportSize(VIEWPORTS.desktop);

  // now the cashier opens
  const headerBalance = page.getByRole('banner').getByRole('link', { name: /^Balance:/ });
  await expect(headerBalance).toContainText('0.00 EUR');
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const modal = page.getByTestId('cashier-modal');
  await expect(modal).toBeVisible();

  // a declined card: a clear error, no money moved
  await payWith(page, '4000 0000 0000 0002');
  await expect(modal.getByText('Your card was declined. No money was taken.')).toBeVisible();
  expect(await balance(page)).toBe(0);
  await snap(page, 'cashier-declined');

  // the approving card: the deposit-completed overlay, and the header balance shows the amount
  // the declined attempt also starts the cashier's 10-second next-deposit interval: retry until it has passed
  await expect(async () => {
    if (await modal.getByRole('button', { name: /^Deposit \d/ }).isVisible()) await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('deposit-completed')).toBeVisible({ timeout: 3_000 });
  }).toPass({ intervals: [2_000], timeout: 40_000 });
  await snap(page, 'cashier-deposit-completed');
  await expect.poll(() => balance(page)).toBe(5000);
  // the open dialog hides the page from the accessibility tree: close it, then read the header
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();
  await expect(headerBalance).toContainText('50.00 EUR');
  await snap(page, 'cashier-header-balance');
});
