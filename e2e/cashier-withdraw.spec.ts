import { expect, test } from '@playwright/test';
import { balance, signUpWithProfile, utcToday, verifyPlayer } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * Withdraw → cancel → money back (issue 6 "Must show"): a verified player deposits with the approving
 * sandbox card, withdraws from the cash-out tab (the amount is reserved at once, the header follows),
 * cancels the pending withdrawal in the payment history with the Yes/No row, and gets the money back.
 * Then the bonus history tab of a new player: calendar, reset rule and the no-data text.
 */
test('withdraw, cancel in the payment history, and the money comes back', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const playerId = await signUpWithProfile(page, 'wd');
  // cash-out needs verification: an unverified player sees the warning
  await page.reload();
  const header = page.locator('header').getByTestId('header-balance').first();
  await expect(header).toContainText('0.00 EUR');
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const modal = page.getByTestId('cashier-modal');
  await modal.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(modal.getByTestId('withdraw-warning')).toContainText('Please verify your identity before you withdraw.');
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await verifyPlayer(page, playerId);

  // deposit 50 EUR with the approving card
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  await expect(modal.getByRole('heading', { name: 'Cash in' })).toBeVisible();
  await modal.getByRole('button', { name: '4242 4242 4242 4242', exact: true }).click();
  await modal.getByRole('button', { name: 'Deposit 50 EUR' }).click();
  await expect(page.getByTestId('deposit-completed')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => balance(page)).toBe(5_000);
  await expect(header).toContainText('50.00 EUR');
  await modal.getByRole('button', { name: 'Make another deposit' }).click();

  // cash-out: one amount field shared with the deposit form; below the minimum is refused here
  await modal.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(modal.getByRole('heading', { name: 'Cash out' })).toBeVisible();
  await expect(modal.getByTestId('withdrawal-limits')).toContainText('Per withdrawal 10.00');
  // paid to the card that deposited: picked, never typed again
  await expect(modal.getByTestId('payout-methods').getByRole('radio', { name: /4242/ })).toHaveAttribute('aria-checked', 'true');
  await modal.getByLabel('Amount').fill('5');
  await modal.getByRole('button', { name: 'Withdraw 5 EUR' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The minimum is 10.00 EUR.');
  expect(await balance(page)).toBe(5_000);
  await modal.getByRole('button', { name: '20.00', exact: true }).click();
  await expect(modal.getByLabel('Amount')).toHaveValue('20');
  await snap(page, 'cashier-withdraw-form');
  await modal.getByRole('button', { name: 'Withdraw 20 EUR' }).click();

  // reserved at once: the header and the wallet drop before any operator step
  await expect(modal.getByTestId('withdraw-done')).toBeVisible();
  await expect(header).toContainText('30.00 EUR');
  expect(await balance(page)).toBe(3_000);

  // the payment history shows it pending (init) with Cancel; No keeps it, Yes cancels it
  await modal.getByRole('button', { name: 'Open payment history' }).click();
  await expect(modal.getByRole('heading', { name: 'Payment history' })).toBeVisible();
  const row = modal.getByTestId('payment-row').filter({ hasText: '−20.00' });
  await expect(row).toHaveAttribute('data-status', 'init');
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('cell').nth(1)).toHaveText('—'); // no end date for an outgoing init payment
  await row.getByRole('button', { name: 'Cancel' }).click();
  const confirm = modal.getByTestId('cancel-confirm');
  await expect(confirm).toContainText('Cancel the withdrawal of 20.00 EUR?');
  await snap(page, 'cashier-withdraw-confirm-cancel');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveAttribute('data-status', 'init');
  expect(await balance(page)).toBe(3_000);

  await row.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(header).toContainText('50.00 EUR');
  expect(await balance(page)).toBe(5_000);
  const balances = await (await page.request.get('/api/player/balances')).json();
  expect(balances[0]).toMatchObject({ balance: 5_000, real: 5_000, currency: 'EUR' });
  await snap(page, 'cashier-withdraw-cancelled-desktop');
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(modal.getByTestId('payment-card').filter({ hasText: '−20.00' })).toHaveAttribute('data-status', 'cancelled');
  await snap(page, 'cashier-withdraw-cancelled-mobile');
  await page.setViewportSize(VIEWPORTS.desktop);

  // bonus history of a new player: no data; the reset icon only once both dates are set
  await modal.getByRole('tab', { name: 'Bonus history' }).click();
  await expect(modal.getByRole('heading', { name: 'Bonus history' })).toBeVisible();
  const bonuses = modal.getByTestId('bonus-history');
  await expect(bonuses.getByText('No bonuses yet.')).toBeVisible();
  for (const c of ['Start date (UTC)', 'End date (UTC)', 'Amount', 'Currency', 'Wagered / total wager', 'Status']) {
    await expect(bonuses.getByRole('columnheader', { name: c, exact: true })).toBeAttached();
  }
  const reset = bonuses.getByRole('button', { name: 'Reset filters' });
  const from = bonuses.locator('input[name=fromDate]');
  const to = bonuses.locator('input[name=toDate]');
  const today = utcToday();
  await expect(from).toHaveAttribute('max', today);
  await expect(to).toHaveAttribute('max', today);
  await expect(from).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await expect(reset).toBeDisabled();
  await from.fill(today);
  await expect(reset).toBeDisabled();
  await to.fill(today);
  await expect(reset).toBeEnabled();
  await expect(bonuses.getByText('No bonuses yet.')).toBeVisible();
  await snap(page, 'cashier-bonus-history-desktop');
  await reset.click();
  await expect(from).toHaveValue('');
  await expect(to).toHaveValue('');
  await expect(reset).toBeDisabled();
  await page.setViewportSize(VIEWPORTS.mobile);
  // on a phone the tab bar scrolls and keeps the chosen tab in sight
  await modal.getByRole('tab', { name: 'Deposit' }).click();
  await modal.getByRole('tab', { name: 'Bonus history' }).click();
  await expect(modal.getByRole('tab', { name: 'Bonus history' })).toBeInViewport({ ratio: 1 });
  await expect(bonuses.getByText('No bonuses yet.')).toBeVisible();
  await snap(page, 'cashier-bonus-history-mobile');
});
