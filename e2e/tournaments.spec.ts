import { expect, test, type Page } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * Tournaments (issue 20): the seeded lists and one tournament's tabs for a visitor (screenshots at
 * 1440 and 390), join asks for a login first; then two players sign up, deposit, join the running
 * weekly slot race and play its qualifying slot with real money, each in their own browser, and each
 * sees the other's score change on the leaderboard over the WebSocket without reloading.
 */
const stamp = Date.now().toString(36);
const player = { email: `tour-${stamp}@fortuna.test`, login: `tour${stamp}`.slice(0, 17), password: 'Secret-pass1' };
const rival = { email: `rival-${stamp}@fortuna.test`, login: `rival${stamp}`.slice(0, 17), password: 'Secret-pass1' };
/** a leaderboard row of a player, named by the masked login the leaderboard shows */
const rowOf = (page: Page, login: string) =>
  page.getByTestId('tournament-leaders').getByRole('row', { name: new RegExp(`${login.slice(0, 2)}\\*\\*\\*${login.slice(-1)}`) });
/** points as the leaderboard prints them (minor units, space-grouped) */
const shown = (points: number) => (points / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

async function waitForCaptcha(page: Page) {
  await page.waitForFunction(() => {
    const w = document.querySelector('altcha-widget') as (HTMLElement & { getState?: () => string }) | null;
    return w?.getState?.() === 'verified';
  });
}

async function signUpAndDeposit(page: Page, who = player) {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Nickname').fill(who.login);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Repeat password').fill(who.password);
  await page.getByLabel('Date of birth').fill('1988-09-23');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  await expect(page).toHaveURL(/\/player\/profile$/);
  await page.getByTestId('profile-name').fill('Grace');
  await page.getByTestId('profile-surname').fill('Hopper');
  await page.getByTestId('profile-country').selectOption('GB');
  await page.getByTestId('profile-phone').fill('7700900456');
  await page.getByTestId('profile-city').fill('Leeds');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-form').getByText('Your details have been saved.')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const modal = page.getByTestId('cashier-modal');
  await modal.getByRole('button', { name: '4242 4242 4242 4242', exact: true }).click();
  await modal.getByRole('button', { name: /^Deposit \d/ }).click();
  await expect(page.getByTestId('deposit-completed')).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();
}

/** From the tournament page: opens its first game and spins until `enough` says so (at most `max` spins). */
async function playQualifyingSlot(page: Page, max: number, enough: () => Promise<boolean>) {
  await page.getByTestId('tab-games').click();
  await page.getByTestId('tournament-game').first().click();
  await expect(page).toHaveURL(/\/real\//);
  const frame = page.frameLocator('[data-testid=game-iframe]');
  const client = frame.locator('[data-testid=slot-client]');
  await expect(client).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < max; i++) {
    const before = Number(await client.getAttribute('data-plays'));
    await frame.locator('[data-testid=spin]').click();
    await expect(client).toHaveAttribute('data-plays', String(before + 1), { timeout: 20_000 });
    if (await enough()) return;
  }
}

/** A player's own points in a tournament, as the API has them. */
async function pointsOf(page: Page, id: number): Promise<number> {
  const res = await page.request.get(`/api/tournament/${id}`);
  return ((await res.json()) as { me: { points: number } }).me.points;
}

async function weeklyRace(page: Page): Promise<number> {
  const res = await page.request.get('/api/tournament-list?status=active');
  const list = (await res.json()) as { tournaments: { id: number; seoTitle: string }[] };
  return list.tournaments.find((x) => x.seoTitle === 'weekly-slot-race')!.id;
}

test.describe('tournaments', () => {
  test('a visitor sees the lists and a tournament, at 1440 and 390; join asks for a login', async ({ page }) => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto('/tournaments');
      await expect(page.getByTestId('tournaments-active').getByTestId('tournament-card')).toHaveCount(1);
      await expect(page.getByTestId('tournaments-future').getByTestId('tournament-card')).toHaveCount(1);
      await expect(page.getByTestId('tournaments-past').getByTestId('tournament-card')).toHaveCount(1);
      await expect(page.getByTestId('countdown').first()).toBeVisible();
      await snap(page, `tournaments-list-${name}`);
      await page.getByTestId('tournaments-past').getByTestId('tournament-open').click();
      await expect(page.getByTestId('tournament-title')).toHaveText('Autumn Spin Cup');
      await expect(page.getByTestId('tournament-leaders').getByTestId('leader')).toHaveCount(6);
      await snap(page, `tournament-awarded-leaders-${name}`);
      await page.getByTestId('tab-conditions').click();
      await expect(page.getByTestId('tournament-prizes')).toBeVisible();
      await snap(page, `tournament-conditions-${name}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`/tournament/${await weeklyRace(page)}`);
    await page.getByTestId('tab-games').click();
    await expect(page.getByTestId('tournament-game').first()).toBeVisible();
    await snap(page, 'tournament-games-desktop');
    await page.getByTestId('tournament-join').click();
    await expect(page.getByRole('dialog')).toBeVisible();

    // qualifying games carry the tournament ribbon in the lobby
    await page.goto('/');
    await expect(page.getByTestId('tournament-ribbon').first()).toBeVisible();
    await snap(page, 'lobby-tournament-ribbon-desktop');
  });

  test('two players join and play the qualifying slot; each sees the other move on the leaderboard over the WebSocket', async ({
    page,
    browser,
  }) => {
    test.setTimeout(420_000);
    await signUpAndDeposit(page);
    const id = await weeklyRace(page);
    // the second browser: a rival player, who joins first and watches the leaderboard
    const rivalPage = await (await browser.newContext()).newPage();
    await signUpAndDeposit(rivalPage, rival);
    await rivalPage.goto(`/tournament/${id}`);
    await expect(rivalPage.getByTestId('tournament-title')).toHaveText('Weekly Slot Race');
    await rivalPage.getByTestId('tournament-join').click();
    await expect(rivalPage.getByTestId('tournament-joined')).toBeVisible();
    const playerRow = rowOf(rivalPage, player.login);
    await expect(playerRow).toHaveCount(0);

    await page.goto(`/tournament/${id}`);
    await page.getByTestId('tournament-join').click();
    await expect(page.getByTestId('tournament-joined')).toBeVisible();
    await expect(page.getByTestId('leader-me')).toBeVisible();
    // pushed: the rival's page was not reloaded
    await expect(playerRow).toHaveCount(1, { timeout: 10_000 });

    // the games sidebar's tournament item lists the tournaments the player is in
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByTestId('sidebar-tournaments-item').hover();
    await expect(page.getByTestId('sidebar-tournament')).toContainText('Weekly Slot Race');
    await snap(page, 'sidebar-my-tournaments-desktop');
    await page.getByTestId('sidebar-tournament').click();
    await expect(page).toHaveURL(new RegExp(`/tournament/${id}`));

    // the player plays with real money from the games tab; the rival sees the score as the API has it
    await playQualifyingSlot(page, 4, async () => false);
    const playerPoints = await pointsOf(page, id);
    await expect(playerRow.getByTestId('leader-points')).toHaveText(shown(playerPoints), { timeout: 10_000 });
    await snap(rivalPage, 'tournament-live-leaders-desktop');

    // and the other way round: the player watches while the rival plays until they score
    await page.goto(`/tournament/${id}`);
    const rivalRow = rowOf(page, rival.login);
    await expect(rivalRow).toHaveCount(1);
    await playQualifyingSlot(rivalPage, 20, async () => (await pointsOf(rivalPage, id)) > 0);
    const rivalPoints = await pointsOf(rivalPage, id);
    expect(rivalPoints).toBeGreaterThan(0);
    await expect(rivalRow.getByTestId('leader-points')).toHaveText(shown(rivalPoints), { timeout: 10_000 });
    await snap(page, 'tournament-live-leaders-rival-desktop');
  });
});
