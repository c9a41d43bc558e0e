import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { DEMO, logInAs } from '../e2e/support';
import { launchShell, needsElectron, root } from './launch';

/**
 * The desktop shell against the stories' own platform server (playwright.config's webServer): the
 * real app, its sandbox game aggregator on the next port, and its update feed (`/updates`, the
 * feed folder under the server's data folder).
 */
needsElectron();
test.describe.configure({ mode: 'serial' });

const ORIGIN = `http://localhost:${E2E_PORT}`;
const APP_URL = `${ORIGIN}/m/home`;
const GAME_ORIGIN = `http://localhost:${E2E_PORT + 1}`;
const SLOT = 'Perlas ng Silangan Slot';
const FEED = join(root, E2E_DATA_DIR, 'updates');

let shell: ElectronApplication;
let page: Page;
let profile: string;
let appImage: string;

/** A release newer than this build in the server's feed, as `npm run release` leaves it: the installer and its latest-linux.yml. */
function publishNewerRelease(): void {
  mkdirSync(FEED, { recursive: true });
  const installer = randomBytes(64 * 1024);
  const name = 'Pinoy-Play-99.0.0.AppImage';
  writeFileSync(join(FEED, name), installer);
  const sha512 = createHash('sha512').update(installer).digest('base64');
  writeFileSync(
    join(FEED, 'latest-linux.yml'),
    `version: 99.0.0\nfiles:\n  - url: ${name}\n    sha512: ${sha512}\n    size: ${installer.length}\n` +
      `path: ${name}\nsha512: ${sha512}\nreleaseDate: '2026-11-27T00:00:00.000Z'\n`,
  );
}

test.beforeAll(async () => {
  publishNewerRelease();
  profile = mkdtempSync(join(tmpdir(), 'pinoy-platform-'));
  // electron-updater replaces the AppImage it runs from: a stand-in tells it where that is.
  appImage = join(profile, 'Pinoy-Play.AppImage');
  writeFileSync(appImage, '');
  shell = await launchShell({
    PINOY_APP_URL: APP_URL,
    PINOY_GAME_ORIGINS: GAME_ORIGIN,
    PINOY_USER_DATA_DIR: profile,
    PINOY_KIOSK: '0',
    PINOY_UPDATES_FROM_SOURCE: '1',
    APPIMAGE: appImage,
  });
  page = await shell.firstWindow();
  await page.waitForURL(APP_URL);
});

test.afterAll(async () => {
  await shell?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

test('a desktop player logs in, plays a game in its own view and comes back to the lobby', async () => {
  // An Electron page has no baseURL: every address is whole.
  await logInAs(page, DEMO.username, DEMO.password, ORIGIN);
  await expect(page.getByLabel('Balance').first()).toHaveText(DEMO.balance);
  await page.goto(`${ORIGIN}/m/game`);
  await page.getByRole('button', { name: SLOT, exact: true }).first().click();
  await expect(page).toHaveURL(/\/m\/play\?/);
  // The game runs in the shell's isolated view on the vendor's origin, not in a frame of the app.
  const gameContents = () =>
    shell.evaluate(
      ({ webContents }, origin) => webContents.getAllWebContents().filter((c) => c.getURL().startsWith(origin)).length,
      GAME_ORIGIN,
    );
  await expect.poll(gameContents).toBe(1);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(gameContents).toBe(0);
});

test('a newer version in the feed is offered, downloaded and waits for the player to restart', async () => {
  const banner = page.getByRole('region', { name: 'App update' });
  await expect(banner.getByText('A new version is ready. Restart now?')).toBeVisible({ timeout: 60_000 });
  await expect(banner.getByRole('button', { name: 'Restart' })).toBeVisible();
  const status = await page.evaluate(() =>
    (window as unknown as { platform: { updateStatus(): Promise<unknown> } }).platform.updateStatus(),
  );
  expect(status).toEqual({ state: 'downloaded', version: '99.0.0' });
  // Later: the banner goes, and the update waits for the app to quit.
  await banner.getByRole('button', { name: 'Later' }).click();
  await expect(banner).toHaveCount(0);
});
