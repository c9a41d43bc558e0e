// A fresh visitor, who has not accepted the terms yet: not the other stories' fixture.
import { expect, test, type Page } from '@playwright/test';

/** A line so slow that no script arrives: what the player sees is the page the server sent. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

// Inert until the app draws, the server's screen is not in the accessibility tree: these stories
// look at what is on the screen.
test('a visitor on a slow line sees the login screen and the first visit’s terms before any script arrives', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/m/login');
  const drawn = page.locator('.first-screen');
  await expect(drawn.locator('h1')).toHaveText('Log in');
  await expect(drawn.locator('label', { hasText: 'Username' })).toBeVisible();
  await expect(drawn.locator('.dialog')).toBeVisible();
  await expect(page.locator('.boot-shell')).toBeHidden();
});

test('home opens on its first banner before any script, not on a copy of the last', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/m/home');
  const region = (await page.locator('.first-screen section.banners').boundingBox())!;
  const first = (await page.locator('.first-screen img[alt="Welcome bonus 100%"]').boundingBox())!;
  expect(Math.abs(first.x - region.x)).toBeLessThan(1);
});

test('the app draws the same screen over it, and the form takes input', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.locator('.first-screen')).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'I agree' }).click();
  await page.getByLabel('Username').fill('demo');
  await expect(page.getByLabel('Username')).toHaveValue('demo');
});

test('a returning player whose screen differs (light theme) sees the app’s bar, never the visitor’s screen', async ({ page }) => {
  await page.goto('/m/help');
  await page.evaluate(() => localStorage.setItem('theme', '"light"'));
  await withoutScripts(page);
  await page.goto('/m/login');
  await expect(page.locator('.first-screen')).toBeHidden();
  await expect(page.locator('.boot-shell')).toBeVisible();
});
