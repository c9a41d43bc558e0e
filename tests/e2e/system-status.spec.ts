import { expect, test, type Page } from './fixtures';

/** The server's status rules are tested on the server; here the client's gate is, so the answer is staged. */
async function serveStatus(page: Page, status: 0 | 1 | 2) {
  await page.route('**/wps/system/status', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: {
          status,
          maintenance: status === 1,
          regionRestriction: status === 2,
          location: { ip: '127.0.0.1' },
          info: { mainDomain: 'localhost', mobileTemplate: { mem_cen: '0', dep_func: '0' }, imageCDNs: [], register: true },
        },
      },
    }),
  );
}

test('during maintenance the player sees the maintenance page instead of the app', async ({ page }) => {
  await serveStatus(page, 1);
  await page.goto('/m/home');
  await expect(page.getByText('We are conducting system maintenance')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('from a restricted region the player sees the access-denied page', async ({ page }) => {
  await serveStatus(page, 2);
  await page.goto('/m/login');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});
