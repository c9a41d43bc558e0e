import { expect, test, type Page } from './fixtures';
import { ops } from './ops';
import { requestWithdrawal, setUpPayouts } from './payouts';
import { newPlayer, registerNewPlayer } from './players';
import { expectTrialTurnedAway } from './support';

/**
 * A new player takes winnings out: deposits with GCash, is verified by a KYC reviewer, sets a
 * payment password, binds a GCash wallet in their own name, withdraws, and an operator
 * approves it with npm run ops; the Xendit-shaped provider pays it.
 */
async function depositWithGcash(page: Page, pesos: string): Promise<void> {
  await page.goto('/m/voucherCenter');
  await page.getByLabel('Amount (₱)').fill(pesos);
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await expect(page.getByText('Deposit completed')).toBeVisible();
}

test('a verified player withdraws to a bound GCash wallet with the payment password, and the operator’s approval pays it', async ({
  page,
}) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await depositWithGcash(page, '2000');

  // Not verified yet: the withdraw page says so and where to go, and offers no form.
  await page.goto('/m/withdraw');
  await expect(page.getByRole('heading', { name: 'Verify your identity first' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await ops('verify-kyc', player.username, '--name', 'Juan Dela Cruz');

  await page.reload();
  await setUpPayouts(page, player.password);
  await expect(page.getByText('You can withdraw ₱2,000.00 now.')).toBeVisible();
  await requestWithdrawal(page, '1500');

  const listed = await ops('withdrawals', '--status', 'pending');
  const withdrawalId = listed
    .split('\n')
    .find((line) => line.includes(player.username))!
    .split(/\s+/)[0]!;
  expect(await ops('approve-withdrawal', withdrawalId)).toContain(withdrawalId);

  await page.goto('/m/withdrawRecords');
  const row = page.getByRole('main').getByRole('listitem').first();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Paid', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('₱1,500.00');

  await page.goto('/m/transactions');
  const lines = page.getByRole('main').getByRole('listitem');
  await expect(lines.first()).toContainText('Held for withdrawal');
  await expect(lines.first()).toContainText('₱1,500.00');
  await page.goto('/m/home');
  await expect(page.getByLabel('Balance').first()).toHaveText('₱500.00');
});

test('a trial player is turned away from withdrawals too', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectTrialTurnedAway(page, '/m/withdraw');
});
