/**
 * `npm run electronegativity`: Doyensec's Electronegativity (the scanner Electron's security
 * checklist points to) over the shell's own sources, failing on any finding that
 * electronegativity-triage.ts does not accept with a reason, on any file it could not parse, and
 * on any acceptance that no longer matches.
 *
 * It scans a copy of electron/ without the tests (which run in Vitest, never in the app, and whose
 * fakes would satisfy the scanner's global checks) plus package.json, and tells it the Electron
 * version from node_modules/electron (it cannot detect it from a copy).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { ACCEPTED, triage, type Finding } from './electronegativity-triage';

/**
 * Checks switched off, and why. Each one would fail every run for a reason the code cannot change.
 */
const EXCLUDED_CHECKS = {
  // Downloads Electron's release list from GitHub on every run; the build machine reaches only the
  // package registries. Electron is kept on its newest major instead (README, "Libraries chosen").
  AvailableSecurityFixesGlobalCheck: 'needs the network',
  // Only reports the Electron version in package.json, for the check above to compare.
  ElectronVersionJSONCheck: 'feeds only AvailableSecurityFixesGlobalCheck',
  // The shell shows no page of its own: every page comes from the platform server, which sends
  // its Content-Security-Policy header (server/http/security-headers.ts), and the data: error page
  // has no script. A scan of the shell's sources finds no CSP and would always report one missing.
  CSPGlobalCheck: "the pages' CSP is the platform server's header",
} as const;

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@doyensec/electronegativity/package.json'));

/**
 * Electronegativity fetches a translation file from S3 before every scan; its bundled English
 * strings are used instead, so the scan makes no request (and cannot hang or crash on one).
 */
function useBundledTranslations(): void {
  const i18nModule = join(packageDir, 'dist/locales/i18n.js');
  const i18n = createRequire(i18nModule)('i18n') as { configure(options: object): void; setLocale(locale: string): void };
  const offline = new Module(i18nModule);
  offline.filename = i18nModule;
  offline.loaded = true;
  offline.exports = {
    __esModule: true,
    default: async () => {
      const options = { locales: ['en-US'], defaultLocale: 'en-US', updateFiles: false, objectNotation: true, register: globalThis };
      i18n.configure({ ...options, directory: dirname(i18nModule) });
      i18n.setLocale('en-US');
    },
  };
  require.cache[i18nModule] = offline;
}

/** The shell's sources without tests, in a scratch directory, and package.json beside them. */
function copySources(): string {
  const scratch = mkdtempSync(join(tmpdir(), 'electronegativity-'));
  const sources = join(root, 'electron');
  for (const entry of readdirSync(sources, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const target = join(scratch, relative(sources, join(entry.parentPath, entry.name)));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(entry.parentPath, entry.name), target);
  }
  copyFileSync(join(root, 'package.json'), join(scratch, 'package.json'));
  return scratch;
}

interface Report {
  errors: { file: string; message: string; tolerable: boolean }[];
  issues: (Finding & { severity: { name?: string }; description: string; shortenedURL: string })[];
}
type Run = (options: object, forCli: boolean) => Promise<Report>;

useBundledTranslations();
const run = require(join(packageDir, 'dist/runner.js')) as Run;
const electronVersion = (JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;
const scratch = copySources();
let report: Report;
try {
  report = await run(
    {
      input: scratch,
      customScan: [],
      excludeFromScan: Object.keys(EXCLUDED_CHECKS),
      isRelative: true,
      isVerbose: false,
      electronVersionOverride: electronVersion,
      parserPlugins: [],
    },
    false,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const where = (f: Finding) => `electron/${f.file}:${f.location.line}:${f.location.column}`;
const { open, accepted, stale } = triage(report.issues, ACCEPTED);
const unparsed = report.errors.filter((e) => !e.tolerable);

console.log(`Electronegativity over electron/ (Electron ${electronVersion}); checks off: ${Object.keys(EXCLUDED_CHECKS).join(', ')}`);
for (const { finding, reason } of accepted) console.log(`accepted  ${finding.id} ${where(finding)}: ${reason}`);
for (const f of open) console.log(`FINDING   ${f.id} ${where(f)} (${f.severity.name ?? '?'}): ${f.description} ${f.shortenedURL}`);
for (const error of unparsed) console.log(`UNPARSED  electron/${relative(scratch, error.file)}: ${error.message}`);
for (const a of stale) console.log(`STALE     ${a.check} in electron/${a.file} is accepted but matched nothing: drop or move it`);

const failures = open.length + unparsed.length + stale.length;
console.log(failures === 0 ? `No findings (${accepted.length} accepted with a reason).` : `${failures} problem(s).`);
process.exit(failures === 0 ? 0 : 1);
