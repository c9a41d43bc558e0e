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

test('the app takes over the server’s elements when its scripts arrive, and the form takes input', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the page's load event, which may wait for the held script.
  await page.goto('/m/login', { waitUntil: 'commit' });
  // The server's heading in hand, then the scripts: the app keeps the element, no new one blinks in.
  const serverHeading = await page.locator('.first-screen h1').elementHandle();
  release();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await terms.getByRole('button', { name: 'I agree' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Log in' });
  expect(await heading.evaluate((element, drawn) => element === drawn, serverHeading)).toBe(true);
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
