import { expect, test, type Locator, type Page } from '@playwright/test';
import { balance, signUpWithProfile, verifyPlayer } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * The cashier a newcomer meets (issue 15, items 11–13):
 * - deposit and withdrawal minimums agree (10.00 EUR by card) and the range shows before typing;
 * - a card withdrawal is paid to a card the player deposited with, picked from a list (no card
 *   number or CVC asked again); without such a card the form says so and leads to a deposit;
 * - the completed deposit replaces the waiting spinner (nothing shows through it);
 * - in German at 1280px the payment history's Cancel button is fully visible (not clipped).
 */
const DESKTOP = { width: 1280, height: 900 };

/** `inner` lies wholly inside `outer` (not clipped by its box). */
async function inside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

/** The header's Cashier button (desktop), or the phone menu's. */
async function openCashier(page: Page, label = 'Cashier') {
  // the header's Cashier button shows from 640px; a phone opens the cashier from its menu
  if (page.viewportSize()!.width >= 640) await page.getByRole('banner').getByRole('button', { name: label }).click();
  else {
    // a tap before hydration is lost: tap again until the menu is open
    const entry = page.getByTestId('mobile-sidebar').getByRole('button', { name: label });
    await expect(async () => {
      if (!(await entry.isVisible())) await page.getByTestId('sidebar-toggle').click();
      await expect(entry).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await entry.click();
  }
  const modal = page.getByTestId('cashier-modal');
  await expect(modal).toBeVisible();
  return modal;
}

for (const viewport of [DESKTOP, VIEWPORTS.mobile]) {
  test(`card payout to a deposited card, equal minimums shown before typing, no ghosting (${viewport.width}px)`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const playerId = await signUpWithProfile(page, `po${viewport.width}`);
    await verifyPlayer(page, playerId);
    await page.reload();
    let modal = await openCashier(page);

    // no card deposited yet: the card withdrawal says where the money would go and leads to a deposit
    await modal.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(modal.getByTestId('no-payout-method')).toContainText('Make a card deposit first');
    await expect(modal.locator('input[name=cardNumber]')).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /^Withdraw/ })).toBeDisabled();
    await expect(modal.getByTestId('amount-range')).toHaveText('Minimum 10.00 EUR, maximum 10 000.00 EUR');
    await snap(page, `cashier-withdraw-no-card-${viewport.width}`);
    await modal.getByRole('button', { name: 'Make a card deposit' }).click();

    // deposit: the same minimum, shown before the player types
    await expect(modal.getByRole('heading', { name: 'Cash in' })).toBeVisible();
    await expect(modal.getByTestId('amount-range')).toHaveText('Minimum 10.00 EUR, maximum 5 000.00 EUR');
    await modal.getByRole('button', { name: '4242 4242 4242 4242', exact: true }).click();
    await modal.getByLabel('Amount').fill('10');
    await modal.getByRole('button', { name: 'Deposit 10 EUR' }).click();
    await expect(page.getByTestId('deposit-completed')).toBeVisible({ timeout: 20_000 });
    // the overlay replaces the waiting form: its spinner text cannot ghost behind the message
    await expect(modal.getByTestId('deposit-processing')).toHaveCount(0);
    await expect(modal.getByText('Waiting for the payment provider…')).toHaveCount(0);
    await snap(page, `cashier-deposit-completed-${viewport.width}`);
    await expect.poll(() => balance(page)).toBe(1_000);
    await modal.getByRole('button', { name: 'Make another deposit' }).click();

    // withdraw 10.00 (the card minimum) to the card that paid in: picked, not typed
    await modal.getByRole('tab', { name: 'Withdraw' }).click();
    const methods = modal.getByTestId('payout-methods');
    await expect(methods.getByRole('radio')).toHaveCount(1);
    await expect(methods.getByRole('radio', { name: /Visa.*4242/ })).toHaveAttribute('aria-checked', 'true');
    await expect(modal.locator('input[name=cardNumber], input[name=cardCvc]')).toHaveCount(0);
    await expect(modal.getByTestId('amount-range')).toHaveText('Minimum 10.00 EUR, maximum 10 000.00 EUR');
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/cashier/withdrawal') && sent.push(r.postData() ?? ''));
    await modal.getByLabel('Amount').fill('10');
    await snap(page, `cashier-withdraw-card-${viewport.width}`);
    await modal.getByRole('button', { name: 'Withdraw 10 EUR' }).click();
    await expect(modal.getByTestId('withdraw-done')).toBeVisible();
    expect(await balance(page)).toBe(0);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0])).toEqual({ paymentSystem: 'sandbox-card', amount: 1_000, methodId: expect.any(String) });
    await modal.getByRole('button', { name: 'Close' }).first().click();

    // in German, the history's Cancel button of the pending withdrawal is wholly visible
    await page.goto('/de');
    modal = await openCashier(page, 'Kasse');
    await modal.getByRole('tab', { name: 'Zahlungsverlauf' }).click();
    const list = modal.getByTestId('history-list');
    const cancel =
      viewport.width > 640
        ? modal.getByTestId('payment-row').filter({ hasText: '−10.00' }).getByRole('button', { name: 'Stornieren' })
        : modal.getByTestId('payment-card').filter({ hasText: '−10.00' }).getByRole('button', { name: 'Stornieren' });
    await expect(cancel).toBeVisible();
    await inside(cancel, list);
    await snap(page, `cashier-history-de-${viewport.width}`);
    await cancel.click();
    const confirm = modal.getByTestId('cancel-confirm-row').filter({ visible: true });
    await expect(confirm).toBeVisible();
    await inside(confirm.getByRole('button', { name: 'Ja' }), list);
    await modal.getByRole('button', { name: 'Schließen' }).first().click();

    await page.goto('/de/player/history/payments');
    const pageList = page.getByTestId('history-list');
    const pageCancel =
      viewport.width > 640
        ? page.getByTestId('payment-row').first().getByRole('button', { name: 'Stornieren' })
        : page.getByTestId('payment-card').first().getByRole('button', { name: 'Stornieren' });
    await expect(pageCancel).toBeVisible();
    await inside(pageCancel, pageList);
    await snap(page, `history-page-de-${viewport.width}`);
  });
}
