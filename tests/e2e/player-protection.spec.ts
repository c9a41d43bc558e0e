import { expect, test, type Page } from './fixtures';
import { openGame, shownBalance } from './games';
import { newPlayer, registerNewPlayer } from './players';
import { depositWithGcash, logInAs } from './support';

/**
 * Player protection as a new player meets it (the demo player's balance stays for the other
 * stories): a loss limit holds inside the game, and a self-exclusion closes play even after a new
 * sign-in, while the account stays open to see and withdraw.
 */
const SLOT = 'Perlas ng Silangan Slot';
const balance = (page: Page) => page.getByLabel('Balance').first();

test('a player sets a daily loss limit of ₱3, and a ₱5 spin in the slot is refused with the balance untouched', async ({ page }) => {
  await registerNewPlayer(page, newPlayer());
  await depositWithGcash(page, '100');

  await page.goto('/m/member/protection');
  await page.getByRole('link', { name: 'Deposit, loss, wager and time limits' }).click();
  await expect(page).toHaveURL(/\/m\/member\/protection\/limits$/);
  await page.getByRole('tab', { name: 'Loss' }).click();
  const daily = page.getByRole('region', { name: 'Daily limit' });
  await daily.getByLabel('Daily limit: new amount in pesos').fill('3');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(daily.getByText('In force: ₱3.00')).toBeVisible();

  const game = await openGame(page, SLOT);
  const before = await shownBalance(game);
  expect(before).toBe(10_000);
  await game.getByRole('button', { name: 'Spin' }).click();
  // The operator refused the stake (RS_ERROR_USER_DISABLED): the game says why and takes nothing.
  await expect(game.locator('#message')).toHaveText(
    'Your account cannot bet now (a limit or break you set, or a block by the operator). Your balance is unchanged.',
  );
  await expect(game.locator('#balance')).toHaveText('₱100.00');
  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(balance(page)).toHaveText('₱100.00');
});

test('a player self-excludes for 6 months and can no longer play, even after signing in again', async ({ page }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);

  await page.goto('/m/member/protection/selfExclusion');
  await expect(page.getByRole('radio', { name: '6 months' })).toBeChecked();
  const exclude = page.getByRole('button', { name: 'Exclude me' });
  await expect(exclude).toBeDisabled();
  await page.getByRole('checkbox', { name: /I understand that I cannot undo this for the first 6 months/ }).check();
  await exclude.click();
  const confirm = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' });
  await confirm.getByRole('button', { name: 'Exclude me' }).click();
  await expect(page.getByRole('region', { name: /You have excluded yourself from play until/ })).toBeVisible();
  await expect(page.getByText('It cannot be ended early.')).toBeVisible();

  // A new sign-in: the account opens (to see it and withdraw), the games do not.
  await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));
  await logInAs(page, player.username, player.password);
  await page.goto('/m/home');
  await page
    .getByRole('region', { name: 'Hot games' })
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const search = page.getByRole('dialog', { name: 'Search games' });
  await search.getByRole('searchbox', { name: 'Search games' }).fill(SLOT);
  await search.getByRole('searchbox', { name: 'Search games' }).press('Enter');
  await search.getByRole('region', { name: 'Search results' }).getByRole('button', { name: SLOT, exact: true }).first().click();
  await expect(
    page.getByText('You have excluded yourself from play. You can still sign in to see your account and withdraw your balance.'),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/m\/play/);

  await page.goto('/m/member/protection');
  await expect(page.getByRole('region', { name: /You have excluded yourself from play until/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdraw my balance' })).toBeVisible();
});
