import { createHash } from 'node:crypto';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { fairInt } from './fair-outcomes';
import { snap, VIEWPORTS } from './support';

/**
 * Shared-round live tables (RGS scheduler with short phases: see playwright.config.ts env).
 * Two browsers watch the same roulette wheel and see the same result for the same round id; one
 * bets during the window on red, black and zero (every pocket pays one of them) and sees it settle.
 */
const ROULETTE = 'auto-roulette-live';
const BACCARAT = 'speed-baccarat';

const money = (minor: number) => `${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} EUR`;
const frameOf = (page: Page): FrameLocator => page.frameLocator('[data-testid=game-iframe]');

async function open(page: Page, url: string) {
  await page.goto(`/demo/${url}`);
  const frame = frameOf(page);
  await expect(frame.getByTestId('table-client')).toBeVisible({ timeout: 40_000 });
  await expect(frame.getByTestId('live-round-id')).not.toHaveText('—', { timeout: 40_000 });
  return frame;
}

/** Waits for a betting window with at least `seconds` left (the next one if this one is nearly over). */
async function freshWindow(frame: FrameLocator, seconds = 12) {
  for (let i = 0; i < 3; i++) {
    await expect(frame.getByTestId('live-phase')).toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
    const left = Number(
      await frame
        .getByTestId('live-countdown')
        .textContent()
        .catch(() => '0'),
    );
    if (left >= seconds) return;
    await expect(frame.getByTestId('live-phase')).not.toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
  }
  throw new Error('no betting window with enough time left');
}

test('two watchers see the same live roulette result for the same round; a bet placed in the window settles', async ({ browser }) => {
  test.setTimeout(360_000);
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
  const committed = (await fa.getByTestId('live-seed-hash').getAttribute('title'))!;
  await fa.getByTestId('chip-100').click();
  await fa.getByTestId('bet-red').click();
  await fa.getByTestId('bet-black').click();
  await fa.getByTestId('num-0').filter({ visible: true }).click();
  await expect(fa.getByTestId('live-place')).toContainText(money(300));
  await fa.getByTestId('live-place').click();
  await expect(fa.getByTestId('stake')).toHaveText(money(300));
  await expect(fa.getByTestId('balance')).toHaveText(money(1_000_000 - 300));
  await expect(fa.getByTestId('live-my-bets')).toBeVisible();

  // bets close for everyone, then the same result shows on both screens: the result of that round id
  // enters each watcher's strip of last results (kept for 12 rounds, so a slow machine cannot miss it)
  await expect(fa.getByTestId('live-phase')).not.toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
  const entryA = fa.getByTestId('live-history').locator(`[title="${roundId}"]`);
  const entryB = fb.getByTestId('live-history').locator(`[title="${roundId}"]`);
  await expect(entryA).toHaveText(/^\d{1,2}$/, { timeout: 40_000 });
  const number = Number(await entryA.textContent());
  await expect(entryB).toHaveText(String(number));
  await expect.poll(() => pushes.some((p) => p.includes('liveRoundResult') && p.includes(`"roundId":"${roundId}"`))).toBe(true);
  await expect.poll(() => pushes.some((p) => p.includes('liveRoundOpened'))).toBe(true);

  // red, black and zero: every pocket pays one of them (zero 36 × 1.00, a colour 2 × 1.00)
  const win = number === 0 ? 3_600 : 200;
  await expect(fa.getByTestId('balance')).toHaveText(money(1_000_000 - 300 + win));

  // provably fair: the revealed seed hashes to the commitment shown while betting, and the pocket is
  // int(37) of HMAC-SHA256(seed, "roulette:<seq>:k") (docs/provably-fair.md, shared rounds)
  const table = (await (await pageA.request.get('/api/rgs/live/roulette')).json()) as {
    history: { roundId: string; seq: number; serverSeed: string }[];
  };
  const revealed = table.history.find((r) => r.roundId === roundId)!;
  expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(committed);
  expect(fairInt(revealed.serverSeed, 'roulette', revealed.seq, 37)).toBe(number);

  // screenshots while a result is on the wheel
  await expect(fa.getByTestId('live-phase')).toHaveAttribute('data-phase', 'result', { timeout: 40_000 });
  await expect(fa.getByTestId('live-result-label')).toHaveText(/^\d{1,2} (Red|Black|green)$/);
  await snap(pageA, 'live-roulette-desktop');
  await snap(pageB, 'live-roulette-mobile');
  await a.close();
  await b.close();
});

test('live baccarat: cards and totals of the shared coup, at 1440 and 390', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const frame = await open(page, BACCARAT);
  await freshWindow(frame);
  await frame.getByTestId('chip-500').click();
  await frame.getByTestId('bet-banker').click();
  await frame.getByTestId('live-place').click();
  await expect(frame.getByTestId('stake')).toHaveText(money(500));
  await expect(frame.getByTestId('live-phase')).toHaveAttribute('data-phase', 'result', { timeout: 40_000 });
  await expect(frame.getByTestId('live-total-player')).toHaveText(/^\d$/);
  await expect(frame.getByTestId('live-total-banker')).toHaveText(/^\d$/);
  await expect(frame.getByTestId('result')).toHaveText(/EUR$/);
  await snap(page, 'live-baccarat-desktop');
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(frame.getByTestId('live-hand-banker')).toBeVisible();
  await snap(page, 'live-baccarat-mobile');
});
