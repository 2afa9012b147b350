import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './playwright.config';
import { snap, VIEWPORTS } from './support';

/**
 * The site shell as a visitor sees it: home, a static page and the 404 page at desktop and mobile
 * widths in English and German; the language switcher keeps the visitor on the same page;
 * no serious or critical accessibility violations on home and a static page.
 */
const PAGES = [
  { name: 'home', en: '/', de: '/de', heading: { en: 'Play fair. Win big.', de: 'Fair spielen. Groß gewinnen.' } },
  { name: 'static', en: '/about-us', de: '/de/about-us', heading: { en: 'About us', de: 'Über uns' } },
  {
    name: '404',
    en: '/no-such-page',
    de: '/de/keine-solche-seite',
    heading: { en: 'This page could not be found', de: 'Diese Seite wurde nicht gefunden' },
  },
] as const;

async function open(page: Page, path: string) {
  // a fixed locale cookie: the first visit to / must not be redirected by the browser's language
  await page.context().addCookies([{ name: 'locale', value: path.startsWith('/de') ? 'de' : 'en', url: baseURL }]);
  return page.goto(path);
}

for (const p of PAGES) {
  for (const locale of ['en', 'de'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${p.name} in ${locale} at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const res = await open(page, p[locale]);
        expect(res?.status()).toBe(p.name === '404' ? 404 : 200);
        await expect(page.locator('h1').first()).toHaveText(p.heading[locale]);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (p.name === '404') {
          await expect(page.getByTestId('error-home')).toBeVisible();
          await expect(page.locator('header')).toHaveCount(0);
        } else {
          await expect(page.locator('footer')).toBeVisible();
          await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
        }
        await snap(page, `shell-${p.name}-${locale}-${size}`);
      });
    }
  }
}

test('switching language from a translated page lands on its translation', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await open(page, '/es/aviso-de-privacidad');
  await expect(page.locator('h1').first()).toHaveText('Aviso de privacidad');
  await page.getByTestId('language-switcher').first().getByRole('button').click();
  await page
    .getByRole('link', { name: /Français/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/privacy-notice$/);
  await expect(page.locator('h1').first()).toHaveText('Avis de confidentialité');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // from the mobile sidebar, a category page keeps its category, translated
  await page.setViewportSize(VIEWPORTS.mobile);
  await open(page, '/es/juegos/tragamonedas');
  await page.getByTestId('sidebar-toggle').click();
  await page.getByTestId('mobile-sidebar').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/games\/spielautomaten$/);
  await expect(page.getByTestId('mobile-sidebar')).toHaveCount(0);
});

for (const path of ['/', '/about-us', '/de/responsible-gaming']) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await open(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
