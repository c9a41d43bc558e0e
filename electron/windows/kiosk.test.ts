import { describe, expect, it } from 'vitest';
import { isBlockedKioskShortcut, shellRules, type KeyInput } from './kiosk';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key: k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

describe('shellRules', () => {
  it('locks the kiosk down', () => {
    expect(shellRules('kiosk', false)).toEqual({ kiosk: true, menu: false, devTools: false, externalBrowser: false });
  });

  it('leaves the desktop shell open, but without devtools', () => {
    expect(shellRules('desktop', false)).toEqual({ kiosk: false, menu: true, devTools: false, externalBrowser: true });
  });

  it.each(['kiosk', 'desktop'] as const)('gives the %s devtools only when started with them', (kind) => {
    expect(shellRules(kind, true).devTools).toBe(true);
  });
});

describe('isBlockedKioskShortcut', () => {
  it.each([
    ['F12', {}],
    ['F5', {}],
    ['F4', { alt: true }],
    ['I', { control: true, shift: true }],
    ['j', { meta: true, shift: true }],
    ['r', { control: true }],
    ['w', { meta: true }],
    ['q', { control: true }],
  ] as const)('blocks %s %o', (k, mods) => {
    expect(isBlockedKioskShortcut(key(k, mods))).toBe(true);
  });

  it('lets ordinary typing through', () => {
    expect(isBlockedKioskShortcut(key('r'))).toBe(false);
    expect(isBlockedKioskShortcut(key('a', { control: true }))).toBe(false);
    expect(isBlockedKioskShortcut(key('Enter'))).toBe(false);
  });

  it('lets the devtools keys through when the kiosk was started with devtools, and nothing else', () => {
    expect(isBlockedKioskShortcut(key('F12'), true)).toBe(false);
    expect(isBlockedKioskShortcut(key('I', { control: true, shift: true }), true)).toBe(false);
    expect(isBlockedKioskShortcut(key('r', { control: true }), true)).toBe(true);
    expect(isBlockedKioskShortcut(key('F4', { alt: true }), true)).toBe(true);
  });

  it('only looks at key-down events', () => {
    expect(isBlockedKioskShortcut({ ...key('F12'), type: 'keyUp' })).toBe(false);
  });
});
