import { expect, type Page } from './fixtures';

/** The payment password the stories' players choose. */
export const PIN = '482915';

/**
 * A verified player's first visit to the withdraw page (already open): the payment password set,
 * then a GCash wallet bound in the verified name, Juan Dela Cruz.
 */
export async function setUpPayouts(page: Page, loginPassword: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Set a payment password' })).toBeVisible();
  await page.getByLabel('New payment password (6 digits)').fill(PIN);
  await page.getByLabel('Confirm payment password').fill(PIN);
  await page.getByLabel('Login password').fill(loginPassword);
  await page.getByRole('button', { name: 'Save payment password' }).click();

  await expect(page.getByRole('heading', { name: 'Add a payout account' })).toBeVisible();
  await page.getByLabel('Bank or e-wallet').selectOption({ label: 'GCash' });
  await page.getByLabel('Account name').fill('JUAN DELA CRUZ');
  await page.getByLabel('Mobile number of the wallet').fill('09171234567');
  await page.getByLabel('Payment password').fill(PIN);
  await page.getByRole('button', { name: 'Add account' }).click();
}

/** Asks for `pesos` from the withdraw form, to the bound account. */
export async function requestWithdrawal(page: Page, pesos: string): Promise<void> {
  await page.getByLabel('Amount to withdraw (₱)').fill(pesos);
  await page.getByLabel('Payment password').fill(PIN);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
}
