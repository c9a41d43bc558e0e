import sharp from 'sharp';
import { expect, test } from './fixtures';
import { newPlayer, registerNewPlayer } from './players';

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

test('a player sets a profile picture from a photo, sees it cut to a square after a reload, and removes it', async ({ page }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await page.goto('/m/member/home');
  const change = page.getByRole('button', { name: 'Change profile picture' });
  const photo = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#2a7f62' } })
    .jpeg()
    .toBuffer();
  await page.locator('.member-card__picture input[type="file"]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Profile picture updated')).toBeVisible();

  await page.reload();
  const shown = change.locator('img');
  await expect(shown).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256]);

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Profile picture removed')).toBeVisible();
  await expect(shown).toHaveCount(0);
});
