import { globSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The server's test files that open a database (through the harness or a bed built on it):
 * they run on PGlite, and again on PostgreSQL. The others (a game's rules, exact returns and
 * simulations, pure functions) have no dialect to differ on and run once.
 */
const DATABASE_TEST = /test\/harness|useTestApp|useTestVendor|useFamilyTestBed|useTestSandbox|openTestDb|openQueueTestDb|\/db\//;
const serverTests = globSync('server/**/*.test.ts');
const withDatabase = serverTests.filter((file) => DATABASE_TEST.test(readFileSync(file, 'utf8')));

/**
 * The server's files share their worker's modules (`isolate: false`): each file still opens its
 * own app and database (its own schema on PostgreSQL), but the server's module graph is imported
 * once per worker instead of once per file, in a fresh process. That import was a third of the
 * server suite's time: 225 s instead of 360 on 2 cores. What a module keeps between files is
 * fixed data (catalogues, rules, a day's periods) or a counter, never a database's row.
 */
const SERVER_ISOLATION = false;

/** Libraries that import React, bundled by Vite in the client's tests so they get preact/compat as the build does. */
const REACT_LIBRARIES = [/@testing-library\/react/, /react-router/, /mobx-react-lite/, /react-i18next/];

/** A client project (jsdom, preact/compat): the player's app, or the back-office console. */
function clientProject(
  name: string,
  include: string[],
  exclude: string[],
  more: { inline?: RegExp[]; optimizer?: { client: { enabled: boolean; include: string[] } } } = {},
): TestProjectInlineConfiguration {
  return {
    // The PWA plugin provides virtual:pwa-register, which platform/serviceWorker.ts imports.
    plugins: [preact(), VitePWA({ injectRegister: false })],
    // ES builds of the libraries that import React (Node's condition would pick their CommonJS
    // builds, whose require() calls no alias reaches), so they meet preact/compat as the build does.
    resolve: {
      alias: {
        '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
        'mobx-react-lite': 'mobx-react-lite/dist/mobxreactlite.esm.js',
        // No exports map: Node's resolution would take its CommonJS main (the console's charts).
        recharts: 'recharts/es6/index.js',
      },
      // ES builds, as the browser gets, so every import of react meets the alias.
      conditions: ['module-sync', 'module', 'browser', 'development|production'],
    },
    test: {
      name,
      include,
      exclude,
      environment: 'jsdom',
      // Each file in a fresh VM context of one worker, instead of a new worker and a new jsdom
      // per file: the same isolation, a third of the CPU (jsdom's set-up was 40% of the time).
      pool: 'vmThreads',
      // A wait is as long as its slowest CI run, not its usual one (the 5 s default failed under load).
      testTimeout: 20_000,
      setupFiles: ['scripts/vitest/webcrypto.ts', 'src/test/setup.ts'],
      server: { deps: { inline: [...REACT_LIBRARIES, ...(more.inline ?? [])] } },
      ...(more.optimizer ? { deps: { optimizer: more.optimizer } } : {}),
    },
  };
}

/**
 * One project per target, and the server's split in two (see withDatabase). The server project
 * runs against PGlite by default and against PostgreSQL when TEST_DATABASE_URL is set
 * (scripts/test.mjs runs it both ways).
 */
export default defineConfig({
  test: {
    projects: [
      clientProject('renderer', ['src/**/*.test.{ts,tsx}'], ['src/ops/**']),
      // The console's grids (TanStack Table) import use-sync-external-store, which ships CommonJS
      // only: Vite's optimizer bundles it to ES so its import of react meets preact/compat, as the
      // build does. Kept to the console's own tests: the optimizer's bundles would otherwise bring a
      // second copy of preact's hooks to the player's tests (the server drawing's among them).
      // The reports' charts (recharts, and react-redux under it) are bundled too, to meet preact/compat.
      clientProject('console', ['src/ops/**/*.test.{ts,tsx}'], [], {
        inline: [/@tanstack\/react-/, /recharts/, /react-redux/, /\.vite\/vitest\/.*\/deps\//],
        optimizer: { client: { enabled: true, include: ['use-sync-external-store/shim/with-selector'] } },
      }),
      {
        test: {
          name: 'electron',
          include: ['electron/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The build's own plugins (scripts/vite).
          name: 'tools',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: withDatabase,
          environment: 'node',
          isolate: SERVER_ISOLATION,
          globalSetup: ['server/test/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pure',
          include: serverTests.filter((file) => !withDatabase.includes(file)),
          environment: 'node',
          isolate: SERVER_ISOLATION,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
