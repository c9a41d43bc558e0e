import { expect, loginPopup, test } from './fixtures';
import { newPlayer, registerNewPlayer } from './players';

test('a new player meets the operator’s pop-up on home once, and not again after a reload', async ({ page }) => {
  await page.removeLocatorHandler(loginPopup(page));
  await registerNewPlayer(page, newPlayer());
  const popup = page.getByRole('dialog', { name: 'Verify your account' });
  await expect(popup).toContainText('Verify your identity to enjoy faster withdrawals.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await expect(page.getByLabel('Balance').first()).toBeVisible();
  await expect(loginPopup(page)).toHaveCount(0);
});
