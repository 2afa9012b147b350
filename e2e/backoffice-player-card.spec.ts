import { expect, test } from '@playwright/test';
import { depositByApi, signUpWithProfile } from './cashier-support';
import { newSignedInOperator } from './support/operator';
import { snap } from './support';

/**
 * The back office player card (issue 22): a player plays a real-money round; a support operator sees
 * it on the player's card with its stake, win and status, and its link to the provably-fair verifier,
 * and the deposit limit the player set; the operator adds a note, which the card keeps with its author.
 */
test("the player card lists the player's latest round with its verification link", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const playerId = await signUpWithProfile(page, 'card');
  await depositByApi(page, 10_000);
  const launch = await page.request.post('/api/game/real/european-roulette', { headers: { 'content-type': 'application/json' } });
  expect(launch.status(), await launch.text()).toBe(200);
  const session = await page.request.post('/api/rgs/session', { data: { token: (await launch.json()).token } });
  expect(session.status(), await session.text()).toBe(200);
  const played = await page.request.post('/api/rgs/play', {
    data: { sessionId: (await session.json()).sessionId, bet: { bets: [{ type: 'red', amount: 100 }] } },
  });
  expect(played.status(), await played.text()).toBe(200);
  const roundId = (await played.json()).round.roundId as string;
  const limit = await page.request.post('/api/profile/metrics/deposit/save', { data: { period: 'weekly', amount: 500 } });
  expect(limit.status(), await limit.text()).toBe(200);

  const support = await newSignedInOperator(browser, 'support');
  await support.goto(`/admin/players/${playerId}`);
  const rounds = support.getByRole('table', { name: 'Latest rounds' });
  const row = rounds.getByRole('row').filter({ hasText: roundId.slice(0, 8) });
  await expect(row.getByRole('cell', { name: '1.00 EUR' })).toBeVisible();
  await expect(row.getByText('Closed')).toBeVisible();
  const verify = row.getByTestId('admin-verify-round');
  await expect(verify).toHaveAttribute('href', /\/fairness\?game=roulette[^&]*&clientSeed=\w+&nonce=\d+/);
  const limits = support.getByRole('table', { name: 'Limits and exclusions' });
  await expect(limits.getByRole('row').filter({ hasText: 'Deposit' }).getByText('500.00 EUR')).toBeVisible();
  await expect(support.getByRole('heading', { name: 'Bonuses' })).toBeVisible();
  await expect(support.getByRole('heading', { name: 'KYC', exact: true })).toBeVisible();
  // an operator's note is kept on the card with its author
  await support.getByLabel('New note').fill('Asked about the weekly deposit limit.');
  await support.getByRole('button', { name: 'Add note' }).click();
  await expect(support.getByRole('listitem').filter({ hasText: 'Asked about the weekly deposit limit.' })).toContainText('@ops.test');
  await expect(support.getByLabel('New note')).toHaveValue('');
  await expect(support.getByRole('table', { name: 'Messages' })).toBeVisible();
  await snap(support, 'backoffice-player-card-rounds-1440');
  // on a phone the panels stack: nothing pushes the page wider than the screen
  await support.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => support.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(support, 'backoffice-player-card-390');
});
