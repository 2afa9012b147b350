import { expect, test, type FrameLocator } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * Game clients follow the site's language (issue 15, item 5): the casino puts the locale in the launch
 * token and the iframe's client renders in it. German slot, roulette and blackjack, at 1280 and 390px.
 */
const GAMES = [
  {
    url: 'caramel-bonanza',
    client: 'slot-client',
    check: async (frame: FrameLocator) => {
      await expect(frame.getByTestId('spin')).toHaveAccessibleName('Drehen');
      await expect(frame.getByText('Guthaben', { exact: true })).toBeVisible();
      await expect(frame.getByRole('button', { name: 'Nachweislich fair' })).toBeVisible();
    },
  },
  {
    url: 'european-roulette',
    client: 'table-client',
    check: async (frame: FrameLocator) => {
      await expect(frame.getByRole('button', { name: 'Regeln' })).toBeVisible();
      await expect(frame.getByTestId('spin')).toHaveText('Drehen');
    },
  },
  {
    url: 'single-deck-blackjack',
    client: 'table-client',
    check: async (frame: FrameLocator) => {
      await expect(frame.getByTestId('deal')).toHaveText('Austeilen');
      await expect(frame.getByText('Einsatz', { exact: true })).toBeVisible();
    },
  },
];

for (const viewport of [{ width: 1280, height: 900 }, VIEWPORTS.mobile]) {
  for (const game of GAMES) {
    test(`/de/demo/${game.url} speaks German (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/de/demo/${game.url}`);
      const frame = page.frameLocator('[data-testid=game-iframe]');
      await expect(frame.getByTestId(game.client)).toBeVisible({ timeout: 30_000 });
      await game.check(frame);
      await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
      await snap(page, `games-de-${game.url}-${viewport.width}`);
    });
  }
}

test('the same game in English stays English', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/single-deck-blackjack');
  const frame = page.frameLocator('[data-testid=game-iframe]');
  await expect(frame.getByTestId('table-client')).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByTestId('deal')).toHaveText('Deal');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
});
