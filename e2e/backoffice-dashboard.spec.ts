import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { depositByApi, OPERATOR, signUpWithProfile, verifyPlayer, withdrawByApi } from './cashier-support';
import { snap, VIEWPORTS } from './support';

/**
 * The back-office dashboard equals the ledger (issue 22 "Must show"): an analyst signs in with TOTP
 * and reads today's figures; a new player deposits, plays three real-money rounds and asks for a
 * withdrawal; the dashboard's today figures then grew by exactly what the player's ledger shows
 * (deposit, withdrawal, bets and wins of the recorded rounds, GGR = deposit − withdrawal − balance),
 * and the GGR report by currency and its CSV say the same.
 */
const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const money = (minor: number) => `${(minor / 100).toFixed(2)} EUR`;
const GAME = 'pharaoh-lines';
const DEPOSIT = 20_000;
const WITHDRAWAL = 3_000;

type Figures = { deposits: number; withdrawals: number; bets: number; wins: number; ggr: number; bonusCost: number; ngr: number };
type Dashboard = { totals: (Figures & { currency: string })[]; players: { active: number; new: number }; pending: { withdrawals: number } };

async function signInFirstTime(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your authenticator app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 20_000 });
}

async function todayFigures(page: Page): Promise<Dashboard> {
  const res = await page.request.get('/api/admin/dashboard');
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}
const eurOf = (d: Dashboard): Figures =>
  d.totals.find((t) => t.currency === 'EUR') ?? { deposits: 0, withdrawals: 0, bets: 0, wins: 0, ggr: 0, bonusCost: 0, ngr: 0 };

function slot(page: Page): { frame: FrameLocator; client: ReturnType<FrameLocator['locator']> } {
  const frame = page.frameLocator('[data-testid=game-iframe]');
  return { frame, client: frame.locator('[data-testid=slot-client][data-engine=line-slot]') };
}
async function press(page: Page) {
  const { frame, client } = slot(page);
  const before = Number(await client.getAttribute('data-plays'));
  await frame.locator('[data-testid=spin]').click();
  await expect(client).toHaveAttribute('data-plays', String(before + 1), { timeout: 30_000 });
}
/** a paid round, with the free spins it triggered (if any) played to the end */
async function playRound(page: Page) {
  const { frame } = slot(page);
  await press(page);
  for (let guard = 0; guard < 200 && (await frame.locator('[data-testid=free-spins]').count()) > 0; guard++) await press(page);
}

test('the dashboard numbers equal the ledger for the seeded activity', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const email = `analyst-${stamp}@ops.test`;
  const created = await page.request.post('/api/admin/operators', {
    headers: OPERATOR,
    data: { email, password: 'Analyst-pass-1234', role: 'analyst' },
  });
  expect(created.status(), await created.text()).toBe(200);

  const analyst = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await signInFirstTime(analyst, email, 'Analyst-pass-1234');
  // an analyst lands on the dashboard
  await expect(analyst).toHaveURL(/\/admin\/dashboard$/);
  const before = await todayFigures(analyst);

  // the seeded activity: a new player deposits, plays three real rounds and asks for a withdrawal
  await page.setViewportSize(VIEWPORTS.desktop);
  const playerId = await signUpWithProfile(page, 'dash');
  expect((await depositByApi(page, DEPOSIT)).status).toBe('ok');
  await page.goto(`/real/${GAME}`);
  await expect(slot(page).client).toBeVisible({ timeout: 60_000 });
  for (let i = 0; i < 3; i++) await playRound(page);
  await verifyPlayer(page, playerId);
  await withdrawByApi(page, 'card', WITHDRAWAL);

  // what the player's ledger says
  const history = await (await page.request.get('/api/history/rounds?page=1')).json();
  expect(history.total).toBe(3);
  const bets = history.collection.reduce((s: number, r: { bet: number }) => s + r.bet, 0);
  const wins = history.collection.reduce((s: number, r: { win: number }) => s + r.win, 0);
  const ledgerBalance = (await (await page.request.get('/api/player/balances')).json())[0].balance as number;
  expect(bets).toBeGreaterThan(0);
  expect(bets - wins).toBe(DEPOSIT - WITHDRAWAL - ledgerBalance);

  const was = eurOf(before);
  const expected: Figures = {
    deposits: was.deposits + DEPOSIT,
    withdrawals: was.withdrawals + WITHDRAWAL,
    bets: was.bets + bets,
    wins: was.wins + wins,
    ggr: was.ggr + (DEPOSIT - WITHDRAWAL - ledgerBalance),
    bonusCost: was.bonusCost,
    ngr: was.ngr + (DEPOSIT - WITHDRAWAL - ledgerBalance),
  };
  const after = await todayFigures(analyst);
  expect(eurOf(after)).toEqual({ currency: 'EUR', ...expected });
  expect(after.players).toEqual({ active: before.players.active + 1, new: before.players.new + 1 });
  expect(after.pending.withdrawals).toBe(before.pending.withdrawals + 1);

  // the screen shows the same figures (today's cards)
  await analyst.reload();
  for (const [key, value] of Object.entries(expected))
    await expect(analyst.getByTestId(`dash-today-${key}`)).toHaveText(money(value), { timeout: 20_000 });
  await expect(analyst.getByTestId('dash-today-active')).toHaveText(String(after.players.active));
  await expect(analyst.getByTestId('dash-today-new')).toHaveText(String(after.players.new));
  await expect(analyst.getByTestId('dash-pending-withdrawals')).toHaveText(String(after.pending.withdrawals));
  // the charts arrive lazily, on the back office only
  await expect(analyst.getByTestId('dash-chart')).toHaveCount(3, { timeout: 30_000 });
  await snap(analyst, 'backoffice-dashboard-1440');

  // the GGR report by currency agrees, and so does its CSV
  await analyst.getByRole('link', { name: 'Reports' }).click();
  await analyst.getByTestId('report-by').selectOption('currency');
  const today = new Date().toISOString().slice(0, 10);
  const row = analyst.getByRole('row').filter({ hasText: today }).filter({ hasText: 'EUR' }).first();
  await expect(row).toContainText(money(expected.ggr), { timeout: 20_000 });
  await snap(analyst, 'backoffice-reports-1440');
  const csv = await analyst.request.get(`/api/admin/reports/ggr.csv?from=${today}&to=${today}&by=currency`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(
    `${today},EUR,${(expected.bets / 100).toFixed(2)},${(expected.wins / 100).toFixed(2)},${(expected.ggr / 100).toFixed(2)}`,
  );

  // a player's session means nothing on the back office's API
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(401);

  // the dashboard on a phone still works (desktop-first)
  await analyst.setViewportSize(VIEWPORTS.mobile);
  await analyst.goto('/admin/dashboard');
  await expect(analyst.getByTestId('dash-today-ggr')).toHaveText(money(expected.ggr), { timeout: 20_000 });
  await snap(analyst, 'backoffice-dashboard-390');
});
