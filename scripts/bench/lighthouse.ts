import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './phone-browser';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own CPU score of this machine (its "BenchmarkIndex"): the 4x slowdown is applied on top of it. */
  benchmarkIndex: number;
}

/** Tries per figure: Lighthouse sometimes fails to record a trace here (NO_NAVSTART) and gives no figures. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run with its mobile defaults (simulated slow 4G, 4x CPU slowdown, a phone's
 * screen), in a fresh Chromium profile, so every run is a first visit. A run Lighthouse itself
 * reports as failed (a runtime error, no figures) is run again rather than counted as a zero.
 */
async function runOnce(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const figures = await attemptOnce(url);
    if (figures) return figures;
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times in a row on ${url}`);
}

async function attemptOnce(url: string): Promise<LighthouseFigures | null> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      console.log(`  (Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}; running it again)`);
      return null;
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** The median run of `runs` by performance score (Lighthouse's own advice for noisy machines). */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)]!;
}
