import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test';

/** Debian's Chromium, started the way this machine allows (no sandbox, no background network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A fresh visitor on a phone: empty cache and storage, 390x844, touch, a phone's user agent. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
}

export interface ScriptLoad {
  files: { url: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * Every script a visitor's phone loads on a page until the network is idle (lazy chunks
 * included), each counted gzipped at level 9 as the server sends it.
 */
export async function scriptsLoaded(browser: Browser, url: string): Promise<ScriptLoad> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const bodies: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A chunk asked for after a quiet spell (a block below the fold, a late banner) still counts.
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  await context.close();
  return { files, gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };
}

/**
 * The demo player's login on a phone whose CPU is slowed 4x (Lighthouse's mobile factor): the
 * login page is open and the player has typed; the time runs from the tap on "Log in" to the
 * balance showing on home. Whatever the page does while the player types (fetching the key and
 * the challenge, solving the proof of work) is not on that path, as for a real player.
 */
export async function loginTapToBalance(browser: Browser, base: string, keyIntervalMs: number): Promise<number> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  // A player who accepted the terms overlay earlier in this browser session (as the e2e stories).
  await page.addInitScript(() => sessionStorage.setItem('agreeTerms', 'true'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/m/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Username').pressSequentially('demo', { delay: keyIntervalMs });
  await page.getByLabel('Password', { exact: true }).pressSequentially('demo1234', { delay: keyIntervalMs });
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }).check();
  const started = performance.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Balance').first().filter({ hasText: '₱10,000.00' }).waitFor({ timeout: 60_000 });
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}
