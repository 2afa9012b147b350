import { expect, test, type BrowserContext } from '@playwright/test';
import { snap, VIEWPORTS } from './support';

/**
 * Operating it: the cookie consent banner (EU rules) and the 403 page of a blocked visitor.
 */
const OPERATOR = { authorization: 'Bearer e2e-operator-token-0123456789' };
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

test('a visitor whose address is blocked sees the 403 page with the support contact', async ({ page, request }) => {
  // the browser and this process reach the server from the loopback address: block it, then lift it
  const ids: string[] = [];
  for (const range of ['127.0.0.1', '::1']) {
    const res = await request.post('/api/operator/ip-blocks', { headers: OPERATOR, data: { range, reason: 'e2e' } });
    expect(res.ok()).toBe(true);
    ids.push((await res.json()).id);
  }
  try {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      const response = await page.goto('/');
      expect(response?.status()).toBe(403);
      const blocked = page.getByTestId('error-403');
      await expect(blocked).toBeVisible();
      await expect(blocked).toContainText('support@fortuna.casino');
      await snap(page, `ops-403-${name}`);
    }
    const api = await request.get('/api/app/config');
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ code: 403, message: 'Access from your location is not allowed' });
  } finally {
    for (const id of ids) await request.delete(`/api/operator/ip-blocks/${id}`, { headers: OPERATOR });
  }
  await expect((await request.get('/api/app/config')).status()).toBe(200);
});

/** Cookies beyond the necessary ones (analytics, marketing). */
async function analyticsOrMarketing(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).filter((n) => !NECESSARY.has(n));
}
