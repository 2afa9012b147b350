import { expect, test } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * The demo game on a touch device (issue 15, item 6): the site's header is hidden there, so
 * the game page has its own exit back to the lobby, and the slot says to tap instead of "Press Space".
 */
test.describe('on a phone (touch, no hover)', () => {
  test.use({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });

  test('the demo slot has an exit to the lobby and a touch hint', async ({ page }) => {
    await page.goto('/demo/caramel-bonanza');
    const frame = page.frameLocator('[data-testid=game-iframe]');
    await expect(frame.getByTestId('slot-client')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByTestId('round-id')).toHaveText('Tap the button to spin');
    const exit = page.getByTestId('game-exit');
    await expect(exit).toBeVisible();
    await expect(exit).toHaveAccessibleName('Close the game');
    await snap(page, 'touch-demo-slot-390');
    await exit.tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('in German too', async ({ page }) => {
    await page.goto('/de/demo/caramel-bonanza');
    const frame = page.frameLocator('[data-testid=game-iframe]');
    await expect(frame.getByTestId('round-id')).toHaveText('Tippe auf den Knopf, um zu drehen', { timeout: 30_000 });
    await page.getByTestId('game-exit').tap();
    await expect(page).toHaveURL(/\/de$/);
  });
});

test('on a desktop the demo keeps the site header and the keyboard hint (1280px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/caramel-bonanza');
  const frame = page.frameLocator('[data-testid=game-iframe]');
  await expect(frame.getByTestId('round-id')).toHaveText('Press Space or the button to spin', { timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('game-exit')).toHaveCount(0);
  await snap(page, 'desktop-demo-slot-1280');
});
