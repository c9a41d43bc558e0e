import { expect, test } from './fixtures';
import type { FrameLocator } from '@playwright/test';
import { centavos, money } from './support';

const GAME = 'Speed 3D 1 min';
const STAKE = 1000;

/** Buys the ticket on the page; one tapped in the last seconds of a sale is bought again for the next draw, as a player would. */
async function buyTicket(lottery: FrameLocator) {
  await lottery.getByRole('button', { name: 'Buy ticket' }).click();
  const status = lottery.getByRole('status');
  await expect(status).toContainText(/Ticket bought for draw|This draw has closed/);
  if (/closed/.test(await status.innerText())) {
    // The page moved on to the next draw, and so does the player.
    await lottery.getByRole('button', { name: 'Buy ticket' }).click();
    await expect(status).toContainText('Ticket bought for draw');
  }
}

test('a trial player opens the e-lottery from the lobby, buys a ticket, sees it drawn and paid, and finds it in the record', async ({
  page,
}) => {
  // A one-minute game: the draw comes at most 70 s after the ticket is bought.
  test.setTimeout(150_000);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText('₱2,000.00');
  const before = 200_000;

  // The lobby's E-lottery entry opens the TCG_SEA lottery lobby, embedded full screen.
  await page.goto('/m/game');
  await page.getByRole('tablist', { name: 'Game categories' }).getByRole('tab', { name: 'E-lottery' }).click();
  await expect(page).toHaveURL(/\/m\/lotto-h5\?.*prize_mode=SEA/);
  const lottery = page.frameLocator('iframe[title="TCG Lottery"]');
  await expect(lottery.getByRole('tab', { name: 'Fast draws' })).toHaveAttribute('aria-selected', 'true');

  // One game: a lucky pick, a ticket for the draw on sale, the stake taken at once.
  await lottery.getByRole('button', { name: new RegExp(`^${GAME}`) }).click();
  await expect(lottery.getByRole('heading', { name: GAME })).toBeVisible();
  await expect(lottery.getByText(/Server seed hash/)).toBeVisible();
  await lottery.getByRole('button', { name: 'Lucky pick' }).click();
  await lottery.getByLabel('Stake').selectOption(String(STAKE));
  await buyTicket(lottery);
  await expect(lottery.locator('#balance')).toHaveText(money(before - STAKE));
  const ticket = lottery.locator('#tickets li').first();
  await expect(ticket).toContainText('Awaiting draw');

  // The draw: the ticket is settled, the result and its seed are published.
  await expect(ticket).not.toContainText('Awaiting draw', { timeout: 100_000 });
  const outcome = await ticket.innerText();
  const win = /Won/.test(outcome) ? centavos(/Won (₱[\d,.]+)/.exec(outcome)![1]!) : 0;
  await expect(lottery.locator('#balance')).toHaveText(money(before - STAKE + win));
  await expect(lottery.locator('#results li').first()).toContainText('Seed:');

  // Closing goes home (the launch carried pageBack), where the balance is fresh.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText(money(before - STAKE + win));

  // The ticket is a round in the betting record.
  await page.goto('/m/gameRecord');
  await expect(page.getByRole('button', { name: new RegExp(`^${GAME}`) }).first()).toBeVisible();
});

test('a trial player picks six numbers in a classic lotto, finds the ticket awaiting its draw in the record, and cancels it', async ({
  page,
}) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The lobby's Lottery category lists the lotto games; one opens straight into its ticket office.
  await page.goto('/m/game?activeType=LOTT');
  await page.getByRole('button', { name: 'Pinoy Lotto 6/42', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/lotto-h5\?.*playType=trad/);
  const lottery = page.frameLocator('iframe[title="Pinoy Lotto 6/42"]');
  await expect(lottery.getByRole('heading', { name: 'Pinoy Lotto 6/42' })).toBeVisible();

  // Six numbers, one at a time; a seventh is not taken.
  const numbers = lottery.getByRole('group', { name: 'Your numbers' });
  for (const n of ['07', '14', '21', '28', '35', '42', '03']) await numbers.getByRole('button', { name: n, exact: true }).click();
  await expect(lottery.getByText('6 of 6 chosen')).toBeVisible();
  await expect(numbers.getByRole('button', { name: '03', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await lottery.getByLabel('Stake').selectOption('2000');
  await buyTicket(lottery);
  await expect(lottery.locator('#balance')).toHaveText(money(200_000 - 2000));
  await expect(lottery.locator('#tickets li').first()).toContainText('Awaiting draw');

  // Closing without pageBack goes to the lobby; the record shows the ticket awaiting its result.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/game/);
  await page.goto('/m/gameRecord');
  const order = page.getByRole('button', { name: /^Pinoy Lotto 6\/42/ }).first();
  await expect(order).toContainText('Awaiting result');

  // The draw still sells: the ticket can be cancelled from the record, once confirmed.
  await order.click();
  const details = page.getByRole('dialog', { name: 'Round details' });
  await details.getByRole('button', { name: 'Cancel this bet' }).click();
  await expect(details.getByText(/The stake comes back to your balance\. You can cancel until/)).toBeVisible();
  await details.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Bet cancelled, stake refunded')).toBeVisible();
  await expect(details.getByText('Rollback')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /^Pinoy Lotto 6\/42/ }).first()).toContainText('Refunded');
  await page.goto('/m/home');
  await expect(page.getByLabel('Balance').first()).toHaveText('₱2,000.00');
});
