import { expect, test } from '@playwright/test';
import { depositByApi, signUpWithProfile, verifyPlayer, withdrawByApi } from './cashier-support';
import { createOperator, createOperatorInScreen, operatorPage } from './support/operator';
import { signInFirstTime } from './backoffice-support';
import { snap, VIEWPORTS } from './support';

/**
 * The back office (issue 22): the first admin (made here with the operator token, as the CLI would on
 * a stopped server) signs in with TOTP, creates a payments operator, who signs in with their own 2FA
 * and approves a player's withdrawal from the queue.
 */

test('an admin signs in with TOTP and creates a payments operator, who approves a withdrawal with their own 2FA', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const adminEmail = `admin-${stamp}@ops.test`;
  const payEmail = `payments-${stamp}@ops.test`;
  await createOperator(page.request, { email: adminEmail, password: 'Admin-pass-1234', role: 'admin' });

  // a player with a withdrawal waiting
  const playerId = await signUpWithProfile(page, 'bo');
  await depositByApi(page, 20_000);
  await verifyPlayer(page, playerId);
  const withdrawal = await withdrawByApi(page, 'card', 5_000);

  // the admin: first sign-in enrols TOTP, then creates the payments operator
  const admin = await operatorPage(browser);
  await signInFirstTime(admin, adminEmail, 'Admin-pass-1234', { shot: 'backoffice-login-enrol-1440' });
  await createOperatorInScreen(admin, { email: payEmail, password: 'Payments-pass-1234', role: 'payments' });
  await snap(admin, 'backoffice-operators-1440');

  // the payments operator signs in with their own 2FA and sees only what the role allows
  const payments = await operatorPage(browser);
  await signInFirstTime(payments, payEmail, 'Payments-pass-1234');
  await expect(payments.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await expect(payments).toHaveURL(/\/admin\/withdrawals$/);
  const row = payments.getByRole('row').filter({ has: payments.getByRole('button', { name: `Approve ${withdrawal}` }) });
  await expect(row.getByText('First withdrawal')).toBeVisible();
  await snap(payments, 'backoffice-withdrawals-1440');
  await payments.getByRole('button', { name: `Approve ${withdrawal}` }).click();
  await expect(payments.getByRole('button', { name: `Approve ${withdrawal}` })).toHaveCount(0);

  // the player's payment is now with the provider; the operator settles it and it is paid
  await expect.poll(async () => (await (await page.request.get(`/api/cashier/payment/${withdrawal}`)).json()).status).toBe('processing');
  await payments.getByLabel('Status').selectOption('processing');
  await payments.getByRole('row').filter({ hasText: '50.00 EUR' }).getByRole('button', { name: 'Settle' }).first().click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/cashier/payment/${withdrawal}`)).json()).status, { timeout: 15_000 })
    .toBe('ok');

  // the sign-in page on a phone (the back office is desktop-first; sign-in must still work there)
  const phone = await browser.newContext({ viewport: VIEWPORTS.mobile });
  const phonePage = await phone.newPage();
  await phonePage.goto('/admin/login');
  await expect(phonePage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await snap(phonePage, 'backoffice-login-390');

  // the player card and the audit log, as the admin sees them
  await admin.goto(`/admin/players/${playerId}`);
  await expect(admin.getByRole('heading', { name: 'Balances' })).toBeVisible();
  await snap(admin, 'backoffice-player-card-1440');
  await admin.goto('/admin/players');
  await admin.getByLabel('E-mail, login, player id, IP address or device id').fill(playerId);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('cell').first()).toBeVisible();
  await snap(admin, 'backoffice-players-1440');
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('cell', { name: payEmail }).first()).toBeVisible();
  await snap(admin, 'backoffice-audit-1440');
});
