import { chromium } from '@playwright/test';
const [out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1440, 390]) {
  for (const p of ['/', '/games/slots', '/demo/caramel-bonanza']) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await page.goto('http://127.0.0.1:3302' + p, { waitUntil: 'networkidle' });
    if (p.startsWith('/demo')) await page.frameLocator('[data-testid=game-iframe]').locator('[data-testid=slot-client]').waitFor({ timeout: 60000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${width}${p === '/' ? '-home' : p.replaceAll('/', '-')}.png`, fullPage: p !== '/demo/caramel-bonanza' });
    await page.close();
  }
}
await browser.close();
