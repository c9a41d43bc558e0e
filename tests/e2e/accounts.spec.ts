import { expect, test } from './fixtures';
import { latestCodeFor, shownCaptchaAnswer } from './outbox';
import { birthdayYearsAgo, fillRegistration, newPlayer, registerNewPlayer } from './players';
import { DEMO, logInAs } from './support';

test('a new player registers with an SMS code and a captcha, signs out and logs back in', async ({ page }) => {
  const player = newPlayer();
  await fillRegistration(page, player);
  const register = page.getByRole('button', { name: 'Register', exact: true });
  await expect(register).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }).check();
  await register.click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText('₱0.00');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await logInAs(page, player.username, player.password);
  await expect(page.getByLabel('Balance').first()).toHaveText('₱0.00');
});

test('a player under 21 cannot register', async ({ page }) => {
  const player = newPlayer();
  await fillRegistration(page, player, birthdayYearsAgo(20));
  await page.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('You must be at least 21 years old to register').first()).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('the register button waits for the disclaimer, which names who may not play', async ({ page }) => {
  await page.goto('/m/register');
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
  await expect(page.getByText('Please accept to the disclaimer first')).toBeVisible();
  await expect(page.getByText(/at least 21 years old.*armed forces and police.*restricted-persons list/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }).check();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeEnabled();
});

test('after a wrong password the login asks for a captcha, and the right one lets the player in', async ({ page }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));

  await page.goto('/m/login');
  await expect(page.getByLabel('Captcha', { exact: true })).toHaveCount(0);
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();

  const captcha = page.getByLabel('Captcha', { exact: true });
  await expect(captcha).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await captcha.fill(await shownCaptchaAnswer(page));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the demo player logs in with an SMS code', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'SMS code' }).click();
  await page.getByLabel('Mobile number').fill('9171234567');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestCodeFor(page.request, '+639171234567'));
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText(DEMO.balance);
});

test('a player changes the password and logs in with the new one', async ({ page }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);

  // Opened by its address the page reloads, so the password is no longer held and is asked for.
  await page.goto('/m/changePsw');
  await page.getByLabel('Old password').fill(player.password);
  await page.getByLabel('New password', { exact: true }).fill('Bagong-Araw-2026');
  await page.getByLabel('Confirm new password').fill('Bagong-Araw-2026');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 5_000 });

  await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));
  await logInAs(page, player.username, 'Bagong-Araw-2026');
});

test('a player who forgot the password resets it with an SMS code', async ({ page }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));

  await page.goto('/m/forget');
  await page.getByRole('tab', { name: 'By SMS' }).click();
  await page.getByLabel('Mobile number').fill(player.mobileNum);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestCodeFor(page.request, player.e164));
  await page.getByLabel('New password', { exact: true }).fill('Bagong-Umaga-2026');
  await page.getByLabel('Confirm new password').fill('Bagong-Umaga-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await logInAs(page, player.username, 'Bagong-Umaga-2026');
});
