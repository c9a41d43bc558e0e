import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';
import { ops } from './ops';
import { newPlayer, registerNewPlayer } from './players';

/**
 * Deposits as a new player makes them (the demo player's balance stays for the other stories):
 * through the PayMongo-shaped provider's hosted page on its own origin, and by bank transfer
 * with a receipt the operator approves from the command line.
 */
const balance = (page: Page) => page.getByLabel('Balance').first();

/** The balance the header shows on home, as the player goes back to play. */
async function homeBalance(page: Page, expected: string): Promise<void> {
  await page.goto('/m/home');
  await expect(balance(page)).toHaveText(expected);
}

/** The result page's own line: "New balance: ₱…". */
const newBalance = (page: Page) => page.getByText('New balance:').locator('strong');

async function newPlayerOnCashier(page: Page): Promise<void> {
  await registerNewPlayer(page, newPlayer());
  await expect(balance(page)).toHaveText('₱0.00');
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
}

/** Confirms the form and lands on the provider's hosted page. */
async function payAtProvider(page: Page, button: 'Authorize test payment' | 'Fail test payment' | 'Let it expire') {
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/checkout\/cs_/);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/m\/depositResult\?depositId=D\d+/);
}

test('a player deposits ₱500 with GCash on the provider’s page and sees the balance up by exactly that', async ({ page }) => {
  await newPlayerOnCashier(page);
  await expect(page.getByRole('radio', { name: 'GCash' })).toBeChecked();
  await page.getByRole('button', { name: '₱500.00' }).click();
  await payAtProvider(page, 'Authorize test payment');
  await expect(page.getByText('Deposit completed')).toBeVisible();
  await expect(page.getByText('₱500.00 was added to your balance.')).toBeVisible();
  await expect(newBalance(page)).toHaveText('₱500.00');
  await homeBalance(page, '₱500.00');
});

test('a declined and an expired payment leave the balance alone, and the records say so', async ({ page }) => {
  await newPlayerOnCashier(page);
  await page.getByRole('button', { name: '₱300.00' }).click();
  await payAtProvider(page, 'Fail test payment');
  await expect(page.getByText('The payment failed')).toBeVisible();
  await expect(page.getByText('The payment was declined.')).toBeVisible();

  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: 'Maya' }).check();
  await page.getByRole('button', { name: '₱100.00' }).click();
  await payAtProvider(page, 'Let it expire');
  await expect(page.getByText('The deposit expired before it was paid')).toBeVisible();

  await page.getByRole('link', { name: 'Deposit records' }).click();
  await expect(page).toHaveURL(/\/m\/depositRecords/);
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(/Maya.*₱100\.00.*Expired/);
  await expect(rows.nth(1)).toContainText(/GCash.*₱300\.00.*Failed/);
  await expect(page.getByText('Credited in this period:').locator('strong')).toHaveText('₱0.00');
  await homeBalance(page, '₱0.00');
});

test('a bank transfer with its receipt is credited once the operator approves it with npm run ops', async ({ page }) => {
  await newPlayerOnCashier(page);
  await page.getByRole('tab', { name: 'Bank transfer' }).click();
  await page.getByLabel('Bank').selectOption({ label: 'BDO Unibank' });
  await page.getByLabel('Amount (₱)').fill('1500');
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(page).toHaveURL(/\/m\/depositResult\?depositId=D\d+/);
  const depositId = new URL(page.url()).searchParams.get('depositId')!;
  await expect(page.getByText('0012 3456 7890')).toBeVisible();

  const slip = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#f4f4f4' } })
    .png()
    .toBuffer();
  await page.getByLabel('Receipt image').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: slip });
  await page.getByLabel('Transfer reference number').fill('IP 2026 1126');
  await page.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page.getByText('Receipt received, waiting for approval')).toBeVisible();

  expect(await ops('deposits', '--status', 'reviewing')).toContain(depositId);
  expect(await ops('approve-deposit', depositId)).toMatch(new RegExp(`${depositId}\\s+completed`));
  await expect(page.getByText('Deposit completed')).toBeVisible({ timeout: 20_000 });
  await expect(newBalance(page)).toHaveText('₱1,500.00');
});

test('a deposit with the welcome promotion credits the bonus beside it', async ({ page }) => {
  await newPlayerOnCashier(page);
  await page.getByLabel('Amount (₱)').fill('1000');
  await page.getByRole('radio', { name: /Welcome bonus/ }).check();
  await payAtProvider(page, 'Authorize test payment');
  await expect(page.getByText('₱1,000.00 and a bonus of ₱1,000.00 were added to your balance.')).toBeVisible();
  await expect(newBalance(page)).toHaveText('₱2,000.00');
});
