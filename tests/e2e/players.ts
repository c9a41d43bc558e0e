import { expect, type Page } from './fixtures';
import { latestCodeFor, shownCaptchaAnswer } from './outbox';

/** New players for stories that must not touch the demo player's balance (other stories read it). */
export function birthdayYearsAgo(years: number, extraDays = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + extraDays);
  return d.toISOString().slice(0, 10);
}

/**
 * Numbers no other worker hands out: each worker of the run (TEST_WORKER_INDEX, never reused) has a
 * block of 20,000 (fifty blocks, six digits), started at a point that differs from run to run.
 */
let seq = (Number(process.env.TEST_WORKER_INDEX ?? 0) % 50) * 20_000 + (Date.now() % 10_000);
export function newPlayer() {
  seq += 1;
  const mobileNum = `9175${String(seq).padStart(6, '0')}`;
  return { username: `juan${seq}`, password: 'Mabuhay-2026!', mobileNum, e164: `+63${mobileNum}` };
}

export async function fillRegistration(page: Page, player: ReturnType<typeof newPlayer>, birthday = birthdayYearsAgo(30)) {
  await page.goto('/m/register');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Confirm password').fill(player.password);
  await page.getByLabel('Mobile number').fill(player.mobileNum);
  await page.getByLabel('Birthday').fill(birthday);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestCodeFor(page.request, player.e164));
  await page.getByLabel('Captcha', { exact: true }).fill(await shownCaptchaAnswer(page));
}

/** Registers a new player through the form and lands, logged in, on home. */
export async function registerNewPlayer(page: Page, player: ReturnType<typeof newPlayer>) {
  await fillRegistration(page, player);
  await page.getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}
