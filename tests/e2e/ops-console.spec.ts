import type { ChildProcess } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from '@playwright/test';
import { consolePlatform } from './ops-server';

/**
 * The back-office console (issue 15) at /ops: the first admin, made by the command, enrols an
 * authenticator and creates a cashier, who enrols their own and sees only what a cashier may.
 * Codes are computed from the key the console shows, as an authenticator app would.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

let platform: { oneTimePassword: string; server: ChildProcess; baseURL: string };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await consolePlatform('root');
});

test.afterAll(() => {
  platform?.server.kill();
});

/** The code an authenticator app shows for the key the enrolment step displays. */
async function codeFromShownKey(page: Page): Promise<string> {
  const secret = (await page.locator('.ops-secret').textContent()) ?? '';
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** A first sign-in with a one-time password: the authenticator enrolled, the staff member's own password chosen. */
async function firstSignIn(page: Page, username: string, oneTimePassword: string, newPassword: string): Promise<void> {
  await page.goto(`${platform.baseURL}/ops`);
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(oneTimePassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await codeFromShownKey(page));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
}

test('an admin creates a cashier with TOTP', async ({ page }) => {
  await firstSignIn(page, 'root', platform.oneTimePassword, 'root-chooses-a-long-password');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/ops\/staff$/);

  const form = page.getByRole('form', { name: 'Create a staff member' });
  await form.getByLabel('Username', { exact: true }).fill('cashier.one');
  await form.getByLabel('Cashier', { exact: true }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'cashier.one was created' })).toBeVisible();
  const cashierPassword = (await page.locator('.ops-copy code').textContent()) ?? '';
  expect(cashierPassword.length).toBeGreaterThanOrEqual(12);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'cashier.one', exact: true }) });
  await expect(row.getByRole('cell', { name: 'Cashier', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Not yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(cashierPassword)).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await firstSignIn(page, 'cashier.one', cashierPassword, 'cashier-own-long-password');
  await expect(page.getByText('Your roles: Cashier')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto(`${platform.baseURL}/ops/staff`);
  await expect(page).toHaveURL(/\/ops$/);
  // The server, not only the console, refuses a cashier the staff list.
  const [token, device] = await page.evaluate(() => [sessionStorage.getItem('opsToken'), localStorage.getItem('opsDevice')]);
  const refused = await page.request.get(`${platform.baseURL}/ops/api/staff`, {
    headers: { authorization: `Bearer ${token}`, 'x-staff-device': device ?? '' },
  });
  expect(refused.status()).toBe(403);
});
