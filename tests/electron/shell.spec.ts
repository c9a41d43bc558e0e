import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { launchShell as launch, needsElectron, root } from './launch';

/**
 * Launches the built shell (dist-electron/) against a throwaway page server and profile, so
 * these specs need neither the platform server nor the user's data. Build first:
 * `npm run build:electron`.
 */
needsElectron();
test.describe.configure({ mode: 'serial' });

type Bridge = {
  appInfo(): Promise<{ version: string; kind: string; platform: string }>;
  secureSet(key: string, value: string): Promise<void>;
  secureGet(key: string): Promise<string | null>;
  openGame(url: string, topInset: number): Promise<void>;
  closeGame(): Promise<void>;
  openChat(url: string, topInset: number): Promise<void>;
  closeChat(): Promise<void>;
  idleSignedOut(): Promise<void>;
  onShellEvent(listener: (event: { type: string }) => void): () => void;
};

let server: Server;
let gameServer: Server;
let gameUrl: string;
let appUrl: string;
let profile: string;
let app: ElectronApplication;
let page: Page;

/** The built shell against the test servers, with `env` on top. */
const launchShell = (env: Record<string, string>) => launch({ PINOY_APP_URL: appUrl, PINOY_GAME_ORIGINS: new URL(gameUrl).origin, ...env });

test.beforeAll(async () => {
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
  app = await launchShell({ PINOY_USER_DATA_DIR: profile, PINOY_KIOSK: '0' });
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

test('gives the desktop no devtools unless started with them', async () => {
  const opened = await app.evaluate(({ BrowserWindow }) => {
    const contents = BrowserWindow.getAllWindows()[0]!.webContents;
    contents.openDevTools();
    return contents.isDevToolsOpened();
  });
  expect(opened).toBe(false);
});

test('keeps no readable token in the store file', async () => {
  const token = 'tok-7f3a-readable-if-leaked';
  // Without OS encryption (a Linux box with no keyring) the store refuses to write rather than keep it in clear.
  const stored = await page.evaluate((value) => {
    const bridge = (window as unknown as { platform: Bridge }).platform;
    return bridge.secureSet('session', value).then(
      () => bridge.secureGet('session'),
      () => 'refused',
    );
  }, token);
  expect([token, 'refused']).toContain(stored);
  const file = join(profile, 'secure.json');
  if (existsSync(file)) expect(readFileSync(file, 'utf8')).not.toContain(token);
});

test('shows the live chat in its own view and partition, held to its page, and destroys it on close', async () => {
  const chatUrl = `${new URL(appUrl).origin}/sandbox/chat?language=en#ticket=one-time`;
  const contentsUrls = () => app.evaluate(({ webContents }) => webContents.getAllWebContents().map((c) => c.getURL()));
  await page.evaluate((url) => (window as unknown as { platform: Bridge }).platform.openChat(url, 48), chatUrl);
  await expect.poll(contentsUrls).toContain(chatUrl);
  const isolated = await app.evaluate(async ({ webContents, session, BrowserWindow }, url) => {
    const chat = webContents.getAllWebContents().find((c) => c.getURL() === url)!;
    const bridge = await chat.executeJavaScript('typeof window.platform + typeof window.require');
    const app = BrowserWindow.getAllWindows()[0]!.webContents;
    return {
      bridge,
      ownSession: chat.session !== session.defaultSession && chat.session !== app.session,
      chatSession: chat.session === session.fromPartition('chat'),
    };
  }, chatUrl);
  expect(isolated).toEqual({ bridge: 'undefinedundefined', ownSession: true, chatSession: true });

  await page.evaluate(() => (window as unknown as { platform: Bridge }).platform.closeChat());
  await expect.poll(contentsUrls).not.toContain(chatUrl);

  // The chat page's own back link to the app closes the view and tells the page.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    (window as unknown as { platform: Bridge }).platform.onShellEvent((event) => seen.push(event.type));
  });
  await page.evaluate((url) => (window as unknown as { platform: Bridge }).platform.openChat(url, 48), chatUrl);
  await expect.poll(contentsUrls).toContain(chatUrl);
  await app.evaluate(
    async ({ webContents }, [url, home]) => {
      const chat = webContents.getAllWebContents().find((c) => c.getURL() === url)!;
      await chat.executeJavaScript(`location.href = ${JSON.stringify(home)}`);
    },
    [chatUrl, appUrl] as const,
  );
  await expect.poll(contentsUrls).not.toContain(chatUrl);
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['chatClosed']);

  const refused = await page.evaluate(() =>
    (window as unknown as { platform: Bridge }).platform.openChat('http://example.com/chat', 48).then(
      () => 'opened',
      () => 'refused',
    ),
  );
  expect(refused).toBe('refused');
});

test.describe('the venue kiosk', () => {
  let kiosk: ElectronApplication;
  let kioskPage: Page;
  let kioskProfile: string;

  test.beforeAll(async () => {
    kioskProfile = mkdtempSync(join(tmpdir(), 'pinoy-kiosk-'));
    kiosk = await launchShell({
      PINOY_USER_DATA_DIR: kioskProfile,
      PINOY_KIOSK: '1',
      PINOY_IDLE_SECONDS: '2',
      PINOY_IDLE_WARNING_SECONDS: '2',
    });
    kioskPage = await kiosk.firstWindow();
    await kioskPage.waitForURL(appUrl);
  });

  test.afterAll(async () => {
    await kiosk?.close();
    if (kioskProfile) rmSync(kioskProfile, { recursive: true, force: true });
  });

  test('idle reset: warns with a countdown, has the page sign out, clears its storage and returns home', async () => {
    // Record what the main process tells the page: the page itself is replaced by the reset.
    await kiosk.evaluate(({ BrowserWindow }) => {
      const contents = BrowserWindow.getAllWindows()[0]!.webContents;
      const told: string[] = [];
      (globalThis as unknown as { told: string[] }).told = told;
      const send = contents.send.bind(contents);
      contents.send = (channel: string, ...args: unknown[]) => {
        if (channel === 'platform:shellEvent') told.push((args[0] as { type: string }).type);
        send(channel, ...args);
      };
    });
    const lobby = new URL('/m/lobby', appUrl).href;
    await kioskPage.evaluate((url) => (window.location.href = url), lobby);
    await kioskPage.waitForURL(lobby);
    // The player's traces, and a page that signs out when asked (as the app's IdleWarning does).
    await kioskPage.evaluate(() => {
      window.localStorage.setItem('player', 'juan');
      window.sessionStorage.setItem('MC_SESSION_INFO', '{"token":"tok"}');
      (window as unknown as { platform: Bridge }).platform.onShellEvent((event) => {
        if (event.type === 'idleSignOut') void (window as unknown as { platform: Bridge }).platform.idleSignedOut();
      });
    });
    // Input on the page starts the idle time from now.
    await kioskPage.mouse.click(5, 5);
    await expect
      .poll(() => kiosk.evaluate(() => (globalThis as unknown as { told: string[] }).told), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['idleWarning', 'idleSignOut']));
    await kioskPage.waitForURL(appUrl);
    await expect
      .poll(() => kioskPage.evaluate(() => [window.localStorage.getItem('player'), window.sessionStorage.getItem('MC_SESSION_INFO')]))
      .toEqual([null, null]);
    const told = await kiosk.evaluate(() => (globalThis as unknown as { told: string[] }).told);
    expect(told.indexOf('idleWarning')).toBeLessThan(told.indexOf('idleSignOut'));
  });
});
