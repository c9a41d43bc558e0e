import { expect, test } from './fixtures';
import { centavos, DEMO, logInAs, money } from './support';

const SLOT = 'Perlas ng Silangan Slot';

test('a player browses the lobby, finds the slot, keeps it as a favourite, plays it and finds the round in the record', async ({
  page,
}) => {
  await logInAs(page);

  // The lobby: categories switch what is shown.
  await page.goto('/m/game');
  const categories = page.getByRole('tablist', { name: 'Game categories' });
  await categories.getByRole('tab', { name: 'Fishing' }).click();
  await expect(categories.getByRole('tab', { name: 'Fishing' })).toHaveAttribute('aria-selected', 'true');
  await categories.getByRole('tab', { name: 'Slots' }).click();
  await expect(categories.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');

  // Search by name from home, and keep the game as a favourite.
  await page.goto('/m/home');
  await page
    .getByRole('region', { name: 'Hot games' })
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const search = page.getByRole('dialog', { name: 'Search games' });
  await search.getByRole('searchbox', { name: 'Search games' }).fill('perlas ng');
  await search.getByRole('searchbox', { name: 'Search games' }).press('Enter');
  const results = search.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('button', { name: SLOT, exact: true })).toBeVisible();
  await results.getByRole('button', { name: 'Add to favourites' }).first().click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await search.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('region', { name: 'My collection' }).getByRole('button', { name: SLOT, exact: true })).toBeVisible();

  // Launch the slot and spin: the balance moves by exactly stake and win.
  const before = centavos(await page.getByLabel('Balance').first().innerText());
  expect(before).toBe(centavos(DEMO.balance));
  await page.getByRole('region', { name: 'My collection' }).getByRole('button', { name: SLOT, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/play\?/);
  const game = page.frameLocator(`iframe[title="${SLOT}"]`);
  await expect(game.locator('#balance')).toHaveText(money(before));
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#seed')).toContainText('Server seed');
  const message = await game.locator('#message').innerText();
  const win = /You won/.test(message) ? centavos(message.replace('You won', '').trim()) : 0;
  const stake = 500;
  await expect(game.locator('#balance')).toHaveText(money(before - stake + win));

  // Back home, the balance is fresh; the round is in the betting record.
  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText(money(before - stake + win));
  await page.goto('/m/gameRecord');
  await expect(page.getByRole('button', { name: new RegExp(`^${SLOT}`) }).first()).toBeVisible();
});
