import { expect, test, type Page } from '@playwright/test';
import {
  balance,
  DECLINE_CARD,
  depositByApi,
  operatorStep,
  signUpWithProfile,
  utcToday,
  verifyPlayer,
  withdrawByApi,
} from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * Payment history over 45 payments seeded through the real cashier (sandbox deposits and
 * withdrawals over the API, operator steps over the operator endpoints):
 *   deposits: 1 approved card (ok), 4 declined cards (failure)
 *   withdrawals (cards even, bank odd): 8 cancelled, 12 paid (ok: 8 card, 4 bank), 4 bank processing, 1 bank rejected
 *   (reason 7), 15 pending (init)
 * Pages of 20 by infinite scroll, the filters, the reset icon, the calendar limits, the rejected
 * tooltip and red dot, the no-data text.
 */
const EXPECTED = { ok: 13, failure: 4, cancelled: 8, processing: 4, rejected: 1, init: 15 };

async function seed(page: Page) {
  // declined deposits first: they do not start the next-deposit wait (1102), the approved one does
  for (let i = 0; i < 4; i++) expect((await depositByApi(page, 1_000 + i, DECLINE_CARD)).status).toBe('failure');
  expect((await depositByApi(page, 500_000)).status).toBe('ok');
  for (let i = 0; i < 40; i++) {
    const bank = i % 2 === 1;
    const id = await withdrawByApi(page, bank ? 'bank' : 'card', bank ? 5_000 : 2_000);
    if (i === 3) await operatorStep(page, id, 'reject', 7);
    else if (i % 5 === 0) {
      const res = await page.request.post(`/api/history/payment/${id}/cancel`, { data: { time: '01/01/2026 00:00:00' } });
      expect(await res.json()).toEqual({ status: true });
    } else if (i % 5 === 1) await operatorStep(page, id, 'approve');
    else if (i % 5 === 2) {
      await operatorStep(page, id, 'approve');
      if (bank) await operatorStep(page, id, 'settle');
    }
  }
  // card payouts and settled bank payouts are paid by the provider's callbacks, which arrive a few seconds later
  const count = async (status: string) =>
    (await (await page.request.get(`/api/history/payments?status=${status}`)).json()).collection.length;
  await expect
    .poll(async () => Object.fromEntries(await Promise.all(Object.keys(EXPECTED).map(async (s) => [s, await count(s)]))), {
      timeout: 30_000,
    })
    .toEqual(EXPECTED);
}

test('payment history: 45 seeded payments, infinite scroll, filters, reset, tooltip, no data', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const playerId = await signUpWithProfile(page, 'ph');
  await verifyPlayer(page, playerId);
  await seed(page);
  // 5000 deposited; 15 pending, 4 processing, 12 paid and 1 rejected withdrawals hold or took their money
  expect(await balance(page)).toBe(500_000 - (20 * 2_000 + 20 * 5_000) + (4 * 2_000 + 4 * 5_000));

  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const modal = page.getByTestId('cashier-modal');
  // the red dot on the payment history tab: a payment is rejected
  await expect(modal.getByTestId('rejected-dot')).toBeVisible();
  await modal.getByRole('tab', { name: /Payment history/ }).click();
  const history = modal.getByTestId('payment-history');
  const rows = history.getByTestId('payment-row');
  const list = history.getByTestId('history-list');
  const scrollDown = () => list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));

  // infinite scroll: 20, then 40, then 45 and no more requests
  await expect(rows).toHaveCount(20);
  await snap(page, 'payment-history-desktop');
  await scrollDown();
  await expect(rows).toHaveCount(40);
  await scrollDown();
  await expect(rows).toHaveCount(45);
  let extra = 0;
  page.on('request', (r) => void (r.url().includes('/api/history/payments') && extra++));
  await scrollDown();
  await expect(rows.last()).toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(extra).toBe(0);
  await expect(rows).toHaveCount(45);

  // dropdowns start with All; the reset icon is disabled without a filter
  const status = history.locator('select[name=status]');
  const system = history.locator('select[name=paymentSystem]');
  const reset = history.getByRole('button', { name: 'Reset filters' });
  await expect(status.locator('option:checked')).toHaveText('All');
  await expect(system.locator('option:checked')).toHaveText('All');
  await expect(reset).toBeDisabled();

  // the status filter: the filters are disabled while the list loads (the answer is held back here)
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/history\/payments\?.*status=rejected/, async (route) => {
    await held;
    await route.continue();
  });
  await status.selectOption({ label: 'Rejected' });
  await expect(status).toBeDisabled();
  await expect(system).toBeDisabled();
  await expect(reset).toBeDisabled();
  release();
  await expect(rows).toHaveCount(1);
  await expect(status).toBeEnabled();
  await expect(reset).toBeEnabled();
  const rejected = rows.first();
  await expect(rejected).toHaveAttribute('data-status', 'rejected');
  await expect(rejected).toContainText('Bank transfer');
  await expect(rejected.getByRole('button', { name: 'Revert' })).toBeVisible();
  await rejected.getByRole('button', { name: 'Why was it rejected?' }).hover();
  const tip = rejected.getByRole('tooltip');
  await expect(tip).toHaveText('Please withdraw to the method you used to deposit.');
  await expect(tip).toHaveCSS('opacity', '1');
  await snap(page, 'payment-history-rejected-tooltip');

  // the payment-system filter narrows further; All on status again gives every bank payment (20: one full page, then no more)
  await status.selectOption({ label: 'All' });
  await expect(rows).toHaveCount(20);
  await system.selectOption({ label: 'Bank transfer' });
  await expect(rows).toHaveCount(20);
  await expect(rows.filter({ hasNotText: 'Bank transfer' })).toHaveCount(0);
  await scrollDown();
  await page.waitForLoadState('networkidle');
  await expect(rows).toHaveCount(20);
  await status.selectOption({ label: 'Successful' });
  await expect(rows).toHaveCount(4);
  await status.selectOption({ label: 'Processing' });
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Processing' })).toHaveCount(4);
  await system.selectOption({ label: 'Visa / Mastercard' });
  await expect(rows).toHaveCount(0);
  await expect(history.getByText('No payments yet.')).toBeVisible();
  await status.selectOption({ label: 'Failed' });
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: '+10.0' })).toHaveCount(4);

  // reset clears every filter
  await reset.click();
  await expect(status.locator('option:checked')).toHaveText('All');
  await expect(system.locator('option:checked')).toHaveText('All');
  await expect(reset).toBeDisabled();
  await expect(rows).toHaveCount(20);

  // the calendar runs from the registration day to today; a range of today keeps every payment
  const profile = await (await page.request.get('/api/profile/info')).json();
  const [d, m, y] = (profile.registrationDate as string).slice(0, 10).split('/');
  const registered = `${y}-${m}-${d}`;
  const from = history.locator('input[name=fromDate]');
  const to = history.locator('input[name=toDate]');
  await expect(from).toHaveAttribute('min', registered);
  await expect(from).toHaveAttribute('max', utcToday());
  await expect(to).toHaveAttribute('max', utcToday());
  await to.fill(utcToday());
  await expect(reset).toBeEnabled();
  await expect(to).toBeEnabled();
  await expect(rows).toHaveCount(20);
  await reset.click();
  await expect(to).toHaveValue('');

  await page.setViewportSize(VIEWPORTS.mobile);
  const cards = history.getByTestId('payment-card');
  await expect(cards).toHaveCount(20);
  await snap(page, 'payment-history-mobile');
  // on a phone the modal body scrolls (no nested box) and the next page still loads at the end
  await modal.getByTestId('cashier-body').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(cards).toHaveCount(40);
});
