import { lighthouseMedian, type LighthouseFigures } from './lighthouse';
import { launchChromium, loginTapToBalance, scriptsLoaded, type ScriptLoad } from './phone-browser';
import { startPlatform } from './platform';

export interface PhoneFigures {
  homeScripts: ScriptLoad;
  /** The median of LOGIN_RUNS logins, and every run. */
  loginMs: number;
  loginRuns: number[];
  lighthouse: { route: string; figures: LighthouseFigures }[];
}

/** The routes issue 10 holds to Lighthouse's mobile goals. */
export const LIGHTHOUSE_ROUTES = ['/m/home', '/m/game', '/m/login'];
/** A player typing "demo" and "demo1234" on a phone: about four keys a second. */
const KEY_INTERVAL_MS = 250;
/** A login's time swings with the machine's load: the median of a few runs is reported. */
const LOGIN_RUNS = 3;

/** What a player's phone meets: the platform as `npm start` runs it, the built client, Debian's Chromium. */
export async function measurePhone(root: string, port: number, lighthouseRuns: number): Promise<PhoneFigures> {
  const platform = await startPlatform(root, port);
  try {
    const browser = await launchChromium();
    let homeScripts: ScriptLoad;
    const loginRuns: number[] = [];
    try {
      homeScripts = await scriptsLoaded(browser, `${platform.base}/m/home`);
      for (let i = 0; i < LOGIN_RUNS; i++) loginRuns.push(await loginTapToBalance(browser, platform.base, KEY_INTERVAL_MS));
    } finally {
      await browser.close();
    }
    const lighthouse = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      lighthouse.push({ route, figures: await lighthouseMedian(`${platform.base}${route}`, lighthouseRuns) });
    }
    const loginMs = [...loginRuns].sort((a, b) => a - b)[Math.floor(LOGIN_RUNS / 2)]!;
    return { homeScripts, loginMs, loginRuns, lighthouse };
  } finally {
    await platform.stop();
  }
}
