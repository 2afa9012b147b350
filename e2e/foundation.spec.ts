import { expect, test } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

test('the home page is server-rendered and hydrates', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<html lang="en"/);

  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await snap(page, 'foundation-home-desktop');
  expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
});

test('the API answers with the app config and JSON errors', async ({ request }) => {
  const config = await (await request.get('/api/app/config')).json();
  expect(config.projectConfig.seoEnabledLocales).toHaveLength(9);
  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 404 });
});
