import { expect, test, type Page } from '@playwright/test';
import { depositByApi, signUpWithProfile } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * Promotion days (issue 17): the seeded daily campaign (14 days, a deposit of 20 EUR in a day grants
 * 10 free spins) on /promo/daily-spins. A visitor sees the terms and the days; a player joins, deposits,
 * and today turns awarded; leaving (with a confirmation row) cancels the open days. Screens at 1440
 * and 390 px.
 */
async function both(page: Page, name: string) {
  await snap(page, `${name}-1440`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, `${name}-390`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a daily campaign: terms and days for a visitor, join, a deposit awards today, leave cancels the rest', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/promo/daily-spins');
  const strip = page.getByTestId('promotion-days-strip');
  await expect(strip).toBeVisible({ timeout: 30_000 });
  const days = page.getByTestId('promotion-day');
  await expect(days).toHaveCount(14);
  await expect(days.first()).toHaveAttribute('data-status', 'future');
  await expect(page.getByTestId('promotion-days')).toContainText('Deposit at least 20.00 in a day');
  await expect(page.getByTestId('promotion-days-join')).toHaveCount(0);
  await both(page, 'promotion-days-visitor');

  await signUpWithProfile(page, 'pd');
  await page.goto('/promo/daily-spins');
  await page.getByTestId('promotion-days-join').click();
  await expect(page.getByTestId('promotion-days-joined')).toBeVisible();

  await depositByApi(page, 2_500);
  await page.reload();
  await expect(page.getByTestId('promotion-day').first()).toHaveAttribute('data-status', 'awarded', { timeout: 30_000 });
  // the reward: 10 free spins on Pharaoh's Lines
  const spins = await (await page.request.get('/api/player/free-spins')).json();
  expect(spins.items).toEqual(expect.arrayContaining([expect.objectContaining({ total: 10 })]));
  await both(page, 'promotion-days-awarded');

  await page.getByTestId('promotion-days-leave').click();
  await expect(page.getByTestId('promotion-days-leave-confirm')).toBeVisible();
  await page.getByTestId('promotion-days-leave-yes').click();
  await expect(page.getByTestId('promotion-days-cancelled')).toHaveText('You left this promotion.');
  await expect(page.getByTestId('promotion-day').first()).toHaveAttribute('data-status', 'awarded');
  await expect(page.getByTestId('promotion-day').nth(1)).toHaveAttribute('data-status', 'cancelled');
  await both(page, 'promotion-days-left');

  // the same in German (du)
  await page.goto('/de/promo/daily-spins');
  await expect(page.getByTestId('promotion-days-cancelled')).toHaveText('Du hast diese Aktion verlassen.');
  await both(page, 'promotion-days-left-de');
});
