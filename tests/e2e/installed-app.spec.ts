import { expect, test } from './fixtures';

const PICTURE = /^\/wps\/(game\/icon|banner)\/[^/]+\.svg$/;

test('a player can install the app, and opened without a network it still shows its frame and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/m/home');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  // Installable: Chromium finds nothing missing in the manifest, its icons or the service worker.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito, where Chromium never offers to install anything.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/m/home' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor)).toEqual(['narrow', 'wide']);

  // The next visit is served by the worker; without a network the shell still opens.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // Back online, the screen returns by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();

  // The worker kept the shell and pictures, never an API answer (balances, records, lists).
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => /^\/(wps|lgw)\//.test(url) && !PICTURE.test(url))).toEqual([]);
});
