import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { depositByApi, signUpWithProfile, verifyPlayer, withdrawByApi } from './cashier-support';
import { signInNewOperator } from './support/operator';
import { snap, VIEWPORTS } from './support';

/**
 * The back-office dashboard equals the ledger (issue 22 "Must show"): an analyst signs in with TOTP
 * and reads today's figures; a new player deposits, plays three real-money rounds and asks for a
 * withdrawal; the player's ledger agrees with their rounds (GGR = deposit − withdrawal − balance), today's
 * figures grew by at least the player's share (the other e2e worker plays at the same time), and the
 * screen, the GGR report by currency and its CSV show what the dashboard's API says.
 */
const money = (minor: number) => `${(minor / 100).toFixed(2)} EUR`;
const GAME = 'pharaoh-lines';
const DEPOSIT = 20_000;
const WITHDRAWAL = 3_000;

type Figures = { deposits: number; withdrawals: number; bets: number; wins: number; ggr: number; bonusCost: number; ngr: number };
type Dashboard = { totals: (Figures & { currency: string })[]; players: { active: number; new: number }; pending: { withdrawals: number } };

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
  const { page: analyst } = await signInNewOperator(
    browser,
    { email, password: 'Analyst-pass-1234', role: 'analyst' },
    { timeout: 20_000 },
  );
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

  // The other e2e worker plays and pays at the same time, so today's totals may move by more than
  // this player's share: they grew by at least it, and the screen, the report and the CSV show what
  // the dashboard's API says at the same moment (each compared when no other movement came between).
  // Exact equality with the ledger for a seeded day is the integration test's (dashboard.integration.test.ts).
  const was = eurOf(before);
  const after = await todayFigures(analyst);
  const now = eurOf(after);
  expect(now.deposits).toBeGreaterThanOrEqual(was.deposits + DEPOSIT);
  expect(now.withdrawals).toBeGreaterThanOrEqual(was.withdrawals + WITHDRAWAL);
  expect(now.bets).toBeGreaterThanOrEqual(was.bets + bets);
  expect(now.wins).toBeGreaterThanOrEqual(was.wins + wins);
  expect(now.ngr).toBe(now.ggr - now.bonusCost);
  expect(now.ggr).toBe(now.bets - now.wins);
  expect(after.players.active).toBeGreaterThanOrEqual(before.players.active + 1);
  expect(after.players.new).toBeGreaterThanOrEqual(before.players.new + 1);
  expect(after.pending.withdrawals).toBeGreaterThanOrEqual(before.pending.withdrawals + 1);

  // the screen shows the API's figures (today's cards)
  await expect(async () => {
    await analyst.reload();
    await expect(analyst.getByTestId('dash-today-ggr')).toBeVisible();
    const shown = await todayFigures(analyst);
    const eur = eurOf(shown);
    for (const key of ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonusCost', 'ngr'] as const)
      await expect(analyst.getByTestId(`dash-today-${key}`)).toHaveText(money(eur[key]), { timeout: 1_000 });
    await expect(analyst.getByTestId('dash-today-active')).toHaveText(String(shown.players.active), { timeout: 1_000 });
    await expect(analyst.getByTestId('dash-today-new')).toHaveText(String(shown.players.new), { timeout: 1_000 });
    await expect(analyst.getByTestId('dash-pending-withdrawals')).toHaveText(String(shown.pending.withdrawals), { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  // the charts arrive lazily, on the back office only
  await expect(analyst.getByTestId('dash-chart')).toHaveCount(3, { timeout: 30_000 });
  await snap(analyst, 'backoffice-dashboard-1440');

  // the GGR report by currency agrees, and so does its CSV
  await analyst.getByRole('link', { name: 'Reports' }).click();
  await analyst.getByTestId('report-by').selectOption('currency');
  const today = new Date().toISOString().slice(0, 10);
  const row = analyst.getByRole('row').filter({ hasText: today }).filter({ hasText: 'EUR' }).first();
  await expect(async () => {
    await analyst.getByTestId('report-by').selectOption('game');
    await analyst.getByTestId('report-by').selectOption('currency');
    const eur = eurOf(await todayFigures(analyst));
    await expect(row).toContainText(money(eur.ggr), { timeout: 2_000 });
    const csv = await analyst.request.get(`/api/admin/reports/ggr.csv?from=${today}&to=${today}&by=currency`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(
      `${today},EUR,${(eur.bets / 100).toFixed(2)},${(eur.wins / 100).toFixed(2)},${(eur.ggr / 100).toFixed(2)}`,
    );
  }).toPass({ timeout: 90_000 });
  await snap(analyst, 'backoffice-reports-1440');

  // a player's session means nothing on the back office's API
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(401);

  // the dashboard on a phone still works (desktop-first)
  await analyst.setViewportSize(VIEWPORTS.mobile);
  await analyst.goto('/admin/dashboard');
  await expect(async () => {
    await analyst.reload();
    const eur = eurOf(await todayFigures(analyst));
    await expect(analyst.getByTestId('dash-today-ggr')).toHaveText(money(eur.ggr), { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await snap(analyst, 'backoffice-dashboard-390');
});
