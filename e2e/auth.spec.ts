import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { mailboxUrl, snap, VIEWPORTS } from './support';

/**
 * The account journey of issue 5, in French: sign up → confirm the email from the sandbox mailbox →
 * log out → log in → enable 2FA → log in with a TOTP code → forgot password → reset → log in with
 * the new password (and a recovery code, since 2FA stays on).
 */
const stamp = Date.now().toString(36);
const player = {
  email: `e2e-${stamp}@fortuna.test`,
  login: `joueur${stamp}`.slice(0, 17),
  password: 'Secret-pass1',
  newPassword: 'Nouveau-pass2',
};

async function waitForCaptcha(page: Page) {
  await page.waitForFunction(() => {
    const w = document.querySelector('altcha-widget') as (HTMLElement & { getState?: () => string }) | null;
    return w?.getState?.() === 'verified';
  });
}

async function openMail(page: Page, to: string, kind: 'confirm/email' | 'reset/password') {
  // the printed link: the key sets the mailbox cookie and the page redirects to /dev/mailbox
  await page.goto(mailboxUrl);
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  const mail = page
    .getByTestId('mail')
    .filter({ has: page.getByTestId('mail-to').getByText(to, { exact: true }) })
    .filter({ has: page.locator(`a[href*="/${kind}/"]`) })
    .first();
  await expect(mail).toBeVisible();
  const href = await mail.getByTestId('mail-link').getAttribute('href');
  expect(href).toContain(`/fr/${kind}/`);
  await page.goto(href!);
}

async function login(page: Page, password: string) {
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('E-mail ou pseudo').fill(player.email);
  await modal.getByLabel('Mot de passe', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Se connecter' }).click();
}

async function nextTotp(secret: string): Promise<string> {
  // the server accepts one step either side and refuses a step already used: the next step's code
  // is newer than the one that enabled 2FA, with no wait for the clock to move on
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
}

async function playerInfo(page: Page) {
  const res = await page.request.get('/api/player/info');
  return res.ok() ? res.json() : null;
}

test('sign-up screenshots and a field error', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/fr/inscription');
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
  // sandbox payments are on in the e2e server: every page says so
  await expect(page.getByTestId('sandbox-bar')).toContainText('Bac à sable : aucun argent réel');
  await waitForCaptcha(page);
  await snap(page, 'auth-sign-up-mobile');
  await page.setViewportSize(VIEWPORTS.desktop);
  await snap(page, 'auth-sign-up-desktop');
  await page.getByLabel('E-mail').fill('pas-un-email');
  await page.getByLabel('Pseudo').fill('ab');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
  await expect(page.getByText('Le pseudo doit comporter de 5 à 17 caractères.')).toBeVisible();
  await expect(page.getByText('Veuillez accepter les conditions générales.')).toBeVisible();
  await snap(page, 'auth-sign-up-field-error');
});

test('the whole account journey in French', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);

  // sign up
  await page.goto('/fr/inscription');
  await page.getByLabel('E-mail').fill(player.email);
  await page.getByLabel('Pseudo').fill(player.login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(player.password);
  await page.getByLabel('Répétez le mot de passe').fill(player.password);
  await page.getByLabel('Date de naissance').fill('1990-05-17');
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  expect(await playerInfo(page)).toMatchObject({ auth: true, login: player.login, language: 'fr', emailConfirmed: false });

  // confirm the email from the sandbox mailbox
  await openMail(page, player.email, 'confirm/email');
  await expect(page).toHaveURL(/\/fr$/);
  await expect.poll(async () => (await playerInfo(page))?.emailConfirmed).toBe(true);

  // log out, then log in through a protected page (the server remembers where we wanted to go)
  await page.goto('/fr/joueur/security');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  expect(await playerInfo(page)).toBeNull();
  await page.goto('/fr/joueur/security');
  await login(page, player.password);
  await expect(page).toHaveURL(/\/fr\/joueur\/security$/);

  // enable 2FA
  const settings = page.getByTestId('two-factor-settings');
  await settings.getByRole('button', { name: 'Activer la double authentification' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await settings.getByLabel('Code à 6 chiffres').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await settings.getByRole('button', { name: 'Confirmer et activer' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  expect(codes).toHaveLength(10);

  // log in with a TOTP code
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto('/fr/joueur/security');
  await login(page, player.password);
  const twoFactor = page.getByTestId('two-factor-modal');
  await expect(twoFactor).toBeVisible();
  await twoFactor.getByLabel('Code de vérification').fill(await nextTotp(secret));
  await twoFactor.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('Activée')).toBeVisible();
  expect((await playerInfo(page))?.auth).toBe(true);

  // forgot password → reset → log in with the new password
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto('/fr/joueur/security');
  await page.getByTestId('login-modal').getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = page.getByTestId('forgot-modal');
  await forgot.getByLabel('E-mail').fill(player.email);
  await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(forgot.getByText(/lien de réinitialisation est en route/)).toBeVisible();
  await openMail(page, player.email, 'reset/password');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(player.newPassword);
  await page.getByLabel('Répétez le nouveau mot de passe').fill(player.newPassword);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await login(page, player.newPassword);
  await expect(twoFactor).toBeVisible();
  await twoFactor.getByLabel('Code de vérification').fill(codes[0]);
  await twoFactor.getByRole('button', { name: 'Vérifier' }).click();
  await expect.poll(async () => (await playerInfo(page))?.auth).toBe(true);
});

test('a protected page asked for while signed out is opened after login (server-side redirect cookie)', async ({ page }) => {
  test.setTimeout(90_000);
  const me = { email: `e2e-r-${stamp}@fortuna.test`, login: `redir${stamp}`.slice(0, 17), password: 'Secret-pass1' };
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/fr/inscription');
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('Pseudo').fill(me.login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(me.password);
  await page.getByLabel('Répétez le mot de passe').fill(me.password);
  await page.getByLabel('Date de naissance').fill('1991-03-02');
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await page.request.post('/api/logout', { headers: { 'content-type': 'application/json' } });

  await page.goto('/fr/joueur/auth-log');
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/fr');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('E-mail ou pseudo').fill(me.login);
  await modal.getByLabel('Mot de passe', { exact: true }).fill(me.password);
  await modal.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/joueur\/auth-log$/);
  await expect(page.getByTestId('auth-log')).toBeVisible();
  await snap(page, 'auth-log-desktop');
});
