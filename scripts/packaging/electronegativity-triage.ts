/**
 * What `npm run electronegativity` accepts, and why. Electronegativity reads one file at a time and
 * only the object literal written at a call, so a few of its findings describe code it cannot
 * follow rather than a weakness. Each one accepted here is pinned to its check, its file and the
 * code on the flagged line: if that line changes, the finding counts again.
 */

/** One finding as Electronegativity reports it (the fields read here). */
export interface Finding {
  id: string;
  file: string;
  sample?: string;
  location: { line: number; column: number };
}

export interface Acceptance {
  check: string;
  /** Relative to electron/. */
  file: string;
  /** Text the flagged line must contain. */
  code: string;
  reason: string;
}

const WINDOW_OPTIONS =
  'the options come from windowOptions() (electron/windows/options.ts), whose HARDENED_PREFERENCES ' +
  'electron/windows/options.test.ts asserts; the check reads only options written at the call';

export const ACCEPTED: readonly Acceptance[] = [
  {
    check: 'CONTEXT_ISOLATION_JS_CHECK',
    file: 'windows/main-window.ts',
    code: 'new BrowserWindow(windowOptions(',
    reason: `contextIsolation is true: ${WINDOW_OPTIONS}`,
  },
  {
    check: 'SANDBOX_JS_CHECK',
    file: 'windows/main-window.ts',
    code: 'new BrowserWindow(windowOptions(',
    reason: `sandbox is true: ${WINDOW_OPTIONS}`,
  },
  {
    check: 'AUXCLICK_JS_CHECK',
    file: 'windows/main-window.ts',
    code: 'new BrowserWindow(windowOptions(',
    reason: `disableBlinkFeatures is 'Auxclick': ${WINDOW_OPTIONS}`,
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'navigation/guard.ts',
    code: 'shell.openExternal(url)',
    reason:
      'the one gate to the system browser: reached only when the shell kind allows external links and ' +
      'isSafeExternalUrl (electron/navigation/allow-list.ts) passes the URL: http(s), a host, no credentials, ' +
      'bounded length (allow-list.test.ts, guard.test.ts)',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'views/isolated-views.ts',
    code: 'this.deps.openExternal(',
    reason:
      "not Electron's shell.openExternal but the view's injected gate, which electron/main.ts builds with " +
      'createSafeOpenExternal (the accepted call in navigation/guard.ts above)',
  },
  {
    check: 'DANGEROUS_FUNCTIONS_JS_CHECK',
    file: 'kiosk/page-style.ts',
    code: 'insertCSS(css',
    reason:
      "the style is kioskPageCss()'s fixed rules (no cursor, no selection or drag), chosen by two switches of " +
      "the shell's own configuration: no page, player or server text reaches it (page-style.test.ts)",
  },
];

export interface Triage<F extends Finding> {
  open: F[];
  accepted: { finding: F; reason: string }[];
  /** Acceptances that matched nothing: the code they excused has changed, so they must go or move. */
  stale: Acceptance[];
}

export function triage<F extends Finding>(findings: readonly F[], acceptances: readonly Acceptance[]): Triage<F> {
  const used = new Set<Acceptance>();
  const result: Triage<F> = { open: [], accepted: [], stale: [] };
  for (const finding of findings) {
    const acceptance = acceptances.find((a) => a.check === finding.id && a.file === finding.file && finding.sample?.includes(a.code));
    if (acceptance) {
      used.add(acceptance);
      result.accepted.push({ finding, reason: acceptance.reason });
    } else {
      result.open.push(finding);
    }
  }
  result.stale = acceptances.filter((a) => !used.has(a));
  return result;
}
