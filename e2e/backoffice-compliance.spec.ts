import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUpUnverifiedWithDeposit, withdrawByApi } from './cashier-support';
import { newSignedInOperator } from './support/operator';
import { snap, VIEWPORTS } from './support';

/**
 * The back office's compliance screen (issue 22): a compliance operator signs in with TOTP, opens a
 * player's identity check in the KYC queue, looks at the documents and approves; the player, who could
 * not withdraw before, now can. Then the games screen, and the header on a phone.
 */
// a 1×1 PNG: the vendor checks the content, not the name
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a compliance operator approves a KYC review in the compliance screen, and the player can withdraw', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  // not verified yet: the withdrawal is refused
  const playerId = await signUpUnverifiedWithDeposit(page, 'bokyc', 2_000);
  // and asks for a correction of their data (the GDPR queue)
  const gdpr = await page.request.post('/api/profile/gdpr/rectification', {
    data: { text: 'My surname is spelt wrong, please correct it.' },
  });
  expect(gdpr.status(), await gdpr.text()).toBe(200);

  // the player sends their documents for review
  await page.goto('/player/verification');
  await page.getByTestId('verification-start').click();
  await page.getByTestId('upload-IDENTITY-FRONT_SIDE').setInputFiles(file('id-front.png'));
  await expect(page.getByTestId('upload-IDENTITY-FRONT_SIDE-state')).toHaveAttribute('data-state', 'uploaded');
  await page.getByTestId('upload-IDENTITY-BACK_SIDE').setInputFiles(file('id-back.png'));
  await expect(page.getByTestId('upload-IDENTITY-BACK_SIDE-state')).toHaveAttribute('data-state', 'uploaded');
  await page.getByTestId('upload-SELFIE').setInputFiles(file('selfie.png'));
  await expect(page.getByTestId('upload-SELFIE-state')).toHaveAttribute('data-state', 'uploaded');
  await page.getByTestId('verification-submit').click();
  await expect(page.getByTestId('verification-page')).toHaveAttribute('data-stage', 'inReview');

  // the compliance operator finds the review in the queue (keyboard reaches the tabs and the row's button)
  const ops = await newSignedInOperator(browser, 'compliance');
  await ops.getByRole('link', { name: 'Compliance' }).click();
  await expect(ops.getByRole('tab', { name: 'KYC reviews' })).toHaveAttribute('aria-selected', 'true');
  const open = ops.getByRole('button', { name: `Identity check of ${playerId}` });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await snap(ops, 'backoffice-compliance-kyc-1440');
  await open.focus();
  await ops.keyboard.press('Enter');
  const dialog = ops.getByRole('dialog', { name: `Identity check of ${playerId}` });
  await expect(dialog).toBeVisible();
  // the documents are shown from the vendor's operator download
  await expect(dialog.getByRole('img')).toHaveCount(3, { timeout: 20_000 });
  for (const img of await dialog.getByRole('img').all())
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(1);
  // a rejection needs a reason
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Choose at least one reason to reject.')).toBeVisible();
  await snap(ops, 'backoffice-compliance-kyc-review-1440');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(ops.getByRole('button', { name: `Identity check of ${playerId}` })).toHaveCount(0);

  // the vendor's signed webhook reaches the casino by itself; then the withdrawal goes through
  await expect
    .poll(async () => (await (await page.request.get('/api/verification/documents/requested')).json()).reviewStatus, { timeout: 30_000 })
    .toBe('completed');
  expect(await withdrawByApi(page, 'card', 1_000)).toBeTruthy();

  // the other queues: GDPR with its deadline, the self-excluded players (arrow keys move between tabs)
  await ops.getByRole('tab', { name: 'KYC reviews' }).focus();
  await ops.keyboard.press('ArrowRight');
  await expect(ops.getByRole('tab', { name: 'GDPR requests' })).toHaveAttribute('aria-selected', 'true');
  await expect(ops.getByRole('columnheader', { name: 'Answer by' })).toBeVisible();
  await expect(ops.getByRole('row').filter({ hasText: playerId })).toContainText('Rectification');
  await expect(ops.getByText('Loading…')).toHaveCount(0);
  await snap(ops, 'backoffice-compliance-gdpr-1440');
  // the queue as a file: every row of the status shown, downloaded with the operator's session
  const [download] = await Promise.all([ops.waitForEvent('download'), ops.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gdpr-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('id,player_id,type,status,created_at,due_at,overdue,processed_at,text,answer');
  expect(csv).toContain(`,${playerId},rectification,received,`);
  // on a phone the queue's rows are cards: nothing scrolls sideways
  await ops.setViewportSize(VIEWPORTS.mobile);
  const sideways = () => ops.locator('table').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await snap(ops, 'backoffice-compliance-gdpr-390');
  await ops.setViewportSize(VIEWPORTS.desktop);
  await ops.getByRole('tab', { name: 'GDPR requests' }).focus();
  await ops.keyboard.press('ArrowRight');
  await expect(ops.getByRole('tab', { name: 'Self-excluded players' })).toHaveAttribute('aria-selected', 'true');
  await expect(ops.getByRole('columnheader', { name: 'Excluded until' })).toBeVisible();
  await expect(ops.getByText('Loading…')).toHaveCount(0);
  await snap(ops, 'backoffice-compliance-excluded-1440');
  await ops.setViewportSize(VIEWPORTS.mobile);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await snap(ops, 'backoffice-compliance-excluded-390');
});

test('the games screen switches a game off, and the back-office header folds into a menu on a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await newSignedInOperator(browser, 'admin');
  await admin.getByRole('link', { name: 'Games' }).click();
  await expect(admin.getByRole('heading', { name: 'Games' })).toBeVisible();
  await admin.getByLabel('Category', { exact: true }).selectOption('tablegames');
  await expect(admin.getByText('14 games').or(admin.getByText(/^\d+ games$/))).toBeVisible();
  const first = admin.getByRole('checkbox', { name: / enabled$/ }).first();
  await expect(first).toBeVisible();
  await snap(admin, 'backoffice-games-1440');
  const label = (await first.getAttribute('aria-label'))!;
  const name = label.replace(/ enabled$/, '');
  const game = (await (await admin.request.get(`/api/admin/games?q=${encodeURIComponent(name)}`)).json()).items[0] as { url: string };
  await first.click();
  await expect(admin.getByRole('checkbox', { name: label })).not.toBeChecked();
  await expect
    .poll(async () => (await (await admin.request.get(`/api/search/games?category=all&query=${encodeURIComponent(name)}`)).json()).games)
    .not.toContainEqual(expect.objectContaining({ url: game.url }));
  await admin.getByRole('checkbox', { name: label }).click();
  await expect(admin.getByRole('checkbox', { name: label })).toBeChecked();
  // slots offer several RTP variants: the table shows their choice
  await admin.locator('#gm-category').selectOption('slots');
  await expect(admin.getByRole('combobox', { name: /^RTP variant of / }).first()).toBeVisible();
  await snap(admin, 'backoffice-games-slots-1440');

  // a phone: the menu is behind a button, and opens and closes from the keyboard
  await admin.setViewportSize(VIEWPORTS.mobile);
  const menu = admin.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(admin.getByRole('link', { name: 'Compliance' })).toBeHidden();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(admin, 'backoffice-header-390');
  await menu.focus();
  await admin.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(admin.getByRole('link', { name: 'Compliance' })).toBeVisible();
  await snap(admin, 'backoffice-header-menu-390');
  await admin.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
