import { consolePage } from './console';
import { expect, test } from './fixtures';
import { newPlayer, registerNewPlayer } from './players';

/**
 * The support desk (issue 15): a player writes from the live-chat page (CBS3 is on in the seed),
 * an agent at the console sees it arrive over the live feed, answers, and the player reads it.
 */
test('a support agent answers a player’s live chat', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerNewPlayer(page, player);
  await page.goto('/m/message');
  await page.getByRole('button', { name: /^Live chat/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/chat/);
  const conversation = page.getByRole('log', { name: 'Conversation' });

  const agent = await consolePage(browser, ['supportAgent']);
  const desk = agent.page;
  try {
    await desk.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Live chat' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();
    await expect(desk.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();

    // The player writes; the agent's list gets it over the live feed, with its unread badge.
    await page.getByLabel('Your message').fill('Hello, my bonus is missing.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation).toContainText('Hello, my bonus is missing.');
    const item = desk.getByRole('button', { name: new RegExp(`^${player.username}`) });
    await expect(item).toBeVisible();
    await expect(item.getByLabel('1 unread')).toBeVisible();

    await item.click();
    const transcript = desk.getByRole('log', { name: `Conversation with ${player.username}` });
    await expect(transcript).toContainText('Hello, my bonus is missing.');
    await page.getByLabel('Your message').fill('It was for my first deposit.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(transcript).toContainText('It was for my first deposit.');

    await desk.getByLabel('Reply', { exact: true }).fill('Thank you, I am checking your first-deposit bonus now.');
    await desk.getByRole('button', { name: 'Send' }).click();
    await expect(transcript).toContainText('Thank you, I am checking your first-deposit bonus now.');
    await expect(desk.getByRole('region', { name: `Chat with ${player.username}` }).getByRole('status')).toHaveText('You are answering');
    await expect(item.getByLabel(/unread/)).toHaveCount(0);

    // The chat page polls: the answer reaches the player within its interval.
    await expect(conversation).toContainText('Thank you, I am checking your first-deposit bonus now.', { timeout: 15_000 });
  } finally {
    await agent.context.close();
  }
});
