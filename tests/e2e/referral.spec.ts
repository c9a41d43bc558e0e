import { expect, test } from './fixtures';
import { logInAs } from './support';

test('the demo member copies the invitation link and sees its QR code; the link fills in a friend’s registration', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAs(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invite' }).click();
  await expect(page).toHaveURL(/\/m\/member\/referral$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  const code = (await page.getByText(/^[A-HJ-NP-Z2-9]{8}$/).textContent())!;

  await page.getByRole('button', { name: 'Copy invitation link' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/m/register\\?affiliateCode=${code}$`));
  await expect(
    page.getByRole('region', { name: 'Players you invited' }).getByText('Nobody has registered with your invitation yet.'),
  ).toBeVisible();

  // A friend, in a browser of their own.
  const friend = await browser.newPage();
  try {
    await friend.addInitScript(() => sessionStorage.setItem('agreeTerms', 'true'));
    await friend.goto(link);
    await expect(friend.getByLabel('Invitation code')).toHaveValue(code);
  } finally {
    await friend.close();
  }
});

test('a visitor who taps invite is asked to log in first', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invite' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});
