import { expect, test, type Page } from '@playwright/test';
import { snap } from './support';

/**
 * The lobby as a visitor walks it: home -> category -> provider -> megaways filter -> search by part
 * of a name; infinite scroll (12 then 8), games per row, the 404 rules, screenshots at three widths.
 * The signed-in half (favourite it, favourites page, sidebar) waits for the auth module on main.
 */

async function tiles(page: Page) {
  return page.getByTestId('game-tile');
}

async function columns(page: Page) {
  return page.getByTestId('game-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
}

test('browse home, a category, a provider, filter megaways and search by part of a name', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/');
  await expect(await tiles(page)).toHaveCount(12);
  await expect(page.locator('[data-home-filter]')).toHaveCount(7);
  await page.locator('[data-home-filter="new"]').click();
  await expect(page).toHaveURL(/\?filter=new/);
  await expect((await tiles(page)).first()).toBeVisible();

  await page.locator('nav [data-category="slots"]').first().click();
  await expect(page).toHaveURL(/\/games\/slots$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');

  // a studio that makes megaways slots
  const megaways = await (await request.get('/api/search/games?category=slots&isMegawaysGame=1&limit=1')).json();
  const studio = megaways.games[0].provider.uri as string;
  await page.locator(`[data-provider="${studio}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/games/slots/${studio}$`));

  await page.locator('[data-filter="megaways"]').click();
  await expect(page).toHaveURL(/f=megaways/);
  await expect(page.locator('[data-filter="megaways"]')).toHaveAttribute('aria-pressed', 'true');
  const names = await page.getByTestId('game-tile').getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/Megaways/);

  // the global search: keyboard only
  const target = megaways.games[0].name as string;
  const part = target.slice(1, 6);
  await page.keyboard.press('Control+k');
  const input = page.getByTestId('search-input');
  await expect(input).toBeFocused();
  await input.fill(part);
  await expect(page.getByTestId('search-result').filter({ hasText: target })).toBeVisible();
  const results = await page.getByTestId('search-result').locator('span.font-semibold').allTextContents();
  for (const r of results) expect(r.toLowerCase()).toContain(part.toLowerCase());
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the grid loads 12 games, then 8 more per page as it scrolls', async ({ page }) => {
  const pages: { page: string | null; count: number }[] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.pathname === '/api/search/games')
      pages.push({ page: url.searchParams.get('page'), count: ((await res.json()) as { games: unknown[] }).games.length });
  });
  // the server renders the first page: 12 tiles (once hydrated, the grid may fetch the next page at once on a tall screen)
  const html = await (await page.request.get('/games/all')).text();
  expect(html.match(/data-testid="game-tile"/g)).toHaveLength(12);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/games/all');
  await expect.poll(async () => (await tiles(page)).count()).toBeGreaterThanOrEqual(12);
  await page.mouse.wheel(0, 3000);
  await expect.poll(async () => (await tiles(page)).count()).toBeGreaterThanOrEqual(20);
  await page.mouse.wheel(0, 6000);
  await expect.poll(async () => (await tiles(page)).count()).toBeGreaterThanOrEqual(28);
  const shown = await (await tiles(page)).count();
  expect((shown - 12) % 8).toBe(0);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const p of pages) expect(p).toEqual({ page: expect.stringMatching(/^([2-9]|\d{2,})$/), count: 8 });
});

test('games per row follow the width: 5, 4, 3, 2', async ({ page }) => {
  for (const [width, perRow] of [
    [1920, 5],
    [1024, 4],
    [991, 3],
    [575, 2],
    [390, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/games/slots');
    expect(await columns(page), `${width}px`).toBe(perRow);
  }
});

test('404 on unknown games paths, with the 404 page', async ({ page }) => {
  for (const path of ['/games/not-a-category', '/games/slots/no-such-studio', '/games/not-a-category/northwind-gaming']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  }
});

test('screenshots of home and a category at 1920, 1024 and 390', async ({ page }) => {
  test.setTimeout(120_000); // six pages and screenshots: 27 s on an idle machine
  for (const width of [1920, 1024, 390]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/');
    await expect(await tiles(page)).toHaveCount(12);
    await page.waitForLoadState('networkidle');
    await snap(page, `games-home-${width}`);
    await page.goto('/games/livegames');
    await expect((await tiles(page)).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await snap(page, `games-category-${width}`);
  }
});

/**
 * The signed-in half of the journey: needs the auth module (issue 5). Until it is merged,
 * /api/player/info does not exist (404) and this test says so instead of failing on a missing page.
 */
test('signed in: search a game by part of its name, favourite it, find it on the favourites page and in the sidebar', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const info = await request.get('/api/player/info');
  test.skip(info.status() === 404, 'the auth module (issue 5) is not on main yet');

  const stamp = Date.now().toString(36);
  const player = { email: `games-${stamp}@fortuna.test`, login: `games${stamp}`.slice(0, 17), password: 'Secret-pass1' };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Nickname').fill(player.login);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Repeat password').fill(player.password);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.waitForFunction(
    () => (document.querySelector('altcha-widget') as (HTMLElement & { getState?: () => string }) | null)?.getState?.() === 'verified',
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(async () => (await page.request.get('/api/player/info')).status()).toBe(200);

  // home -> category -> provider -> megaways
  await page.goto('/');
  await page.locator('nav [data-category="slots"]').first().click();
  const megaways = await (await page.request.get('/api/search/games?category=slots&isMegawaysGame=1&limit=1')).json();
  const game = megaways.games[0] as { name: string; url: string; provider: { uri: string } };
  await page.locator(`[data-provider="${game.provider.uri}"]`).click();
  await page.locator('[data-filter="megaways"]').click();
  await expect(page).toHaveURL(/f=megaways/);
  await expect(page.locator(`[data-game-url="${game.url}"]`)).toBeVisible();

  // search by part of its name and favourite it from the results
  await page.getByTestId('open-search').click();
  await page.getByTestId('search-input').fill(game.name.slice(2, 7));
  const result = page.getByTestId('search-result').filter({ hasText: game.name });
  await result.getByRole('button', { name: `Add ${game.name} to favourites` }).click();
  await expect(result.getByRole('button', { name: `Remove ${game.name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');

  // it is on the favourites page ...
  await page.goto('/games/favorites');
  await expect(page.locator(`[data-game-url="${game.url}"]`)).toBeVisible();
  // ... and in the games sidebar
  const sidebar = page.getByTestId('games-sidebar');
  await expect(sidebar).toBeVisible();
  await page.getByTestId('sidebar-favorites').hover();
  await expect(page.getByTestId('sidebar-panel-favorites').getByText(game.name)).toBeVisible();
  await snap(page, 'games-favorites-sidebar');
});
