import { expect, type Page } from '@playwright/test';

/** Centavos as the app and the house games show them: ₱1,234.50. */
export const money = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** A shown amount back in centavos. */
export const centavos = (text: string) => Math.round(Number(text.replace(/[₱,]/g, '')) * 100);

export const DEMO = { username: 'demo', password: 'demo1234', balance: '₱10,000.00' };

/** What a trial player is told where only a real account may go (SPEC: free_reject). */
export const TRIAL_REJECT = 'Please login an actual account to use this function';

/**
 * A trial player who types `path` is turned away with the refusal. It is a toast of a few seconds:
 * a login pop-up that came up on home in the meantime, or a busy machine, may keep it from being
 * seen, so the address is typed again until it is.
 */
export async function expectTrialTurnedAway(page: Page, path: string): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(TRIAL_REJECT)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** Logs in through the login page, as a player would, and waits for home. */
/** `origin`: for a page with no baseURL (the Electron shell's window), the platform's own. */
export async function logInAs(page: Page, username = DEMO.username, password = DEMO.password, origin = ''): Promise<void> {
  await page.goto(`${origin}/m/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

export async function sessionInfo(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
}

/** Pays a GCash deposit through the sandbox provider's checkout and waits until it is credited. */
export async function depositWithGcash(page: Page, pesos: string): Promise<void> {
  await page.goto('/m/voucherCenter');
  await page.getByLabel('Amount (₱)').fill(pesos);
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await expect(page.getByText('Deposit completed')).toBeVisible();
}
