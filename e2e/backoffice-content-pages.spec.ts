import { href } from '@fortuna/contracts';
import { expect, test } from '@playwright/test';
import { signInNewOperator } from './support/operator';
import { snap, VIEWPORTS } from './support';

/**
 * A new content page from the back office: a marketing operator creates a French page (a draft,
 * served nowhere yet), previews it, publishes it, a visitor opens it at its public address, and the
 * operator deletes it again (so the shared server is left as it was). The banner preview is opened
 * for the French welcome banner without changing it. Photographed at 1440 px.
 */
test('a marketing operator creates a French content page, publishes it, a visitor reads it, and it is deleted', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const email = `pages-${stamp}@ops.test`;
  const key = `e2e-page-${stamp}`;
  const slug = `page-e2e-${stamp}`;
  const title = `Tournoi d'automne ${stamp}`;
  const publicUrl = href('block', { block: slug }, 'fr');

  const { page: operator } = await signInNewOperator(browser, { email, password: 'Content-pass-1234', role: 'marketing' });
  const operatorContext = operator.context();
  await operator.goto('/admin/marketing/content');
  await operator.getByLabel('Content language').selectOption('fr');

  // a site name is refused as the address
  await operator.getByRole('button', { name: 'New content page' }).click();
  const form = operator.getByRole('form', { name: 'New content page in FR' });
  await form.getByLabel('Key').fill(key);
  await form.getByLabel('Address (slug)').fill('sign-up');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Body (HTML)').fill('<h2>Les règles</h2><p>Joue et gagne des tours gratuits.</p>');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('the site uses this name', { exact: true })).toBeVisible();
  await snap(operator, 'backoffice-content-page-new-1440');
  await form.getByLabel('Address (slug)').fill(slug);
  await form.getByRole('button', { name: 'Create' }).click();

  // created unpublished: the editor opens on it; a visitor finds nothing at its address yet
  const editor = operator.getByRole('form', { name: `Edit ${key}` });
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  await expect(editor.getByText('Not published', { exact: true })).toBeVisible();
  expect((await operator.request.get(publicUrl)).status()).toBe(404);

  const [preview] = await Promise.all([operatorContext.waitForEvent('page'), editor.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await preview.close();

  // published: served at /fr/block/<slug>
  await editor.getByRole('button', { name: `Publish ${key} fr`, exact: true }).click();
  await expect(editor.getByText('Published', { exact: true })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Open the public page' })).toHaveAttribute('href', publicUrl);
  await snap(operator, 'backoffice-content-page-published-1440');
  const visitorContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const visitor = await visitorContext.newPage();
  await visitor.goto(publicUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Joue et gagne des tours gratuits.')).toBeVisible();
  await snap(visitor, 'content-page-public-1440');

  // the banner strip's preview (the welcome banner, unchanged)
  await operator.getByRole('button', { name: 'Preview welcome' }).click();
  const bannerPreview = operator.getByRole('region', { name: 'Preview of welcome (FR)' });
  await expect(bannerPreview.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await bannerPreview.scrollIntoViewIfNeeded();
  await snap(operator, 'backoffice-banner-preview-1440');

  // deleted: gone for the visitor
  await editor.getByRole('button', { name: 'Delete', exact: true }).click();
  await editor.getByRole('button', { name: 'Delete for good' }).click();
  await expect(editor).toHaveCount(0);
  await expect(operator.getByRole('cell', { name: title })).toHaveCount(0);
  expect((await visitor.request.get(publicUrl)).status()).toBe(404);

  await operatorContext.close();
  await visitorContext.close();
});
