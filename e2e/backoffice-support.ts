import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { snap } from './support';

/** the current code of an operator's authenticator app */
export const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/**
 * An operator's first sign-in: the password, then the enrolment step, which shows the new TOTP secret;
 * types its current code. `shot` photographs the enrolment step; `attached` suits a phone, where the
 * "Signed in as" line sits in the folded menu. Returns the secret.
 */
export async function signInFirstTime(
  page: Page,
  email: string,
  password: string,
  options: { shot?: string; attached?: boolean; timeout?: number } = {},
) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  if (options.shot) await snap(page, options.shot);
  await page.getByLabel('Code from your authenticator app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  const signedIn = page.getByText(`Signed in as ${email}`);
  if (options.attached) await expect(signedIn).toBeAttached({ timeout: options.timeout });
  else await expect(signedIn).toBeVisible({ timeout: options.timeout });
  return secret;
}
