import { href } from '@fortuna/contracts';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithProfile } from './cashier-support';
import { newSignedInOperator } from './support/operator';
import { snap, VIEWPORTS } from './support';

/**
 * Texts in the players' languages from the back office (issue 22): a marketing operator writes a
 * campaign's and a tournament's German title with the language tabs, and a visitor on /de sees them;
 * a compliance operator answers a player's GDPR rectification request with the rectification form,
 * and the player's profile shows the corrected surname. Everything changed is put back (the campaign's
 * German title) or ended (the tournament is cancelled, the request completed): the journeys share one
 * server. The forms are photographed at 1440 px (the tournament's and the
 * rectification also at 390).
 */

/** a datetime-local value (UTC) this many hours from now */
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString().slice(0, 16);

/** picks a language tab of the players' texts (its name has a tick once that language is written) */
async function textLanguage(operator: Page, locale: string) {
  const tabs = operator.getByRole('group', { name: 'Language of the texts' });
  await tabs.getByRole('button', { name: new RegExp(`^${locale}( ✓)?$`, 'i') }).click();
  await expect(tabs.getByRole('button', { pressed: true })).toHaveText(new RegExp(`^${locale}`, 'i'));
}

test('a marketing operator writes German titles of a campaign and a tournament; a visitor on /de sees them', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const marketing = await newSignedInOperator(browser, 'marketing');
  await expect(marketing).toHaveURL(/\/admin\/marketing$/);
  const visitor = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();

  // the seeded reload campaign: its German title, through the DE tab
  await marketing.getByRole('link', { name: 'Campaigns' }).click();
  await marketing.getByRole('button', { name: 'Edit reload' }).click();
  await expect(marketing.getByRole('heading', { name: 'Edit campaign reload' })).toBeVisible();
  const english = await marketing.getByLabel('Title (EN)').inputValue();
  await textLanguage(marketing, 'de');
  const germanTitle = marketing.getByLabel('Title (DE)');
  const original = await germanTitle.inputValue();
  const title = `Nachladebonus ${stamp}`;
  await germanTitle.fill(title);
  await snap(marketing, 'backoffice-languages-campaign-de-1440');
  await marketing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(marketing.getByText('reload saved.')).toBeVisible();

  await visitor.goto(href('promo', {}, 'de'));
  await expect(visitor.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // English players keep the English title
  await visitor.goto(href('promo', {}, 'en'));
  await expect(visitor.getByRole('heading', { level: 2, name: english })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: title })).toHaveCount(0);

  // put the German title back as it was
  await marketing.getByRole('button', { name: 'Edit reload' }).click();
  await textLanguage(marketing, 'de');
  await marketing.getByLabel('Title (DE)').fill(original);
  await marketing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(marketing.getByText('reload saved.')).toBeVisible();

  // a new tournament with an English and a German title; French left empty
  const slug = `herbst-${stamp}`;
  const cup = `Herbstpokal ${stamp}`;
  await marketing.getByRole('link', { name: 'Tournaments' }).click();
  await marketing.getByLabel('Address (slug)').fill(slug);
  await marketing.getByLabel('Title (EN)').fill(`Autumn cup ${stamp}`);
  await marketing.getByLabel('Rules (EN)').fill('Win the most in the slots.');
  await textLanguage(marketing, 'de');
  await expect(marketing.getByLabel('Title (DE)')).toHaveAttribute('placeholder', `Autumn cup ${stamp}`);
  await marketing.getByLabel('Title (DE)').fill(cup);
  await marketing.getByLabel('Rules (DE)').fill('Wer in den Slots am meisten gewinnt, gewinnt.');
  await marketing.getByLabel('Starts (UTC)').fill(hoursFromNow(24));
  await marketing.getByLabel('Ends (UTC)').fill(hoursFromNow(24 * 8));
  await marketing.getByLabel('slots').check();
  await marketing.getByLabel('Prizes by place').fill('10000, 5000');
  await snap(marketing, 'backoffice-languages-tournament-de-1440');
  await marketing.setViewportSize(VIEWPORTS.mobile);
  await snap(marketing, 'backoffice-languages-tournament-de-390');
  await marketing.setViewportSize(VIEWPORTS.desktop);
  await marketing.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(marketing.getByText(`${slug} saved.`)).toBeVisible();
  const listed = (await (await marketing.request.get('/api/operator/tournaments')).json()) as { id: number; seoTitle: string }[];
  const id = listed.find((x) => x.seoTitle === slug)!.id;

  await visitor.goto(href('tournament', { id: String(id) }, 'de'));
  await expect(visitor.getByTestId('tournament-title')).toHaveText(cup);
  await visitor.getByRole('tab', { name: 'Bedingungen' }).click();
  await expect(visitor.getByText('Wer in den Slots am meisten gewinnt, gewinnt.')).toBeVisible();
  // French was left empty: English
  await visitor.goto(href('tournament', { id: String(id) }, 'fr'));
  await expect(visitor.getByTestId('tournament-title')).toHaveText(`Autumn cup ${stamp}`);

  // cancel it (pays nothing; no one joined)
  const row = marketing.getByRole('row').filter({ hasText: `Autumn cup ${stamp}` });
  await row.getByRole('button', { name: `Cancel ${slug}` }).click();
  await row.getByRole('button', { name: 'Really cancel? (pays nothing)' }).click();
  await expect(row).toContainText('Cancelled');
});

test('a compliance operator corrects a player’s surname with the rectification form; the profile shows it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const playerId = await signUpWithProfile(page, 'borect');
  const asked = await page.request.post('/api/profile/gdpr/rectification', {
    data: { text: 'My surname is Smyth, not Smith. Please correct it.' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const ops = await newSignedInOperator(browser, 'compliance');
  await ops.getByRole('link', { name: 'Compliance' }).click();
  await ops.getByRole('tab', { name: 'GDPR requests' }).click();
  const row = ops.getByRole('row').filter({ hasText: playerId });
  await expect(row).toContainText('Rectification', { timeout: 20_000 });
  await row.getByRole('button', { name: /^Correct the data / }).click();
  const form = ops.getByRole('form', { name: "Rectification: correct the player's data" });
  await expect(form).toBeVisible();
  await expect(form.getByText('My surname is Smyth, not Smith.')).toBeVisible();
  await expect(form.getByLabel('Surname')).toHaveValue('Smith');
  await form.getByLabel('Surname').fill('Smyth');
  await snap(ops, 'backoffice-languages-rectification-1440');
  await ops.setViewportSize(VIEWPORTS.mobile);
  await snap(ops, 'backoffice-languages-rectification-390');
  await ops.setViewportSize(VIEWPORTS.desktop);
  await form.getByRole('button', { name: 'Correct and complete' }).click();
  await expect(form).toHaveCount(0);
  // completed: no longer among the received requests
  await expect(ops.getByRole('row').filter({ hasText: playerId })).toHaveCount(0);

  await page.goto('/player/profile');
  await expect(page.getByTestId('profile-info')).toContainText('Anna Smyth');
});
