import { consolePage } from './console';
import { expect, test, type Page } from './fixtures';
import { newPlayer, registerNewPlayer } from './players';

/**
 * The console's player view (issue 15): a cashier finds a new player and credits a goodwill
 * adjustment, which is in the player's balance at once; a larger one waits until a second staff
 * member approves it, and the audit trail shows both with their reasons.
 */

// A new player's registration and two staff members' enrolments: longer than one screen's story.
test.describe.configure({ timeout: 120_000 });

/** A screen from the console's navigation (the home screen lists the same links). */
async function navTo(console: Page, name: string): Promise<void> {
  await console.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click();
}

/** Sends one adjustment from the player's page; the notice it answers with. */
async function adjust(console: Page, pesos: string, reason: string): Promise<string> {
  await console.getByRole('button', { name: 'New adjustment' }).click();
  const form = console.getByRole('form', { name: 'Manual adjustment' });
  await form.getByLabel('Credit (add to the balance)').check();
  await form.getByLabel('Amount (₱)').fill(pesos);
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Send adjustment' }).click();
  const notice = console.getByRole('status').filter({ hasText: /^Adjustment A\d+/ });
  await expect(notice).toBeVisible();
  return (await notice.textContent()) ?? '';
}

test('a cashier credits a goodwill adjustment, and one above the threshold waits for a second staff member’s approval', async ({
  page,
  browser,
}) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await expect(page.getByLabel('Balance').first()).toHaveText('₱0.00');

  const cashier = await consolePage(browser, ['cashier']);
  await navTo(cashier.page, 'Players');
  await cashier.page.getByLabel('Username or mobile number (the start is enough)').fill(player.username);
  await cashier.page.getByRole('button', { name: 'Find' }).click();
  await cashier.page.getByRole('link', { name: player.username, exact: true }).click();
  await expect(cashier.page.getByRole('heading', { name: `Player ${player.username}` })).toBeVisible();

  const small = await adjust(cashier.page, '250', 'Goodwill for a stuck game');
  expect(small).toMatch(/^Adjustment A\d+ applied: ₱250\.00\.$/);
  await page.reload();
  await expect(page.getByLabel('Balance').first()).toHaveText('₱250.00');

  const large = await adjust(cashier.page, '15,000', 'Jackpot paid by hand');
  expect(large).toContain('waits for another staff member');
  const adjustmentId = /A\d+/.exec(large)![0];
  await cashier.context.close();

  const approver = await consolePage(browser, ['riskCompliance']);
  await navTo(approver.page, 'Adjustments to approve');
  await approver.page.getByRole('button', { name: `Approve ${adjustmentId}`, exact: true }).click();
  const confirm = approver.page.getByRole('form', { name: new RegExp(`^Approve ${adjustmentId}:`) });
  await confirm.getByLabel('Reason').fill('Jackpot checked in the vendor report');
  await confirm.getByRole('button', { name: 'Approve: move the money' }).click();
  await expect(approver.page.getByText(`${adjustmentId} approved: the money moved.`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Balance').first()).toHaveText('₱15,250.00');

  // The approver's audit trail of the player: each step with who and why.
  await approver.page.goto(`/ops/players/${player.username}`);
  await approver.page.getByRole('tab', { name: 'Audit trail' }).click();
  const trail = approver.page.getByRole('table', { name: 'Audit trail' });
  await expect(trail.getByRole('row', { name: /adjustment\.approved/ })).toContainText('Jackpot checked in the vendor report');
  await expect(trail.getByRole('row', { name: /adjustment\.requested/ }).first()).toContainText('Staff:');
  await approver.context.close();
});

test('a player who lost their password gets a one-time password from support, and chooses their own before anything else', async ({
  page,
  browser,
}) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);

  const support = await consolePage(browser, ['supportAgent']);
  await support.page.goto(`/ops/players/${player.username}`);
  const section = support.page.getByRole('region', { name: 'Password' });
  await section.getByLabel('Reason (how the caller proved who they are)').fill('Caller gave birthday and last deposit');
  await section.getByRole('button', { name: 'Give a one-time password' }).click();
  await expect(section.getByText(/^Read it to the player now/)).toBeVisible();
  const oneTimePassword = (await section.locator('code').textContent())!;
  await support.context.close();

  // The player's session ended with the reset: the phone is back to a visitor's home.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(oneTimePassword);
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(
    page.getByText('The password customer service gave you works only once. Choose your own password to continue.'),
  ).toBeVisible();
  await expect(page.getByLabel('Old password')).toHaveCount(0);

  // Nothing else opens until the password is the player's own; a reload forgets the password typed
  // at the login (it is held in memory only), so the old password is asked for.
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await page.getByLabel('Old password').fill(oneTimePassword);
  await page.getByLabel('New password', { exact: true }).fill('Sariling-Password-9');
  await page.getByLabel('Confirm new password').fill('Sariling-Password-9');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText('₱0.00');
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('button', { name: 'Confirm deposit' })).toBeVisible();
});
