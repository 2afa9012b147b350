import { createHash, createHmac } from 'node:crypto';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * Table clients and the provably-fair verifier end to end, in demo mode.
 * Seeded outcomes: the test sets its own client seed, plays, rotates the seed pair (the RGS reveals
 * the server seed it committed to before play) and checks the settlement against the outcome it
 * recomputes itself from HMAC-SHA256(serverSeed, clientSeed:nonce:k) — no test-only server path.
 * The 2.5 s minimum interval between rounds runs on Playwright's fake clock.
 */
const GAMES = { roulette: 'european-roulette', blackjack: 'single-deck-blackjack', poker: 'joker-poker', dice: 'dice-duel', mines: 'gem-mines' };
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

function fairInt(serverSeed: string, clientSeed: string, nonce: number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (let k = 0; ; k++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${k}`).digest();
    for (let o = 0; o < 32; o += 4) {
      const x = block.readUInt32BE(o);
      if (x < limit) return x % n;
    }
  }
}

const frameOf = (page: Page): FrameLocator => page.frameLocator('[data-testid=game-iframe]');
const money = (minor: number) => `${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} EUR`;

async function open(page: Page, url: string, fakeClock = false) {
  if (fakeClock) await page.clock.install();
  await page.goto(`/demo/${url}`);
  const frame = frameOf(page);
  await expect(frame.getByTestId('table-client')).toBeVisible({ timeout: 30_000 });
  return frame;
}

async function nextRound(page: Page) {
  await page.clock.runFor(2600);
}

test('roulette: straight-up and red settle against the seeded outcome; the verifier confirms it and rejects a tampered seed', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const frame = await open(page, GAMES.roulette);
  await frame.getByRole('button', { name: /provably fair/i }).click();
  await frame.locator('input[name=clientSeed]').fill('e2e-roulette');
  await frame.getByRole('button', { name: 'Set' }).click();
  await expect(frame.getByTestId('client-seed')).toHaveText('e2e-roulette');
  await expect(frame.getByTestId('nonce')).toHaveText('0');
  const committed = (await frame.getByTestId('seed-hash').textContent())!.trim();
  expect(committed).toMatch(/^[0-9a-f]{64}$/);

  await frame.getByTestId('chip-100').click();
  await frame.getByTestId('num-17').filter({ visible: true }).click();
  await frame.getByTestId('bet-red').filter({ visible: true }).click();
  await expect(frame.getByTestId('stake')).toHaveText(money(200));
  await frame.getByTestId('spin').click();
  await expect(frame.getByTestId('winning-number')).not.toHaveAttribute('data-value', '');
  const pocket = Number(await frame.getByTestId('winning-number').getAttribute('data-value'));

  await frame.getByTestId('rotate-seed').click();
  await expect(frame.getByTestId('revealed-seed')).toHaveAttribute('data-hash', committed);
  const revealed = (await frame.getByTestId('revealed-seed').locator('.font-mono').textContent())!.trim();
  expect(createHash('sha256').update(revealed).digest('hex')).toBe(committed);
  expect(fairInt(revealed, 'e2e-roulette', 0, 37)).toBe(pocket);
  const expectedWin = (pocket === 17 ? 3600 : 0) + (RED.has(pocket) ? 200 : 0);
  await expect(frame.getByTestId('result')).toHaveText(money(expectedWin));
  await expect(frame.getByTestId('balance')).toHaveText(money(1_000_000 - 200 + expectedWin));
  await expect(frame.getByTestId('last-numbers')).toContainText(String(pocket));
  await snap(page, 'tables-roulette-1440');

  // the verify page, from the revealed values, in the browser only
  const verify = `/fairness?game=roulette-european&serverSeed=${revealed}&hash=${committed}&clientSeed=e2e-roulette&nonce=0`;
  await page.goto(verify);
  await expect(page.getByTestId('fairness-verdict')).toHaveAttribute('data-verdict', 'match');
  await expect(page.getByTestId('fairness-outcome')).toHaveAttribute('data-value', String(pocket));
  await snap(page, 'tables-fairness-1440');
  await page.locator('input[name=serverSeed]').fill(`${revealed.slice(0, -1)}${revealed.endsWith('0') ? '1' : '0'}`);
  await page.getByRole('button', { name: 'Verify round' }).click();
  await expect(page.getByTestId('fairness-verdict')).toHaveAttribute('data-verdict', 'mismatch');
  await expect(page.getByTestId('fairness-outcome')).toHaveCount(0);
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, 'tables-fairness-390');
});

test('blackjack: split and double', async ({ page }) => {
  // deals until a splittable pair comes up (about 1 round in 13): allow for the loop's worst case
  test.setTimeout(300_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const frame = await open(page, GAMES.blackjack, true);
  let split = false;
  let doubled = false;
  for (let i = 0; i < 80 && !(split && doubled); i++) {
    await frame.getByTestId('deal').click();
    await expect(frame.getByTestId('player-hand').first()).toBeVisible();
    if (await frame.getByTestId('action-noInsurance').isVisible()) await frame.getByTestId('action-noInsurance').click();
    if (!split && (await frame.getByTestId('action-split').isVisible())) {
      await frame.getByTestId('action-split').click();
      await expect(frame.getByTestId('player-hand')).toHaveCount(2);
      split = true;
    } else if (!doubled && (await frame.getByTestId('action-double').isVisible())) {
      await frame.getByTestId('action-double').click();
      await expect(frame.getByTestId('player-hand').first()).toContainText(/doubled/i);
      doubled = true;
    }
    // stand on every remaining hand (each click waits for the previous answer)
    for (let guard = 0; guard < 8 && !(await frame.getByTestId('deal').isVisible()); guard++) {
      await frame.getByTestId('action-stand').click({ timeout: 3000 }).catch(() => {});
      await page.waitForTimeout(400);
    }
    await expect(frame.getByTestId('deal')).toBeVisible();
    await expect(frame.getByTestId('result')).not.toHaveText('—');
    await nextRound(page);
  }
  expect(split && doubled).toBe(true);
  await snap(page, 'tables-blackjack-1440');
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, 'tables-blackjack-390');
});

test('video poker: hold and draw', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const frame = await open(page, GAMES.poker);
  await expect(frame.getByTestId('paytable')).toContainText(/royal flush/i);
  await frame.getByTestId('deal').click();
  await expect(frame.getByTestId('draw')).toBeVisible();
  const dealt = await frame.getByTestId('poker-hand').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  await frame.getByTestId('card-0').click();
  await frame.getByTestId('card-3').click();
  await frame.getByTestId('draw').click();
  await expect(frame.getByTestId('deal')).toBeVisible();
  const drawn = await frame.getByTestId('poker-hand').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect([drawn[0], drawn[3]]).toEqual([dealt[0], dealt[3]]);
  expect(drawn.filter((c, i) => c === dealt[i] && i !== 0 && i !== 3)).toHaveLength(0);
  await expect(frame.getByTestId('result')).not.toHaveText('—');
  await snap(page, 'tables-poker-1440');
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, 'tables-poker-390');
});

for (const [name, url] of Object.entries({ roulette: GAMES.roulette, dice: GAMES.dice, mines: GAMES.mines })) {
  test(`${name} client at 390px`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await open(page, url);
    await snap(page, `tables-${name}-390`);
  });
}
