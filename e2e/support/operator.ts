import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInFirstTime } from '../backoffice-support';
import { OPERATOR } from '../cashier-support';
import { VIEWPORTS } from '../support';

export type NewOperator = { email: string; password: string; role: string };

/** An operator made with the operator token, as the CLI would on a stopped server. */
export async function createOperator(request: APIRequestContext, operator: NewOperator) {
  const created = await request.post('/api/admin/operators', { headers: OPERATOR, data: operator });
  expect(created.status(), await created.text()).toBe(200);
}

/** a page in a browser context of its own (its own cookies), desktop-sized unless a width is given */
export async function operatorPage(browser: Browser, width: number = VIEWPORTS.desktop.width): Promise<Page> {
  const context = await browser.newContext({ viewport: { ...VIEWPORTS.desktop, width } });
  return context.newPage();
}

/**
 * A new operator, made with the operator token and signed in for the first time (the TOTP enrolment)
 * on a page of its own. Returns the page and the operator's TOTP secret.
 */
export async function signInNewOperator(
  browser: Browser,
  operator: NewOperator,
  { width, ...signIn }: Parameters<typeof signInFirstTime>[3] & { width?: number } = {},
) {
  const page = await operatorPage(browser, width);
  await createOperator(page.request, operator);
  const secret = await signInFirstTime(page, operator.email, operator.password, signIn);
  return { page, secret };
}

/** An admin, signed in on `admin`, makes another operator in the operators screen and sees it listed. */
export async function createOperatorInScreen(admin: Page, operator: NewOperator) {
  await admin.getByRole('link', { name: 'Operators' }).click();
  await admin.getByLabel('E-mail').fill(operator.email);
  await admin.getByLabel('Password').fill(operator.password);
  await admin.getByLabel('Role', { exact: true }).selectOption(operator.role);
  await admin.getByRole('button', { name: 'Create operator' }).click();
  await expect(admin.getByRole('cell', { name: operator.email })).toBeVisible();
}

/** A new operator of `role` with a made-up address, signed in for the first time on a page of its own at `width`. */
export async function newSignedInOperator(
  browser: Browser,
  role: 'admin' | 'support' | 'payments' | 'compliance' | 'marketing' | 'analyst',
  width: number = VIEWPORTS.desktop.width,
): Promise<Page> {
  const email = `${role}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@ops.test`;
  const { page } = await signInNewOperator(browser, { email, password: 'Operator-pass-1234', role }, { attached: true, width });
  return page;
}
