import { expect, test, type BrowserContext } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * Operating it: the cookie consent banner (EU rules). The 403 page of a blocked visitor and error
 * reporting run on a server of their own (ops-server.spec.ts), so blocking an address cannot
 * disturb the journeys that run beside them.
 */
const NECESSARY = new Set(['fortuna_consent', 'locale', 'session', 'site_access', 'device']);
const REF = '0123456789abcdef0123456789abcdef';

test.describe('cookie consent', () => {
  // a first visit: no choice made yet
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the banner on the first visit (${name}); reject sets only necessary cookies`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/?ref=${REF}&siteId=aff-1`);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('heading', { name: 'We use cookies' })).toBeVisible();
      // reject is one click, beside accept and just as big
      const reject = banner.getByTestId('consent-reject');
      const accept = banner.getByTestId('consent-accept');
      await expect(reject).toBeVisible();
      await expect(accept).toBeVisible();
      const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
      expect(Math.abs(r!.height - a!.height)).toBeLessThan(2);
      await snap(page, `ops-consent-banner-${name}`);
      expect(await analyticsOrMarketing(context)).toEqual([]);

      const stored = page.waitForResponse((res) => res.url().endsWith('/api/consent') && res.status() === 200);
      await reject.click();
      await stored;
      await expect(banner).toBeHidden();
      // a page view is not reported, the referral cookie is not set; after a reload the banner stays away
      await page.reload();
      await expect(page.getByTestId('consent-banner')).toBeHidden();
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'fortuna_consent')?.value).toBe('v1.a0.m0');
      expect(await analyticsOrMarketing(context)).toEqual([]);
    });
  }

  test('the choice can be changed from the footer: accepting marketing keeps the landing referral', async ({ page, context }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`/about-us?ref=${REF}`);
    await page.getByTestId('consent-customise').click();
    await expect(page.getByTestId('consent-necessary')).toBeChecked();
    await expect(page.getByTestId('consent-necessary')).toBeDisabled();
    await expect(page.getByTestId('consent-analytics')).not.toBeChecked();
    await page.getByTestId('consent-marketing').check();
    await page.getByTestId('consent-save').click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'fortuna_ref')?.value ?? '').toContain(REF);

    // the footer's "Cookie settings" re-opens the detailed view with the stored choice
    await page.getByRole('contentinfo').getByTestId('cookie-settings').click();
    await expect(page.getByTestId('consent-marketing')).toBeChecked();
    await snap(page, 'ops-consent-settings-desktop');
    await page.getByTestId('consent-reject').click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('fortuna_ref');
  });
});

/** Cookies beyond the necessary ones (analytics, marketing). */
async function analyticsOrMarketing(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).filter((n) => !NECESSARY.has(n));
}
