import { expect, test } from './fixtures';
import { expectTrialTurnedAway, TRIAL_REJECT } from './support';

test('a visitor plays for free, and the trial player is kept out of deposit and the member centre', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText('₱2,000.00');

  const footer = page.getByRole('navigation', { name: 'Main menu' });
  await footer
    .getByRole('link', { name: 'Deposit' })
    .or(footer.getByRole('button', { name: 'Deposit' }))
    .click();
  await expect(page.getByText(TRIAL_REJECT)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  await footer
    .getByRole('link', { name: 'Member' })
    .or(footer.getByRole('button', { name: 'Member' }))
    .click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /register/i }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('a trial player who types the deposit address is turned away too', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectTrialTurnedAway(page, '/m/voucherCenter');
});

test('a visitor reads what the free trial is on its page, starts it, and comes back to go on playing', async ({ page }) => {
  await page.goto('/m/trail');
  await expect(page.getByRole('heading', { level: 1, name: 'Free trial' })).toBeVisible();
  await expect(page.getByText(/cannot be withdrawn/)).toBeVisible();
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByLabel('Balance').first()).toHaveText('₱2,000.00');

  await page.goto('/m/trail');
  await expect(page.getByText('You are playing on trial credit.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the games' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
});
