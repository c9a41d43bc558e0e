import { expect, test } from './fixtures';
import { ops } from './ops';
import { newPlayer, registerNewPlayer } from './players';

test('a player reads the operator’s message in the inbox, and the unread badge drops', async ({ page }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  expect(
    await ops('send-message', player.username, '--title', 'Welcome bonus', '--body', 'Deposit today and get 100% up to ₱1,000.'),
  ).toMatch(/sent to 1 player/);

  await page.goto('/m/member/home');
  const messages = page.getByRole('link', { name: /^Messages/ });
  await expect(messages).toContainText('1');
  await messages.click();

  const inboxRow = page.getByRole('button', { name: /^Inbox/ });
  await expect(inboxRow).toContainText('1 unread');
  await inboxRow.click();
  const message = page.getByRole('button', { name: /^Welcome bonus/ });
  await expect(message).toContainText('Unread');
  await message.click();
  await expect(page.getByText('Deposit today and get 100% up to ₱1,000.')).toBeVisible();
  await expect(message).not.toContainText('Unread');

  await page.goBack();
  await expect(page.getByRole('button', { name: /^Inbox/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Inbox/ })).not.toContainText('unread');
});

test('a visitor who opens the inbox is asked to log in first', async ({ page }) => {
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/login$/);
});
