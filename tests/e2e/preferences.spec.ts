import { expect, test } from './fixtures';

test('a player switches to Filipino and to the light theme, and both survive a reload', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('TY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const themeBefore = await page.locator('html').getAttribute('data-theme');
  await menu.getByRole('switch').click();
  // The page repaints in the other theme a frame after the tap.
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).not.toBe(themeBefore);
  const themeAfter = await page.locator('html').getAttribute('data-theme');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.locator('html')).toHaveAttribute('data-theme', themeAfter ?? '');
  await expect(page.getByRole('button', { name: 'Mag-log in' })).toBeVisible();
});
