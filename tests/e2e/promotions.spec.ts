import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { ops } from './ops';
import { newPlayer, registerNewPlayer } from './players';

/**
 * Promotions (/m/activity) as players meet them. Each story registers a member of its own: the demo
 * player's balance is read by other stories, and a check-in would change it.
 */
const CHECK_IN = 'Daily check-in: ₱10 every day';
const BIRTHDAY = 'Birthday bonus: ₱500 (apply in your birthday month)';

/** A promotion's card, found by its title. */
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

/** A new member applies for the birthday bonus; answers the application's id in the operator's queue. */
async function applyForBirthday(page: Page): Promise<string> {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await page.goto('/m/activity');
  await card(page, BIRTHDAY)
    .getByRole('button', { name: `Join: ${BIRTHDAY}` })
    .click();
  await expect(page.getByText('Application sent')).toBeVisible();
  await expect(card(page, BIRTHDAY).getByText('Applying')).toBeVisible();
  const queue = await ops('promotion-applications');
  const line = queue.split('\n').find((l) => l.includes(player.username));
  const applicationId = /^(A\d+)\s+applying/.exec(line ?? '')?.[1];
  expect(applicationId, queue).toBeDefined();
  return applicationId!;
}

async function homeBalance(page: Page, expected: string): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByLabel('Balance').first()).toHaveText(expected);
}

test('a visitor sees the promotions, and claiming one asks them to log in first', async ({ page }) => {
  await page.goto('/m/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(card(page, 'Welcome bonus: 100% up to ₱1,000')).toBeVisible();
  await card(page, CHECK_IN)
    .getByRole('button', { name: `Claim: ${CHECK_IN}` })
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a member claims the daily check-in and sees it in the transaction history', async ({ page }) => {
  await registerNewPlayer(page, newPlayer());
  await page.goto('/m/activity');
  const checkIn = card(page, CHECK_IN);
  await expect(checkIn.getByText('Ready to claim: ₱10.00')).toBeVisible();
  await checkIn.getByRole('button', { name: `Claim: ${CHECK_IN}` }).click();
  await expect(page.getByText('Claimed: the bonus is in your balance')).toBeVisible();
  await expect(checkIn.getByText('Signed')).toBeVisible();
  await expect(checkIn.getByText('Paid: ₱10.00')).toBeVisible();
  await expect(checkIn.getByRole('button')).toHaveCount(0);

  // Once a day: after a reload it still says so, with nothing to press.
  await page.reload();
  await expect(card(page, CHECK_IN).getByText('Signed')).toBeVisible();

  await page.goto('/m/transactions');
  const first = page.getByRole('listitem').first();
  await expect(first.getByText('Daily check-in')).toBeVisible();
  await expect(first.getByText('+₱10.00')).toBeVisible();
  await homeBalance(page, '₱10.00');
});

test('a member applies for the birthday bonus, the operator approves it, and the member claims ₱500', async ({ page }) => {
  const applicationId = await applyForBirthday(page);
  expect(await ops('approve-promotion', applicationId)).toMatch(new RegExp(`${applicationId}\\s+approved`));

  await page.reload();
  const birthday = card(page, BIRTHDAY);
  await expect(birthday.getByText('Issued')).toBeVisible();
  await birthday.getByRole('button', { name: `Claim: ${BIRTHDAY}` }).click();
  await expect(birthday.getByText('Claimed')).toBeVisible();
  await homeBalance(page, '₱500.00');
});

test('a rejected application shows the operator’s reason in its details', async ({ page }) => {
  const applicationId = await applyForBirthday(page);
  await ops('reject-promotion', applicationId, '--reason', 'Your birthday is in another month');

  await page.reload();
  await card(page, BIRTHDAY).getByRole('link', { name: BIRTHDAY }).click();
  const details = page.getByRole('dialog', { name: BIRTHDAY });
  await expect(details.getByText('Rejected')).toBeVisible();
  await expect(details.getByText('Reason: Your birthday is in another month')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/m\/activity$/);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the promotions page and its details pass axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('theme', JSON.stringify(chosen)), theme);
    await registerNewPlayer(page, newPlayer());
    await page.goto('/m/activity');
    await card(page, CHECK_IN)
      .getByRole('button', { name: `Claim: ${CHECK_IN}` })
      .click();
    await expect(card(page, CHECK_IN).getByText('Signed')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await card(page, CHECK_IN).getByRole('link', { name: CHECK_IN }).click();
    await expect(page.getByRole('dialog', { name: CHECK_IN })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
