import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * Slot clients end to end: demo play without an account, and a screenshot of every slot engine's
 * client at 1440px and 390px. (The real-money journey is in slots-real.spec.ts.)
 */
const SLOTS = [
  { engine: 'line-slot', url: 'pharaoh-lines' },
  { engine: 'ways-slot', url: 'mega-quest' },
  { engine: 'cluster-slot', url: 'candy-clusters' },
  { engine: 'jackpot-slot', url: 'mega-fortune' },
];

function game(page: Page): FrameLocator {
  return page.frameLocator('[data-testid=game-iframe]');
}

/** One press of the spin button, done when the client has counted one more finished play (reels, cascades, wins). */
async function spinOnce(frame: FrameLocator) {
  const client = frame.locator('[data-testid=slot-client]');
  const before = Number(await client.getAttribute('data-plays'));
  await frame.locator('[data-testid=spin]').click();
  await expect(client).toHaveAttribute('data-plays', String(before + 1), { timeout: 15_000 });
  await expect(frame.locator('[data-testid=spin]')).toBeEnabled();
}

test('demo play without an account: play money moves, rules and RTP one click away', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/demo/pharaoh-lines');
  const frame = game(page);
  const balance = frame.locator('[data-testid=game-balance]');
  // the first game of the run loads the client into its frame: allow it the time other journeys do
  await expect(balance).toHaveText('10 000.00 EUR', { timeout: 30_000 });
  await spinOnce(frame);
  await expect(balance).not.toHaveText('10 000.00 EUR');
  await expect(frame.locator('[data-testid=round-id]')).toContainText(/[0-9a-f]{8}-/);
  // Space spins too
  const client = frame.locator('[data-testid=slot-client]');
  const plays = Number(await client.getAttribute('data-plays'));
  await client.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Space');
  await expect(client).toHaveAttribute('data-plays', String(plays + 1), { timeout: 15_000 });
  await frame.getByRole('button', { name: /rules and paytable/i }).click();
  await expect(frame.locator('[data-testid=rtp]')).toHaveText(/\d\d\.\d\d%/);
  await snap(page, 'slots-line-rules-1440');
});

for (const slot of SLOTS) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`${slot.engine} client at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/demo/${slot.url}`);
      const frame = game(page);
      await expect(frame.locator(`[data-testid=slot-client][data-engine=${slot.engine}]`)).toBeVisible({ timeout: 30_000 });
      await spinOnce(frame);
      if (slot.engine === 'jackpot-slot') await expect(frame.locator('[data-testid=jackpot-meter]')).toContainText('EUR');
      await snap(page, `slots-${slot.engine}-${label}-${viewport.width}`);
    });
  }
}
