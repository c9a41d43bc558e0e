import { expect, test } from './fixtures';
import { logInAs } from './support';

test.describe('every address of home opens home', () => {
  for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/this/does/not/exist']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/m\/home$|\/$|\/m\/?$|\/m\/index(\.html)?$/);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    });
  }
});

test('home has no back arrow; the login page has neither header nor footer menu', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.goto('/m/login');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the footer menu has its five entries on home', async ({ page }) => {
  await page.goto('/m/home');
  const footer = page.getByRole('navigation', { name: 'Main menu' });
  for (const entry of ['Home', 'Promotion', 'Invite', 'Deposit', 'Member']) {
    await expect(footer.getByRole('link', { name: entry }).or(footer.getByRole('button', { name: entry }))).toBeVisible();
  }
});

test('a page opened directly goes back to home when there is no history', async ({ page }) => {
  await page.goto('/m/notice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the back arrow goes one step back when there is history', async ({ page }) => {
  await logInAs(page);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the member centre sends a visitor to the login page', async ({ page }) => {
  await page.goto('/m/home');
  const footer = page.getByRole('navigation', { name: 'Main menu' });
  await footer
    .getByRole('link', { name: 'Member' })
    .or(footer.getByRole('button', { name: 'Member' }))
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('home and login load under the server CSP without a single console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/m/home');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(problems).toEqual([]);
});
