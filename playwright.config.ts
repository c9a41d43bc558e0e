import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the real server (sandbox mode, a fresh embedded database each run)
 * serving the built client. Chromium comes from Debian; Playwright's own download cannot work
 * on this machine. scripts/test.mjs skips this suite, saying why, when no Chromium is found.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_DATA_DIR = '.test-output/e2e-data';
/** What `npm run ops -- staff:create-admin` printed for the stories' platform: the console's first admin (tests/e2e/console.ts). */
export const E2E_ADMIN_FILE = '.test-output/e2e-admin';

/**
 * Stories that change what other stories read: the demo player's balance (spent by play.spec, read
 * to the centavo by demo-player.spec and accounts.spec), a whitelabel switch every deposit and
 * withdrawal obeys (kyc.spec), the home banners and login pop-ups every new player meets. They run
 * after the others, one at a time (project web-shared); every other story makes its own players
 * and runs beside another.
 */
const SHARED_STATE = [
  'accounts.spec.ts',
  'demo-player.spec.ts',
  'home-banners.spec.ts',
  'kyc.spec.ts',
  'login-popups.spec.ts',
  'ops-content.spec.ts',
  'play.spec.ts',
];

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  browserName: 'chromium' as const,
  // The phone's "remove animations" setting (prefers-reduced-motion), which the app and the games
  // honour: the notice marquee, the winner board, the jackpot's digits and the live tables stop
  // drawing every frame, which took a seventh of the stories' time on 2 cores (10.0 min, 8.6 with
  // it). home-banners.spec.ts keeps the motion, its subject.
  reducedMotion: 'reduce' as const,
  launchOptions: {
    executablePath: existsSync(chromium) ? chromium : undefined,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two stories at a time (each makes its own players; web-shared still runs after, alone): they
  // mostly wait on the platform's clock, so two share 2 cores well; `npm test` runs nothing beside
  // them. E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A story on a loaded 2-core machine takes up to about a minute.
  timeout: 90_000,
  // Logins and code requests solve a proof of work in the browser first: seconds on a busy 2-core machine.
  expect: { timeout: 15_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // No trace by default: recording one (every action's snapshots and a screencast) took a third
    // of the stories' CPU on 2 cores (811 s of Chromium's and the runner's, 520 without), and a CI
    // run keeps only what it prints. `--trace retain-on-failure` keeps one for a failing story.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Each story makes its own players: the stories of one file spread over the workers too.
    { name: 'web', testDir: 'tests/e2e', testIgnore: SHARED_STATE, fullyParallel: true, use: phone },
    // `--project web-shared --no-deps` runs one of these alone.
    { name: 'web-shared', testDir: 'tests/e2e', testMatch: SHARED_STATE, dependencies: ['web'], workers: 1, use: phone },
    {
      name: 'electron',
      testDir: 'tests/electron',
    },
  ],
  webServer: {
    // A fresh database whose first console admin is made as in production, before the first start.
    command:
      `rm -rf ${E2E_DATA_DIR} ${E2E_ADMIN_FILE}* && mkdir -p ${E2E_DATA_DIR}` +
      ` && node --import tsx scripts/ops.ts staff:create-admin e2e.admin > ${E2E_ADMIN_FILE}` +
      ` && node --import tsx server/main.ts`,
    url: `http://localhost:${E2E_PORT}/wps/system/status`,
    reuseExistingServer: false,
    // The admin command and the server each open and migrate the database: minutes on a busy machine.
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT),
      HOUSE_VENDOR_PORT: String(E2E_PORT + 1),
      DATA_DIR: E2E_DATA_DIR,
      // The sandbox's payment and payout providers, each on its own origin.
      PAYMENT_SANDBOX_PORT: String(E2E_PORT + 2),
      PAYOUT_SANDBOX_PORT: String(E2E_PORT + 3),
      // The identity-verification provider, reviewing in one second.
      KYC_SANDBOX_PORT: String(E2E_PORT + 4),
      KYC_SANDBOX_REVIEW_SECONDS: '1',
      WEB_DIR: 'dist',
      // Live tables and matches five times faster: the stories wait seconds, not minutes.
      AGGREGATOR_PACE: '5',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every story registers its players from the same address: far more than a real one's 20 codes an hour.
      CODES_PER_IP_PER_HOUR: '1000',
    },
  },
});
