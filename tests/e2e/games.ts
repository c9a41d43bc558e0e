import { expect, type FrameLocator, type Page } from '@playwright/test';
import { centavos } from './support';

/** A trial player, as "Play for free" makes one: ₱2,000 of trial credit. */
export async function startTrial(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText('₱2,000.00');
}

/** Finds a game by its exact name from home's search and opens it full screen; its frame. */
export async function openGame(page: Page, name: string): Promise<FrameLocator> {
  await page.goto('/m/home');
  await page
    .getByRole('region', { name: 'Hot games' })
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const search = page.getByRole('dialog', { name: 'Search games' });
  await search.getByRole('searchbox', { name: 'Search games' }).fill(name);
  await search.getByRole('searchbox', { name: 'Search games' }).press('Enter');
  await search.getByRole('region', { name: 'Search results' }).getByRole('button', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/m\/play\?/);
  return page.frameLocator(`iframe[title="${name}"]`);
}

/** The balance a game page shows, in centavos. */
export async function shownBalance(game: FrameLocator): Promise<number> {
  await expect(game.locator('#balance')).toHaveText(/₱/);
  return centavos(await game.locator('#balance').innerText());
}
