import { expect, test } from './fixtures';
import { ops } from './ops';
import { newPlayer, registerNewPlayer } from './players';

test('a player opens live chat from the message centre, writes to support, and reads the answer', async ({ page }) => {
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await page.goto('/m/message');
  // The chat's connection is held, as on a slow network, to see the page wait for it.
  let connect!: () => void;
  const connecting = new Promise<void>((resolve) => (connect = resolve));
  await page.route('**/wps/chat/session', async (route) => {
    await connecting;
    await route.continue();
  });
  await page.getByRole('button', { name: /^Live chat/ }).click();

  await expect(page).toHaveURL(/\/sandbox\/chat/);
  // The one-time ticket travelled in the fragment, and the page took it out of the address.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();
  // Until the ticket is spent there is nothing to send with: a message sent then was refused and ended the chat.
  const message = page.getByLabel('Your message');
  await expect(message).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  connect();
  await expect(message).toBeEnabled();
  await message.fill('Hello, my deposit has not arrived.');
  await page.getByRole('button', { name: 'Send' }).click();
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText('Hello, my deposit has not arrived.');

  await ops('chat-reply', player.username, '--body', 'Checking it now, one moment please.');
  await expect(conversation).toContainText('Checking it now, one moment please.', { timeout: 15_000 });

  await page.getByRole('link', { name: /back/i }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByRole('button', { name: /^Live chat/ })).not.toContainText('unread');
});
