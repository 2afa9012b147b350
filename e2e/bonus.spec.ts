import { expect, test, type Page } from '@playwright/test';
import { signUpWithProfile, verifyPlayer } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * The welcome bonus end to end (English): choose it in the cash-in block, deposit 50 with the sandbox
 * card → 50 bonus in the header and on /player/bonus; cancel it with the confirmation row (amount and
 * winnings); a wrong bonus code five times shows the 5-hour lock. Signing in loads the player's
 * balance, cashback, metrics, campaign count and live bonuses once. Screens at 1440 and 390 px.
 */
async function both(page: Page, name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, `${name}-mobile`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('deposit with the welcome bonus, see it, cancel it; the code lock', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() === 'GET') asked.push(decodeURIComponent(`${url.pathname}${url.search}`));
  });
  const playerId = await signUpWithProfile(page, 'bon');
  // signed in (sign-up signs in): the after-login loads, each once (balance, cashback, metrics, the
  // campaign count, the active and queued bonuses)
  const times = (match: (u: string) => boolean) => asked.filter(match).length;
  await expect(async () => {
    expect(times((u) => u.startsWith('/api/player/balances'))).toBeGreaterThanOrEqual(1);
    expect(times((u) => u === '/api/player/cashback')).toBe(1);
    expect(times((u) => u === '/api/profile/metrics')).toBe(1);
    expect(times((u) => u === '/api/bonus-campaign/count')).toBe(1);
    expect(times((u) => u.startsWith('/api/bonus?') && u.includes('statuses=active,queued'))).toBe(1);
  }).toPass({ intervals: [500, 1_000], timeout: 15_000 });
  await page.goto('/');

  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const modal = page.getByTestId('cashier-modal');
  await expect(modal).toBeVisible();
  const block = modal.getByTestId('deposit-bonus');
  await expect(block).toContainText('100% welcome bonus up to 200 EUR');
  await block.getByTestId('deposit-bonus-option-welcome').click();
  await expect(block.getByTestId('deposit-bonus-option-welcome').getByRole('radio')).toBeChecked();
  await snap(page, 'bonus-cash-in-block');
  await modal.getByRole('button', { name: '4242 4242 4242 4242', exact: true }).click();
  await modal.getByRole('button', { name: /^Deposit \d/ }).click();
  await expect(page.getByTestId('deposit-completed')).toBeVisible({ timeout: 30_000 });
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();

  // the header shows the bonus balance (the grant follows the deposit's callback)
  await expect(async () => {
    await expect(page.getByTestId('header-bonus')).toContainText('50.00', { timeout: 2_000 });
  }).toPass({ intervals: [1_000, 2_000], timeout: 30_000 });

  // cash-out: real money may be withdrawn, and the form says the active bonus would be forfeited
  await verifyPlayer(page, playerId);
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  await modal.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(modal.getByTestId('withdrawal-bonus-forfeit')).toContainText('cancels your active bonus: 50.00 EUR');
  await snap(page, 'bonus-withdrawal-warning');
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();

  await page.goto('/player/bonus');
  // nothing lost last week: the cashback card offers nothing to take
  await expect(page.getByTestId('cashback-card')).toContainText('cashback due now: 0.00 EUR');
  await expect(page.getByTestId('cashback-take')).toBeDisabled();
  const card = page.getByTestId('player-bonus');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card.getByTestId('player-bonus-amount')).toHaveText('50.00 EUR');
  await expect(card).toContainText(/Wagered 0\.00 of 1.750\.00 EUR/);
  await both(page, 'bonus-player-page');

  // cancel: the confirmation row names the amount and its winnings; No keeps it, Yes cancels
  await card.getByTestId('bonus-cancel').click();
  const confirm = card.getByTestId('bonus-cancel-confirm');
  await expect(confirm).toContainText('You lose 50.00 EUR, winnings of 0.00 EUR included.');
  await snap(page, 'bonus-cancel-confirm');
  await confirm.getByTestId('bonus-cancel-no').click();
  await expect(confirm).toBeHidden();
  await card.getByTestId('bonus-cancel').click();
  await card.getByTestId('bonus-cancel-yes').click();
  await expect(page.getByTestId('player-bonus')).toHaveCount(0);
  await expect(page.getByText('No active or queued bonuses.')).toBeVisible();
  await expect(page.getByTestId('header-bonus')).toHaveCount(0);
  const balances = await (await page.request.get('/api/player/balances')).json();
  expect(balances[0]).toMatchObject({ real: 5_000, bonus: 0, activeBonus: null });

  // a wrong code five times: the fifth answer is the lock
  const input = page.getByTestId('bonus-code-input');
  const message = page.getByTestId('bonus-code-message');
  for (let i = 1; i <= 4; i++) {
    await input.fill(`WRONG${i}`);
    await page.getByTestId('bonus-code-submit').click();
    await expect(message).toHaveText('This code does not exist.');
    await input.fill('');
  }
  await input.fill('WRONG5');
  await page.getByTestId('bonus-code-submit').click();
  await expect(message).toHaveText('Too many wrong codes: bonus codes are blocked for 5 hours.');
  await both(page, 'bonus-code-locked');

  // the history tab has the real row; the promotions come from the campaigns
  await page.goto('/player/history/bonus');
  await expect(page.getByTestId('bonus-row').first()).toHaveAttribute('data-status', 'cancelled');
  await page.goto('/promo');
  await expect(page.getByTestId('promo-card')).toHaveCount(6); // the five of the seed and the daily campaign
  await both(page, 'bonus-promo');
  await page.getByRole('link', { name: 'Details' }).first().click();
  await expect(page.getByTestId('promo-item')).toContainText('Wager the bonus 35 times');
  await both(page, 'bonus-promo-item');
});
