import { expect, type Page } from '@playwright/test';

/** Helpers of the cashier journeys: a signed-up player with a complete profile, money and operator steps. */
export const OPERATOR = { authorization: 'Bearer e2e-operator-token-0123456789' };
export const APPROVE_CARD = { number: '4242 4242 4242 4242', holder: 'Test Player', expiry: '12/30', cvc: '123' };
export const DECLINE_CARD = { ...APPROVE_CARD, number: '4000 0000 0000 0002' };
export const BANK = { iban: 'DE89370400440532013000', holder: 'Test Player' };

async function waitForCaptcha(page: Page) {
  await page.waitForFunction(() => {
    const w = document.querySelector('altcha-widget') as (HTMLElement & { getState?: () => string }) | null;
    return w?.getState?.() === 'verified';
  });
}

/** Signs up through the form (the captcha needs the browser), completes the profile over the API; returns the player id. */
export async function signUpWithProfile(page: Page, prefix: string): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const login = `${prefix}${stamp}`.slice(0, 17);
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(`${login}@fortuna.test`);
  await page.getByLabel('Nickname').fill(login);
  await page.getByLabel('Password', { exact: true }).fill('Secret-pass1');
  await page.getByLabel('Repeat password').fill('Secret-pass1');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  const profile = await page.request.put('/api/player/profile', {
    data: { name: 'Anna', surname: 'Smith', birthDate: '1990-05-17', country: 'GB', phoneCode: '+44', phone: '7700900123', city: 'London' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const info = await (await page.request.get('/api/player/info')).json();
  expect(info).toMatchObject({ auth: true, profileComplete: true });
  return info.id as string;
}

/** The operator marks the player verified (cash-out verification), as `npm run operator -- player verify` does. */
export async function verifyPlayer(page: Page, playerId: string) {
  const res = await page.request.post(`/api/operator/players/${playerId}/verify`, { headers: OPERATOR, data: { note: 'e2e' } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function operatorStep(page: Page, paymentId: string, step: 'approve' | 'settle' | 'reject', reason?: number) {
  const res = await page.request.post(`/api/operator/payments/${paymentId}/${step}`, {
    headers: OPERATOR,
    ...(step === 'reject' ? { data: { reason } } : {}),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** the wallet's balance in minor units (GET /api/player/balances, first item) */
export async function balance(page: Page): Promise<number | undefined> {
  const res = await page.request.get('/api/player/balances');
  return res.ok() ? (await res.json())[0]?.balance : undefined;
}

/** A sandbox deposit over the API; waits until the provider's callback has settled it. */
export async function depositByApi(page: Page, amount: number, card = APPROVE_CARD): Promise<{ id: string; status: string }> {
  const res = await page.request.post('/api/cashier/deposit', { data: { paymentSystem: 'sandbox-card', amount, card } });
  expect(res.status(), await res.text()).toBe(200);
  const payment = await res.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/cashier/payment/${payment.id}`)).json()).status)
    .not.toMatch(/^(init|processing)$/);
  return (await page.request.get(`/api/cashier/payment/${payment.id}`)).json();
}

/** A withdrawal over the API: by card to the player's first payout method (a card they deposited with), or by bank. */
export async function withdrawByApi(page: Page, system: 'card' | 'bank', amount: number): Promise<string> {
  const methodId = system === 'card' ? (await (await page.request.get('/api/cashier/frame')).json()).payoutMethods[0]?.id : undefined;
  const body =
    system === 'card' ? { paymentSystem: 'sandbox-card', amount, methodId } : { paymentSystem: 'sandbox-bank', amount, bank: BANK };
  const res = await page.request.post('/api/cashier/withdrawal', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).id as string;
}

/** A signed-up player with a deposit who is not verified yet, so that a withdrawal is refused. Returns the player's id. */
export async function signUpUnverifiedWithDeposit(page: Page, prefix: string, amount: number): Promise<string> {
  const playerId = await signUpWithProfile(page, prefix);
  await depositByApi(page, amount);
  const early = await page.request.post('/api/cashier/withdrawal', { data: { paymentSystem: 'sandbox-bank', amount: 1_000, bank: BANK } });
  expect(early.status()).toBeGreaterThanOrEqual(400);
  return playerId;
}

/** Today as the history calendars see it (UTC day). */
export const utcToday = () => new Date().toISOString().slice(0, 10);
