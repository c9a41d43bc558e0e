import { describe, expect, it } from 'vitest';
import { ACCEPTED, triage, type Acceptance } from './electronegativity-triage';

const acceptance: Acceptance = {
  check: 'SANDBOX_JS_CHECK',
  file: 'windows/main-window.ts',
  code: 'new BrowserWindow(windowOptions(',
  reason: 'r',
};
const finding = (over: Partial<{ id: string; file: string; sample: string }> = {}) => ({
  id: 'SANDBOX_JS_CHECK',
  file: 'windows/main-window.ts',
  sample: '  const win = new BrowserWindow(windowOptions({ kind, preloadPath, title }));',
  location: { line: 24, column: 14 },
  ...over,
});

describe('triage', () => {
  it('accepts a finding only for its check, its file and the code on its line, wherever the line moves', () => {
    const moved = { ...finding(), location: { line: 80, column: 2 } };
    expect(triage([moved], [acceptance])).toEqual({ open: [], accepted: [{ finding: moved, reason: 'r' }], stale: [] });
  });

  it('keeps a finding open when the flagged code is different, even in an accepted file and check', () => {
    const literal = finding({ sample: 'new BrowserWindow({ webPreferences: { sandbox: false } })' });
    const result = triage([literal], [acceptance]);
    expect(result.open).toEqual([literal]);
    expect(result.stale).toEqual([acceptance]);
  });

  it('keeps a finding of another check or file open', () => {
    const other = [finding({ id: 'NODE_INTEGRATION_JS_CHECK' }), finding({ file: 'views/game-view.ts' })];
    expect(triage(other, [acceptance]).open).toEqual(other);
  });

  it('gives every acceptance a reason', () => {
    for (const a of ACCEPTED) expect(a.reason.length, a.check).toBeGreaterThan(40);
  });
});
