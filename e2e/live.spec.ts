import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * Shared-round live tables (RGS scheduler with short phases: see playwright.config.ts env).
 * Two browsers watch the same roulette wheel and see the same result for the same round id; one
 * bets during the window on red, black and zero (every pocket pays one of them) and sees it settle.
 */
const ROULETTE = 'auto-roulette-live';
const BACCARAT = 'speed-baccarat';
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const money = (minor: number) => `${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} EUR`;
const frameOf = (page: Page): FrameLocator => page.frameLocator('[data-testid=game-iframe]');

async function open(page: Page, url: string) {
  await page.goto(`/demo/${url}`);
  const frame = frameOf(page);
  await expect(frame.getByTestId('table-client')).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByTestId('live-round-id')).not.toHaveText('—', { timeout: 20_000 });
  return frame;
}

/** Waits for a betting window with at least `seconds` left (the next one if this one is nearly over). */
async function freshWindow(frame: FrameLocator, seconds = 4) {
  for (let i = 0; i < 3; i++) {
    await expect(frame.getByTestId('live-phase')).toHaveAttribute('data-phase', 'betting', { timeout: 20_000 });
    const left = Number(await frame.getByTestId('live-countdown').textContent().catch(() => '0'));
    if (left >= seconds) return;
    await expect(frame.getByTestId('live-phase')).not.toHaveAttribute('data-phase', 'betting', { timeout: 20_000 });
  }
  throw new Error('no betting window with enough time left');
}

test('two watchers see the same live roulette result for the same round; a bet placed in the window settles', async ({ browser }) => {
  const a = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const b = await browser.newContext({ viewport: VIEWPORTS.mobile });
  const pageA = await a.newPage();
  const pageB = await b.newPage();
  // what the second watcher's real-time connection receives (the result must be pushed, not only polled)
  const pushes: string[] = [];
  pageB.on('websocket', (ws) => ws.on('framereceived', (f) => void pushes.push(String(f.payload))));
  const [fa, fb] = await Promise.all([open(pageA, ROULETTE), open(pageB, ROULETTE)]);

  await freshWindow(fa);
  const roundId = (await fa.getByTestId('live-round-id').textContent())!.trim();
  expect(roundId).toMatch(/^roulette-\d+$/);
  await expect(fa.getByTestId('live-seed-hash')).toHaveAttribute('title', /^[0-9a-f]{64}$/);
  await fa.getByTestId('chip-100').click();
  await fa.getByTestId('bet-red').click();
  await fa.getByTestId('bet-black').click();
  await fa.getByTestId('num-0').filter({ visible: true }).click();
  await fa.getByTestId('live-place').click();
  await expect(fa.getByTestId('stake')).toHaveText(money(300));
  await expect(fa.getByTestId('balance')).toHaveText(money(1_000_000 - 300));
  await expect(fa.getByTestId('live-my-bets')).toBeVisible();

  // bets close for everyone, then the same result shows on both screens
  await expect(fa.getByTestId('live-phase')).toHaveAttribute('data-phase', 'drawing', { timeout: 15_000 });
  await expect(fa.getByTestId('live-place')).toBeDisabled();
  await expect(fa.getByTestId('live-phase')).toHaveAttribute('data-phase', 'result', { timeout: 15_000 });
  await expect(fa.getByTestId('live-round-id')).toHaveText(roundId);
  const number = Number(await fa.getByTestId('winning-number').getAttribute('data-value'));
  expect(number).toBeGreaterThanOrEqual(0);
  await expect(fb.getByTestId('live-round-id')).toHaveText(roundId);
  await expect(fb.getByTestId('winning-number')).toHaveAttribute('data-value', String(number));
  await expect.poll(() => pushes.some((p) => p.includes('liveRoundResult') && p.includes(`"roundId":"${roundId}"`))).toBe(true);
  await expect.poll(() => pushes.some((p) => p.includes('liveRoundOpened'))).toBe(true);

  const win = number === 0 ? 3_600 : 200;
  await expect(fa.getByTestId('result')).toHaveText(money(win));
  await expect(fa.getByTestId('balance')).toHaveText(money(1_000_000 - 300 + win));
  await expect(fa.getByTestId('live-history').locator(`[title="${roundId}"]`)).toHaveText(String(number));
  await expect(fb.getByTestId('live-history').locator(`[title="${roundId}"]`)).toHaveText(String(number));
  const colour = number === 0 ? 'green' : RED.has(number) ? 'Red' : 'Black';
  await expect(fa.getByTestId('live-result-label')).toHaveText(`${number} ${colour}`);
  await snap(pageA, 'live-roulette-desktop');
  await snap(pageB, 'live-roulette-mobile');
  await a.close();
  await b.close();
});

test('live baccarat: cards and totals of the shared coup, at 1440 and 390', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const frame = await open(page, BACCARAT);
  await freshWindow(frame, 3);
  await frame.getByTestId('chip-500').click();
  await frame.getByTestId('bet-banker').click();
  await frame.getByTestId('live-place').click();
  await expect(frame.getByTestId('stake')).toHaveText(money(500));
  await expect(frame.getByTestId('live-phase')).toHaveAttribute('data-phase', 'result', { timeout: 20_000 });
  await expect(frame.getByTestId('live-total-player')).toHaveText(/^\d$/);
  await expect(frame.getByTestId('live-total-banker')).toHaveText(/^\d$/);
  await expect(frame.getByTestId('result')).toHaveText(/EUR$/);
  await snap(page, 'live-baccarat-desktop');
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(frame.getByTestId('live-hand-banker')).toBeVisible();
  await snap(page, 'live-baccarat-mobile');
});
