import { expect, test, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { OPERATOR, signUpUnverifiedWithDeposit, signUpWithProfile, withdrawByApi } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * Identity verification and privacy requests, as a player meets them:
 * - documents uploaded on the vendor's screen → the operator approves → the player can withdraw;
 * - a RED review shows the reasons on the page and a dot in the phone menu;
 * - a copy of the player's data is asked for, built, downloaded and opened.
 */

// a 1×1 PNG: the vendor checks the content, not the name
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function uploadDocuments(page: Page) {
  await page.goto('/player/verification');
  await expect(page.getByTestId('verification-page')).toHaveAttribute('data-stage', 'start');
  await page.getByTestId('verification-start').click();
  await expect(page.getByTestId('verification-upload')).toBeVisible();
  await snap(page, `verification-upload-empty-${page.viewportSize()!.width}`);
  await page.getByTestId('upload-IDENTITY-FRONT_SIDE').setInputFiles(file('id-front.png'));
  await expect(page.getByTestId('upload-IDENTITY-FRONT_SIDE-state')).toHaveAttribute('data-state', 'uploaded');
  await page.getByTestId('upload-IDENTITY-BACK_SIDE').setInputFiles(file('id-back.png'));
  await expect(page.getByTestId('upload-IDENTITY-BACK_SIDE-state')).toHaveAttribute('data-state', 'uploaded');
  await page.getByTestId('upload-SELFIE').setInputFiles(file('selfie.png'));
  await expect(page.getByTestId('upload-SELFIE-state')).toHaveAttribute('data-state', 'uploaded');
  await snap(page, `verification-upload-ready-${page.viewportSize()!.width}`);
  await page.getByTestId('verification-submit').click();
  await expect(page.getByTestId('verification-page')).toHaveAttribute('data-stage', 'inReview');
}

/** The operator's review through the vendor's review desk. */
async function review(page: Page, playerId: string, body: object) {
  const list = await page.request.get('/api/operator/verification/applicants?reviewStatus=pending', { headers: OPERATOR });
  expect(list.status(), await list.text()).toBe(200);
  const applicant = (await list.json()).applicants.find((a: { externalUserId: string }) => a.externalUserId === playerId);
  expect(applicant).toBeTruthy();
  const res = await page.request.post(`/api/operator/verification/applicants/${applicant.applicantId}/review`, {
    headers: OPERATOR,
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('documents uploaded, the operator approves, and the player can withdraw', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  // not verified yet: the withdrawal is refused
  const playerId = await signUpUnverifiedWithDeposit(page, 'kycok', 2_000);
  await snap(page, 'verification-start-1440');
  await uploadDocuments(page);
  await snap(page, 'verification-in-review-1440');

  await review(page, playerId, { reviewAnswer: 'GREEN' });
  // the vendor's signed webhook reaches the casino by itself
  await expect
    .poll(async () => (await (await page.request.get('/api/verification/documents/requested')).json()).reviewStatus, { timeout: 20_000 })
    .toBe('completed');
  await page.reload();
  await expect(page.getByTestId('verification-page')).toHaveAttribute('data-stage', 'verified');
  await snap(page, 'verification-verified-1440');
  expect(await withdrawByApi(page, 'card', 1_000)).toBeTruthy();
});

test('a RED review shows the reasons and a dot in the phone menu', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.mobile);
  const playerId = await signUpWithProfile(page, 'kycred');
  await uploadDocuments(page);
  await review(page, playerId, {
    reviewAnswer: 'RED',
    rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SELFIE_MISMATCH'],
    reviewRejectType: 'RETRY',
    moderationComment: 'Please take the photos in daylight.',
  });
  await expect
    .poll(
      async () => {
        const info = await (await page.request.get('/api/verification/documents/requested')).json();
        return info.reviewStatus;
      },
      { timeout: 20_000 },
    )
    .toBe('completed');
  await page.reload();
  const status = page.getByTestId('verification-page');
  await expect(status).toHaveAttribute('data-stage', 'retry');
  const reasons = page.getByTestId('verification-reasons');
  await expect(reasons).toContainText('The photos are not clear enough to read.');
  await expect(reasons).toContainText('The selfie does not match the photo on the document.');
  await expect(reasons).toContainText('Please take the photos in daylight.');
  await snap(page, 'verification-red-390');
  // the phone menu carries the dot, and the account menu lists the page
  await expect(async () => {
    if (!(await page.getByTestId('sidebar-dot').isVisible())) await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar-dot')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await snap(page, 'verification-red-menu-390');
  // the way back: upload again
  await page.goto('/player/verification');
  await page.getByTestId('verification-start').click();
  await expect(page.getByTestId('verification-upload')).toBeVisible();
});

test("a copy of the player's data: asked for on the profile, built, downloaded and opened", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpWithProfile(page, 'gdpr');
  const { login } = await (await page.request.get('/api/player/info')).json();
  await page.goto('/player/profile');
  const section = page.getByTestId('privacy-requests');
  await section.scrollIntoViewIfNeeded();
  await section.getByTestId('privacy-text').fill('short');
  await section.getByTestId('privacy-send').click();
  await expect(section.getByText('Please write at least 10 characters.')).toBeVisible();
  await section.getByTestId('privacy-text').fill('Please send me a copy of all my data.');
  await section.getByTestId('privacy-send').click();
  await expect(section.getByTestId('privacy-request').first()).toHaveAttribute('data-type', 'export');
  // the export job runs every few seconds by itself; the operator call runs it at once
  await page.request.post('/api/operator/privacy/jobs', { headers: OPERATOR, data: {} });
  const link = section.getByTestId('privacy-download');
  await expect(link).toBeVisible({ timeout: 30_000 });
  await snap(page, 'privacy-export-ready-1440');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const names = Object.keys(files);
  expect(names).toContain('README.txt');
  expect(names).toContain('privacy-requests.json');
  const everything = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => strFromU8(files[n]))
    .join('\n');
  expect(everything).toContain(`${login}@fortuna.test`);
});
