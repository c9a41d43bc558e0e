import { expect, test } from './fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a visitor opens the app page from the download bar on home and finds the Android and iOS downloads', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('complementary', { name: 'App download' }).getByRole('link', { name: 'Download' }).click();
  await expect(page).toHaveURL(/\/m\/app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Download app' })).toBeVisible();

  // An Android phone: its block first, marked for this phone.
  const blocks = page.getByRole('heading', { level: 2 });
  await expect(blocks).toHaveText(['Android', 'iPhone and iPad']);
  const android = page.getByRole('region', { name: 'Android' });
  await expect(android.getByText('For this phone')).toBeVisible();
  const apk = android.getByRole('link', { name: 'Download for Android' });
  await expect(apk).toBeVisible();

  const ios = page.getByRole('region', { name: 'iPhone and iPad' });
  const profile = ios.getByRole('link', { name: 'Install the iOS profile' });
  await expect(profile).toBeVisible();
  await expect(ios.getByText('Needs iOS 12.4 or later.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'How to install (step-by-step guide)' })).toBeVisible();

  // The sandbox serves what the links name: the Android stand-in and an iOS web-clip profile of this site.
  const apkFile = await page.request.get((await apk.getAttribute('href'))!);
  expect(apkFile.headers()['content-type']).toBe('application/vnd.android.package-archive');
  const profileFile = await page.request.get((await profile.getAttribute('href'))!);
  expect(profileFile.headers()['content-type']).toBe('application/x-apple-aspen-config');
  expect(await profileFile.text()).toContain('/m/home</string>');
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('the iOS block comes first, and Android is still there below it', async ({ page }) => {
    await page.goto('/m/app');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['iPhone and iPad', 'Android']);
    await expect(page.getByRole('region', { name: 'iPhone and iPad' }).getByText('For this phone')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Android' }).getByRole('link', { name: 'Download for Android' })).toBeVisible();
  });
});
