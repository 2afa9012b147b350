import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './playwright.config';
import { snap, VIEWPORTS } from './support';

/**
 * A page downloads only its language's shell catalogues and its own namespaces (apps/web/app/lib/
 * i18n-namespaces.ts), yet shows no raw translation key, hydrates without a mismatch, and a
 * language switch on a page with namespaces of its own shows that page in the new language.
 */
const LOCALES_DIR = path.join(import.meta.dirname, '../apps/web/app/locales/en');

/** Every key of the English catalogues ("nav.language", "error.unsupported", ...). */
function catalogueKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
    else if (prefix.includes('.')) keys.add(prefix);
  };
  for (const file of readdirSync(LOCALES_DIR)) walk('', JSON.parse(readFileSync(path.join(LOCALES_DIR, file), 'utf8')));
  return keys;
}
const KEYS = catalogueKeys();

async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.split(/\s+/).filter((word) => KEYS.has(word.replace(/[.,:;!?)]+$/, ''))))];
}

/** Opens a page, recording the catalogue chunks it downloads and the errors the console reports. */
async function openRecorded(page: Page, url: string) {
  const catalogues: string[] = [];
  const errors: string[] = [];
  page.on('request', (req) => {
    if (req.frame() !== page.mainFrame()) return; // a game frame loads its own copy
    const name = /\/assets\/(i18n-[a-z]{2}-[\w-]+?)-[\w-]{8}\.js$/.exec(req.url())?.[1];
    if (name) catalogues.push(name);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.context().addCookies([{ name: 'locale', value: url.startsWith('/de') ? 'de' : 'en', url: baseURL }]);
  await page.goto(url);
  // hydrated: the (visible) language switcher opens its list
  const switcher = page.getByTestId('language-switcher').filter({ visible: true }).first();
  await expect(async () => {
    await switcher.getByRole('button').click();
    await expect(switcher.getByRole('link', { name: /Deutsch/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  return { catalogues, errors };
}

const PAGES = [
  { url: '/', expected: ['i18n-en-shell'] },
  { url: '/de', expected: ['i18n-de-shell'] },
  { url: '/games/slots', expected: ['i18n-en-shell'] },
  { url: '/demo/caramel-bonanza', expected: ['i18n-en-shell', 'i18n-en-games-client'] },
  // the login and sign-up texts are the sign-up page's own, not the shell's
  { url: '/sign-up', expected: ['i18n-en-shell', 'i18n-en-auth'] },
] as const;

for (const p of PAGES) {
  test(`${p.url} loads its own catalogues only and shows no raw key`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const { catalogues, errors } = await openRecorded(page, p.url);
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);
    // the page's own, and nothing else before interaction
    expect([...new Set(catalogues)].sort()).toEqual([...p.expected].sort());
  });
}

for (const locale of ['en', 'de'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`home in ${locale} at ${viewport.width}px shows no raw key`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openRecorded(page, locale === 'en' ? '/' : '/de');
      expect(await rawKeysOn(page)).toEqual([]);
      await snap(page, `catalogues-home-${locale}-${size}`);
    });
  }
}

test('switching language on a game page loads that language for the page and its game', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const { catalogues } = await openRecorded(page, '/demo/caramel-bonanza');
  await page.getByTestId('language-switcher').first().getByRole('button').click();
  await page
    .getByRole('link', { name: /Deutsch/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect.poll(() => catalogues.includes('i18n-de-shell')).toBe(true);
  await expect.poll(() => catalogues.includes('i18n-de-games-client')).toBe(true);
  expect(await rawKeysOn(page)).toEqual([]);
  // the game in its frame comes back, in German too
  const frame = page.frameLocator('[data-testid=game-iframe]');
  await expect(frame.locator('[data-testid=slot-client]')).toBeVisible({ timeout: 60_000 });
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
  // the header speaks German now
  await expect(page.getByTestId('language-switcher').first().getByRole('button')).toHaveAccessibleName(/Sprache/);
  await snap(page, 'catalogues-demo-switched-de');
});
