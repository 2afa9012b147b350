import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { depositByApi, signUpWithProfile, verifyPlayer, withdrawByApi } from './cashier-support';
import { newSignedInOperator } from './support/operator';
import { snap, VIEWPORTS } from './support';

/**
 * The back office's CSV downloads (issue 22): each list's "Export CSV" carries the screen's filters;
 * the file holds every matching row. The screens at 1440 and 390 px.
 */
test('an admin exports the withdrawal queue, a player search and a filtered audit log as CSV', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const playerId = await signUpWithProfile(page, 'bocsv');
  await depositByApi(page, 20_000);
  await verifyPlayer(page, playerId);
  const withdrawal = await withdrawByApi(page, 'card', 5_000);

  const admin = await newSignedInOperator(browser, 'admin');
  const save = async (name: RegExp) => {
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(name);
    return readFile(await download.path(), 'utf8');
  };

  // the withdrawal queue (status: init)
  await admin.goto('/admin/withdrawals');
  await expect(admin.getByRole('button', { name: `Approve ${withdrawal}` })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/withdrawals.csv?status=init');
  const queue = await save(/^withdrawals-.*\.csv$/);
  expect(queue).toContain(`${withdrawal},`);
  expect(queue).toContain(`,${playerId},`);
  expect(queue).toContain(',50.00,EUR,');
  await snap(admin, 'backoffice-csv-withdrawals-1440');

  // a player search
  await admin.goto('/admin/players');
  await admin.getByLabel('E-mail, login, player id, IP address or device id').fill(playerId);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('cell').first()).toBeVisible();
  expect((await save(/^players-.*\.csv$/)).split('\r\n')[1]).toMatch(new RegExp(`^${playerId},`));
  await snap(admin, 'backoffice-csv-players-1440');

  // the audit log, filtered on the action: the exports above, and nothing else
  await admin.goto('/admin/audit');
  await admin.getByLabel('Action').fill('export.csv');
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin.getByRole('cell', { name: 'list:players' }).first()).toBeVisible();
  const audit = (await save(/^audit-.*\.csv$/)).split('\r\n').filter(Boolean);
  expect(audit[0]).toBe('id,at,actor,operator_id,ip,action,target,status,before,after,details');
  expect(audit.length).toBeGreaterThanOrEqual(3);
  for (const line of audit.slice(1)) expect(line).toContain(',export.csv,list:');
  await snap(admin, 'backoffice-csv-audit-1440');

  for (const [path, name] of [
    ['/admin/withdrawals', 'withdrawals'],
    ['/admin/audit', 'audit'],
    [`/admin/players?q=${playerId}`, 'players'],
  ]) {
    await admin.setViewportSize(VIEWPORTS.mobile);
    await admin.goto(path);
    await expect(admin.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await snap(admin, `backoffice-csv-${name}-390`);
  }
});
