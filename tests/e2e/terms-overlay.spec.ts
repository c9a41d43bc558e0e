import { expect, test } from '@playwright/test';

test('a new visitor must accept the terms once per browser session', async ({ page }) => {
  await page.goto('/m/home');
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms).toBeVisible();
  await expect(terms.getByText(/21/).first()).toBeVisible();
  await expect(terms.getByRole('link', { name: /terms/i }).first()).toHaveAttribute('href', '/m/help#terms');
  await terms.getByRole('button', { name: 'I agree' }).click();
  await expect(terms).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toHaveCount(0);
});

test('the help centre opens on the topic the link names', async ({ page }) => {
  await page.goto('/m/help#privacy');
  await expect(page.getByRole('navigation', { name: 'Help topics' })).toBeVisible();
  await expect(page.getByText(/Data Privacy Act/)).toBeVisible();
});
