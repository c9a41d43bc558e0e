#!/usr/bin/env node
// `npm test`: every check the project has, with one summary at the end.
//   1. build the player client and the Electron main/preload
//   2. Playwright: the web app in Chromium at a phone viewport against the real server, two stories
//      at a time, and the Electron specs (which skip themselves, with the reason, when no Electron
//      binary exists)
//   3. type-check (tsc -b), lint (eslint, prettier --check), Electronegativity
//   4. Vitest (renderer, console, electron modules, tools, and the server on PostgreSQL when
//      TEST_DATABASE_URL is set, else on PGlite)
// One after the other: on this 2-core machine the stories and Vitest run beside each other took
// 28 minutes (each slowed the other several times over: Vitest 19.5 min instead of 3.5), and one
// after the other about 13.
// A step that cannot run here is reported as skipped with the reason, never silently dropped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

// The tools (Vitest 5, jsdom, Electron's packages) need the Node versions package.json's engines
// name; on an older Node they fail in obscure ways, so say it plainly instead.
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = (major === 22 && minor >= 22) || (major === 24 && minor >= 15) || major > 24;
if (!supported) {
  const engines = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  console.error(`npm test needs Node ${engines} (tested on Node 24 LTS); this is Node ${process.versions.node}.`);
  console.error('bash .ci/run fetches Node 24 from the npm registry when the machine has an older one.');
  process.exit(1);
}

const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  report.push(`${ok ? 'ok  ' : 'FAIL'} ${title} (${seconds} s)`);
  return ok;
}

function skip(title, reason) {
  console.log(`\n=== ${title}: SKIPPED — ${reason}`);
  report.push(`skip ${title}: ${reason}`);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  // A file that fails before its tests run (a beforeAll error) fails no test, only its suite.
  totals.failed += Math.max(r.numFailedTests, r.numFailedTestSuites);
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const line of vitestFailures(r)) report.push(`FAIL ${line}`);
}

// The first line of a failure's message, uncoloured: enough to know which wait or assertion broke.
const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0].slice(0, 300);

/**
 * Every failed Vitest test, and every file that failed outside its tests, named in the summary:
 * the end of the log is what a CI report keeps, and "2 failed" alone cannot be mended.
 */
function vitestFailures(r) {
  const found = [];
  for (const file of r.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) found.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) found.push(`${name}: ${firstLine(file.message)}`);
  }
  return found;
}

/**
 * Every skipped Playwright test with the reason it gave, so a skip is never silent, and every
 * failed one with the first line of its error, so a failure is named where a CI report ends.
 */
function playwrightLines(suites, found = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') {
          const reason = test.annotations?.find((a) => a.type === 'skip')?.description ?? 'no reason given';
          found.push(`skip ${spec.title}: ${reason}`);
        } else if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          found.push(`FAIL ${spec.file} > ${spec.title} [${test.projectName}]: ${firstLine(error)}`);
        }
      }
    }
    playwrightLines(suite.suites, found);
  }
  return found;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  for (const line of playwrightLines(suites)) report.push(line);
}

let allOk = true;
const step = (ok, countAsFailure = true) => {
  if (!ok) {
    allOk = false;
    if (countAsFailure) totals.failed += 1;
  }
};

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const buildOk = run('Build the player client and the Electron main/preload (vite build --mode electron)', 'npx', [
  'vite',
  'build',
  '--mode',
  'electron',
  '--logLevel',
  'warn',
]);
step(buildOk);
const pwJson = path.join(out, 'playwright.json');
const projects = existsSync(chromium) ? ['--project=web', '--project=web-shared', '--project=electron'] : ['--project=electron'];
if (!existsSync(chromium)) skip('Playwright web tests', `no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
if (buildOk) {
  step(
    run('Playwright: web (Chromium, 390x844) and Electron', 'npx', ['playwright', 'test', ...projects], { PW_JSON_OUTPUT: pwJson }),
    !existsSync(pwJson),
  );
  countPlaywright(pwJson);
}

step(run('Type-check (tsc -b: renderer, electron, server, tools)', 'npx', ['tsc', '-b']));
step(run('Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']));
step(run('Format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']));
step(run('Electronegativity over the Electron shell (npm run electronegativity)', 'npm', ['run', '--silent', 'electronegativity']));

// The server's database tests run once: on PostgreSQL, the production database, when the machine
// has one (TEST_DATABASE_URL), else on PGlite. The stories run the product as `npm start` does, on
// PGlite, so both dialects are met on every run; `npm run test:server:pglite` runs the server suite
// on PGlite alone.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const vitestJson = path.join(out, 'vitest.json');
const vitestOk = run(
  `Vitest: renderer, console, electron, tools, server on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
  'npx',
  [
    'vitest',
    'run',
    // Vitest's default on this 2-core machine is one worker. The server's files spend much of their
    // time waiting (a provider's answer, a queue's poll, PostgreSQL's own processes), so a second
    // one runs beside them.
    '--maxWorkers=2',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ],
  onPostgres ? { SERVER_TEST_DB: 'postgres' } : {},
);
countVitest(vitestJson);
step(vitestOk, !existsSync(vitestJson));
if (!onPostgres)
  skip('The server suite on PostgreSQL', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test): it ran on PGlite');

console.log('\n=== Summary');
for (const line of report) console.log(line);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(allOk ? 0 : 1);
