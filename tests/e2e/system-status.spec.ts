import { expect, test, type Page } from './fixtures';

/**
 * The server's status rules are tested on the server; here the client's gate is, so the answer is
 * staged: in the page, where the server puts it (server/web/page-answers.ts), and from the API.
 */
async function serveStatus(page: Page, status: 0 | 1 | 2) {
  const answer = {
    success: true,
    value: {
      status,
      maintenance: status === 1,
      regionRestriction: status === 2,
      location: { ip: '127.0.0.1' },
      info: { mainDomain: 'localhost', mobileTemplate: { mem_cen: '0', dep_func: '0' }, imageCDNs: [], register: true },
    },
  };
  await page.route('**/m/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const block = /(<script type="application\/json" id="page-answers">)(.*?)(<\/script>)/;
    if (!block.test(html)) throw new Error('the server put no answers in the page');
    const body = html.replace(block, (_, open: string, json: string, close: string) => {
      const answers = { ...(JSON.parse(json) as object), '/wps/system/status': answer };
      return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`;
    });
    // The server's headers (its CSP among them), less those that described the compressed original.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, headers, body });
  });
  await page.route('**/wps/system/status', (route) => route.fulfill({ json: answer }));
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
