import { href } from '@fortuna/contracts';
import { expect, test } from '@playwright/test';
import { signInNewOperator } from './support/operator';
import { snap, VIEWPORTS } from './support';

/**
 * Content in the back office: a marketing operator (made with the operator token, as the CLI would)
 * signs in with TOTP, edits the German cookie policy as a draft (a page no other journey reads: they share one server), previews it, and publishes it; a
 * visitor sees the old text until then and the new one at once after (the page cache is cleared by
 * the change). The maintenance notice is announced, shown as the current one, and cleared. The
 * screens are photographed at 1440 and 390 px.
 */
test('a marketing operator edits a German page, previews and publishes it; a visitor sees it', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const email = `content-${stamp}@ops.test`;
  const title = `Cookie-Richtlinie – Herbst ${stamp}`;

  const { page: operator } = await signInNewOperator(browser, { email, password: 'Content-pass-1234', role: 'marketing' });
  const operatorContext = operator.context();
  await expect(operator).toHaveURL(/\/admin\/marketing$/);

  // a visitor reads the published page first (and the page cache keeps it)
  const visitorContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const visitor = await visitorContext.newPage();
  await visitor.goto(href('cookie-policy', {}, 'de'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' })).toBeVisible();

  // the Content tab: pages and blocks of the chosen language
  await operator.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(operator).toHaveURL(/\/admin\/marketing\/content$/);
  await operator.getByLabel('Content language').selectOption('de');
  await expect(operator.getByRole('cell', { name: 'Cookie-Richtlinie', exact: true })).toBeVisible();
  await snap(operator, 'backoffice-content-1440');

  // edit the German text: saved as a draft, players still see the old one
  await operator.getByRole('button', { name: 'Edit cookie-policy' }).click();
  const editor = operator.getByRole('form', { name: 'Edit cookie-policy' });
  await expect(editor.getByLabel('Title')).toHaveValue('Cookie-Richtlinie');
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Body (HTML)').fill('<h2>Neu bei Fortuna</h2><p>Wir feiern den Herbst mit dir.</p><script>alert(1)</script>');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('Draft saved.', { exact: false })).toBeVisible();
  await expect(editor.getByText('Unpublished changes', { exact: true })).toBeVisible();
  await snap(operator, 'backoffice-content-edit-1440');

  // the preview opens the admin preview of this page in German, with the draft
  const [preview] = await Promise.all([operatorContext.waitForEvent('page'), editor.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview).toHaveURL(/\/de\/page\/preview\?key=cookie-policy$/);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Neu bei Fortuna' })).toBeVisible();
  await snap(preview, 'backoffice-content-preview-1440');
  await preview.close();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' })).toBeVisible();

  // publish: the visitor sees the new text on the next page view
  await editor.getByRole('button', { name: 'Publish cookie-policy de', exact: true }).click();
  await expect(editor.getByText('Unpublished changes', { exact: true })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Wir feiern den Herbst mit dir.')).toBeVisible();
  expect(await visitor.content()).not.toContain('alert(1)');

  // the maintenance notice: announced, shown as the current one, cleared
  await operator.getByRole('link', { name: 'Maintenance notice' }).click();
  await expect(operator.getByTestId('maintenance-current')).toHaveText('No maintenance notice is shown.');
  await operator.getByLabel('Message to the players').fill(`Back at 06:00 (${stamp})`);
  await operator.getByRole('button', { name: 'Announce maintenance' }).click();
  await expect(operator.getByTestId('maintenance-current')).toContainText(`Back at 06:00 (${stamp})`);
  await operator.reload();
  await expect(operator.getByTestId('maintenance-current')).toContainText(`Back at 06:00 (${stamp})`);
  // a page opened after the announcement shows it too (the app config carries the notice in force)
  await visitor.reload();
  await expect(visitor.getByTestId('toast-area')).toContainText(`Back at 06:00 (${stamp})`);
  await snap(operator, 'backoffice-maintenance-1440');
  await operator.setViewportSize(VIEWPORTS.mobile);
  await snap(operator, 'backoffice-maintenance-390');
  await operator.getByRole('button', { name: 'Clear the notice' }).click();
  await expect(operator.getByTestId('maintenance-current')).toHaveText('No maintenance notice is shown.');

  // the content screen on a phone
  await operator.goto('/admin/marketing/content');
  await expect(operator.getByRole('heading', { name: 'Pages and blocks' })).toBeVisible();
  await expect(operator.getByRole('cell', { name: 'About us', exact: true })).toBeVisible();
  await expect(operator.getByRole('cell', { name: 'Welcome to Fortuna', exact: true })).toBeVisible();
  await snap(operator, 'backoffice-content-390');
  await operator.getByRole('button', { name: 'Edit about-us' }).click();
  await expect(operator.getByRole('form', { name: 'Edit about-us' }).getByLabel('Title')).toBeVisible();
  await snap(operator, 'backoffice-content-edit-390');

  await operatorContext.close();
  await visitorContext.close();
});
