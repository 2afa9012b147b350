import { expect, test } from '@playwright/test';
import { signUpWithProfile } from './cashier-support';
import { createOperator, createOperatorInScreen, operatorPage } from './support/operator';
import { signInFirstTime } from './backoffice-support';
import { snap, VIEWPORTS } from './support';

/**
 * The back office's marketing screens: an admin (made with the operator token, as the CLI would)
 * signs in with TOTP and creates a marketing operator, who signs in with their own 2FA, sees only
 * the marketing menu, and creates a promo code for the seeded code campaign; a player redeems it
 * and sees the bonus. The admin finds the code's creation in the audit log. Every marketing screen
 * is photographed at 1440 px (and the codes at 390 px).
 */

/** a datetime-local value (UTC) this many hours from now */
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString().slice(0, 16);

test('a marketing operator signs in with 2FA and creates a promo code; a player redeems it and sees the bonus', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  const adminEmail = `mk-admin-${stamp}@ops.test`;
  const marketingEmail = `marketing-${stamp}@ops.test`;
  const code = `MK${stamp}`.toUpperCase().slice(0, 20);
  await createOperator(page.request, { email: adminEmail, password: 'Admin-pass-1234', role: 'admin' });

  // the admin creates the marketing operator
  const admin = await operatorPage(browser);
  await signInFirstTime(admin, adminEmail, 'Admin-pass-1234');
  await createOperatorInScreen(admin, { email: marketingEmail, password: 'Marketing-pass-1234', role: 'marketing' });

  // the marketing operator: own 2FA, lands on the marketing screens, sees only its role's entries
  const marketing = await operatorPage(browser);
  await signInFirstTime(marketing, marketingEmail, 'Marketing-pass-1234');
  await expect(marketing).toHaveURL(/\/admin\/marketing$/);
  const menu = marketing.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link')).toHaveText(['Marketing', 'Games']);

  // the promo code, typed in the form (keyboard only for the checkboxes)
  await marketing.getByRole('link', { name: 'Promo codes' }).click();
  await expect(marketing).toHaveURL(/\/admin\/marketing\/codes$/);
  await marketing.getByRole('button', { name: 'Create code' }).click();
  await expect(marketing.getByText('letters, digits, - and _ (3 to 40)')).toBeVisible();
  await marketing.getByLabel('Code', { exact: true }).fill(code);
  await marketing.getByLabel('Campaign').selectOption('promo-code');
  await marketing.getByLabel('Maximum uses').fill('100');
  await expect(marketing.getByLabel('Once per player')).toBeChecked();
  await marketing.getByRole('button', { name: 'Create code' }).click();
  await expect(marketing.getByText(`Code ${code} saved.`)).toBeVisible();
  const row = marketing.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 / 100');
  await snap(marketing, 'backoffice-marketing-codes-1440');

  // the player redeems it and sees the 10 EUR bonus
  await signUpWithProfile(page, 'mkp');
  await page.goto('/player/bonus');
  await page.getByTestId('bonus-code-input').fill(code.toLowerCase());
  await page.getByTestId('bonus-code-submit').click();
  await expect(page.getByTestId('bonus-code-message')).toContainText('10.00');
  await expect(page.getByTestId('player-bonus').getByTestId('player-bonus-amount')).toHaveText('10.00 EUR', { timeout: 15_000 });
  await expect(async () => {
    await expect(page.getByTestId('header-bonus')).toContainText('10.00', { timeout: 2_000 });
  }).toPass({ intervals: [1_000, 2_000], timeout: 30_000 });

  // the code's use shows in the back office, and the code can be switched off
  await marketing.reload();
  await expect(marketing.getByRole('row').filter({ hasText: code })).toContainText('1 / 100');
  await marketing.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(marketing.getByRole('button', { name: `Enable ${code}` })).toBeVisible();
  await marketing.setViewportSize(VIEWPORTS.mobile);
  await snap(marketing, 'backoffice-marketing-codes-390');
  await marketing.setViewportSize(VIEWPORTS.desktop);

  // the admin finds both changes in the audit log, by the marketing operator
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('cell', { name: 'PUT /api/operator/bonus-codes/:code' }).first()).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: 'PUT /api/operator/bonus-codes/:code' }).first()).toContainText(marketingEmail);

  // the other marketing screens, photographed
  await marketing.getByRole('link', { name: 'Bonus templates' }).click();
  await expect(marketing.getByRole('cell', { name: 'promo-10', exact: true })).toBeVisible();
  await marketing.getByLabel('Kind').selectOption('free_spins');
  await expect(marketing.getByLabel('Free-spins game')).toBeVisible();
  await snap(marketing, 'backoffice-marketing-templates-1440');
  await marketing.getByRole('button', { name: 'Edit promo-10' }).click();
  await expect(marketing.getByRole('heading', { name: 'Edit template promo-10' })).toBeVisible();
  await expect(marketing.getByLabel('Name')).not.toHaveValue('');

  await marketing.getByRole('link', { name: 'Campaigns' }).click();
  await expect(marketing.getByRole('cell', { name: 'promo-code', exact: true })).toBeVisible();
  await marketing.getByRole('button', { name: 'Edit promo-code' }).click();
  await expect(marketing.getByLabel('Title (EN)')).toHaveValue('10 EUR with code FORTUNA10');
  await snap(marketing, 'backoffice-marketing-campaigns-1440');

  await marketing.getByRole('link', { name: 'Tournaments' }).click();
  await marketing.getByLabel('Address (slug)').fill(`spring-cup-${stamp}`);
  await marketing.getByLabel('Title (EN)').fill('Spring cup');
  await marketing.getByLabel('Starts (UTC)').fill(hoursFromNow(24));
  await marketing.getByLabel('Ends (UTC)').fill(hoursFromNow(24 * 8));
  await marketing.getByLabel('slots').check();
  await marketing.getByLabel('Prizes by place').fill('10000, 5000, 2500');
  await marketing.getByRole('button', { name: 'Preview' }).click();
  const preview = marketing.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Spring cup');
  await expect(preview).toContainText('3 prize places, prize pool 175.00');
  await snap(marketing, 'backoffice-marketing-tournament-preview-1440');
  await marketing.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(marketing.getByText(`spring-cup-${stamp} saved.`)).toBeVisible();
  const cup = marketing.getByRole('row').filter({ hasText: 'Spring cup' });
  await expect(cup).toContainText('Registration');
  await snap(marketing, 'backoffice-marketing-tournaments-1440');
  await cup.getByRole('button', { name: `Cancel spring-cup-${stamp}` }).click();
  await cup.getByRole('button', { name: 'Really cancel? (pays nothing)' }).click();
  await expect(cup).toContainText('Cancelled');

  await marketing.getByRole('link', { name: 'Maintenance notice' }).click();
  await marketing.getByLabel('Message to the players').fill('Short maintenance tonight at 02:00 UTC.');
  await marketing.getByRole('button', { name: 'Announce maintenance' }).click();
  await expect(marketing.getByText('Maintenance announced.')).toBeVisible();
  await snap(marketing, 'backoffice-marketing-maintenance-1440');
  await marketing.getByRole('button', { name: 'Clear the notice' }).click();
  await expect(marketing.getByText('Notice cleared.')).toBeVisible();
});
