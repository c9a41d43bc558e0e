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
