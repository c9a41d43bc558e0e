import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';

/**
 * Launches the built shell (dist-electron/) against a throwaway page server and profile, so
 * these specs need neither the platform server nor the user's data. Build first:
 * `npm run build:electron`.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

function electronBinary(): string | undefined {
  if (process.env.ELECTRON_PATH) return process.env.ELECTRON_PATH;
  const dist = join(root, 'node_modules/electron/dist');
  const pathFile = join(root, 'node_modules/electron/path.txt');
  return existsSync(dist) && existsSync(pathFile) ? join(dist, readFileSync(pathFile, 'utf8').trim()) : undefined;
}

const executablePath = electronBinary();
test.skip(!executablePath, 'No Electron binary: run npm run electron:install (downloads it) or set ELECTRON_PATH');
test.describe.configure({ mode: 'serial' });

type Bridge = {
  appInfo(): Promise<{ version: string; kind: string; platform: string }>;
  openGame(url: string, topInset: number): Promise<void>;
  closeGame(): Promise<void>;
};

let server: Server;
let gameServer: Server;
let gameUrl: string;
let appUrl: string;
let profile: string;
let app: ElectronApplication;
let page: Page;

test.beforeAll(async () => {
  if (!existsSync(join(root, 'dist-electron/main.js')))
    throw new Error('dist-electron/main.js is missing: run `npm run build:electron` first');
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Pinoy Play</title><p>home</p>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/m/home`;
  // A vendor's game page on an origin of its own, configured as a game origin.
  gameServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Game</title><p>spin</p>');
  });
  await new Promise<void>((done) => gameServer.listen(0, '127.0.0.1', done));
  gameUrl = `http://127.0.0.1:${(gameServer.address() as AddressInfo).port}/games/slot?token=t`;
  profile = mkdtempSync(join(tmpdir(), 'pinoy-electron-'));
  app = await electron.launch({
    executablePath,
    // Chromium refuses to start as root without --no-sandbox (containers, CI).
    args: [root, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    env: {
      ...process.env,
      PINOY_APP_URL: appUrl,
      PINOY_GAME_ORIGINS: new URL(gameUrl).origin,
      PINOY_USER_DATA_DIR: profile,
      PINOY_KIOSK: '0',
    },
  });
  page = await app.firstWindow();
  await page.waitForURL(appUrl);
});

test.afterAll(async () => {
  await app?.close();
  server?.close();
  gameServer?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

test('opens one phone-sized window', async () => {
  const bounds = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().map((w) => w.getContentBounds()));
  expect(bounds).toHaveLength(1);
  expect(bounds[0]).toMatchObject({ width: 390, height: 844 });
});

test('keeps Node out of the page', async () => {
  const globals = await page.evaluate(() => [
    typeof (window as unknown as { require?: unknown }).require,
    typeof (window as unknown as { process?: unknown }).process,
  ]);
  expect(globals).toEqual(['undefined', 'undefined']);
});

test('answers window.platform.appInfo()', async () => {
  const info = await page.evaluate(() => (window as unknown as { platform: Bridge }).platform.appInfo());
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  expect(info).toEqual({ version, kind: 'desktop', platform: process.platform });
});

test('refuses to navigate to another origin and hands the link to the system browser', async () => {
  // Record instead of launching a real browser.
  await app.evaluate(({ shell }) => {
    const g = globalThis as unknown as { opened: string[] };
    g.opened = [];
    shell.openExternal = async (url: string) => void g.opened.push(url);
  });
  await page.evaluate(() => {
    window.location.href = 'https://example.com/';
  });
  await expect.poll(() => app.evaluate(() => (globalThis as unknown as { opened: string[] }).opened)).toEqual(['https://example.com/']);
  expect(page.url()).toBe(appUrl);
});

test('shows a game of a configured vendor in its own view below the app bar, and destroys it on close', async () => {
  const contentsUrls = () => app.evaluate(({ webContents }) => webContents.getAllWebContents().map((c) => c.getURL()));
  await page.evaluate((url) => (window as unknown as { platform: Bridge }).platform.openGame(url, 48), gameUrl);
  await expect.poll(contentsUrls).toContain(gameUrl);
  // The game has no bridge and no Node, and a session that is not the app's.
  const isolated = await app.evaluate(async ({ webContents, session }, url) => {
    const game = webContents.getAllWebContents().find((c) => c.getURL() === url)!;
    const bridge = await game.executeJavaScript('typeof window.platform + typeof window.require');
    return { bridge, ownSession: game.session !== session.defaultSession };
  }, gameUrl);
  expect(isolated).toEqual({ bridge: 'undefinedundefined', ownSession: true });

  await page.evaluate(() => (window as unknown as { platform: Bridge }).platform.closeGame());
  await expect.poll(contentsUrls).not.toContain(gameUrl);
  const refused = await page.evaluate(() =>
    (window as unknown as { platform: Bridge }).platform.openGame('https://example.com/game', 48).then(
      () => 'opened',
      () => 'refused',
    ),
  );
  expect(refused).toBe('refused');
});
