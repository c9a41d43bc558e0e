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
    expect(shellRules('kiosk')).toEqual({ kiosk: true, menu: false, devTools: false, externalBrowser: false });
  });

  it('leaves the desktop shell open', () => {
    expect(shellRules('desktop')).toEqual({ kiosk: false, menu: true, devTools: true, externalBrowser: true });
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

  it('only looks at key-down events', () => {
    expect(isBlockedKioskShortcut({ ...key('F12'), type: 'keyUp' })).toBe(false);
  });
});
