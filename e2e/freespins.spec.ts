import { expect, test, type Page } from '@playwright/test';
import { depositByApi, signUpWithProfile } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * Free spins end to end (issue 17): the code SPINS20 grants 20 free spins on Pharaoh's Lines; the
 * bonus page links to the game, whose counter shows them; they are played out in the slot without
 * real money, and their winnings land in the bonus balance. Then, with a bonus active, a paid round
 * on a slot that counts 100% moves the in-game wagering bar. Screens at 1440 and 390 px.
 * Outcomes come from the e2e server's fixed seed; the test reads them, never assumes them.
 */
const DEPOSIT = 5_000;

function slot(page: Page) {
  const frame = page.frameLocator('[data-testid=game-iframe]');
  return { frame, client: frame.locator('[data-testid=slot-client]') };
}

/** One press of the spin button, done when the client has counted one more finished play. */
async function press(page: Page) {
  const { frame, client } = slot(page);
  const before = Number(await client.getAttribute('data-plays'));
  await frame.locator('[data-testid=spin]').click();
  await expect(client).toHaveAttribute('data-plays', String(before + 1), { timeout: 20_000 });
  await expect(frame.locator('[role=alert]')).toHaveCount(0);
}

/** A round with its in-game free spins (if it triggered any) played to the end. */
async function playRound(page: Page) {
  const { frame } = slot(page);
  await press(page);
  for (let guard = 0; guard < 200 && (await frame.locator('[data-testid=free-spins]').count()) > 0; guard++) await press(page);
}

async function balances(page: Page): Promise<{ real: number; bonus: number; activeBonus: { id: string; wageredAmount: number } | null }> {
  return (await (await page.request.get('/api/player/balances')).json())[0];
}

async function both(page: Page, name: string) {
  await snap(page, `${name}-1440`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await snap(page, `${name}-390`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('free spins from a code are played out in the slot; their winnings become the bonus; the wagering bar moves', async ({ page }) => {
  test.setTimeout(720_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpWithProfile(page, 'fs');
  await depositByApi(page, DEPOSIT);

  // the code grants the free spins; the bonus page lists them with a link to their game
  await page.goto('/player/bonus');
  await page.getByTestId('bonus-code-input').fill('SPINS20');
  await page.getByTestId('bonus-code-submit').click();
  await expect(page.getByTestId('bonus-code-message')).toHaveText("Done: 20 free spins on Pharaoh's Lines are yours.");
  const list = page.getByTestId('player-free-spins');
  await expect(list).toContainText("20 of 20 free spins on Pharaoh's Lines");
  await snap(page, 'freespins-bonus-page-1440');
  await list.getByTestId('free-spins-play').click();
  await expect(page).toHaveURL(/\/real\/pharaoh-lines$/);

  const { frame, client } = slot(page);
  await expect(client).toBeVisible({ timeout: 30_000 });
  const counter = frame.locator('[data-testid=free-spins-bonus]');
  await expect(counter).toContainText('Free spins: 20 of 20 left');
  // a free round's bet is the grant's: 0.20, the selector is locked
  await expect(frame.locator('[data-testid=bet]')).toContainText('0.20');
  await both(page, 'freespins-game-counter');

  for (let i = 1; i <= 20; i++) {
    await playRound(page);
    if (i < 20) await expect(counter).toHaveAttribute('data-left', String(20 - i));
  }
  await expect(counter).toContainText('Free spins played: the winnings are now your bonus');
  const won = Number(await counter.getAttribute('data-winning'));
  await both(page, 'freespins-game-done');

  // no real money moved; the winnings are the bonus balance (an active bonus with its own wager)
  const after = await balances(page);
  expect(after.real).toBe(DEPOSIT);
  expect(after.bonus).toBe(won);
  const history = await (await page.request.get('/api/history/rounds?page=1')).json();
  expect(history.total).toBeGreaterThanOrEqual(20);
  // the round history marks them: their bet is the grant's, not the player's money
  await page.goto('/player/history/games');
  await expect(page.getByTestId('free-round').first()).toHaveText('Free spin', { timeout: 20_000 });
  await both(page, 'freespins-round-history');

  // a guaranteed active bonus for the bar: the promo code (queued behind the free spins' bonus, if any)
  const code = await page.request.post('/api/bonus-code/activate', { data: { code: 'FORTUNA10' } });
  expect(code.status(), await code.text()).toBe(200);

  // a catalogue slot counting 100%: one paid round moves the wagering bar under the game
  const contribution = await (await page.request.get('/api/contribution?category=slots')).json();
  const game = (contribution.games as { url: string; category: string; percent: number }[]).find(
    (g) => g.category === 'slots' && g.percent === 100,
  )!;
  await page.goto(`/real/${game.url}`);
  await expect(slot(page).client).toBeVisible({ timeout: 30_000 });
  const bar = page.getByTestId('bonus-wager-bar');
  await expect(bar).toBeVisible();
  const before = Number(await bar.getAttribute('data-wager-left'));
  expect(before).toBeGreaterThan(0);
  await playRound(page);
  await expect.poll(async () => Number(await bar.getAttribute('data-wager-left'))).toBeLessThan(before);
  await both(page, 'freespins-wager-bar');

  // the free-spins promotion (a manual campaign) is taken from its page, once
  await page.goto('/promo/free-spins');
  await page.getByTestId('promo-pickup').click();
  await expect(page.getByTestId('promo-pickup-message')).toHaveText("Done: 20 free spins on Pharaoh's Lines are yours.");
  await both(page, 'freespins-promo-pickup');
  await page.goto('/player/bonus');
  await expect(page.getByTestId('player-free-spins')).toContainText("20 of 20 free spins on Pharaoh's Lines");
});
