import { describe, expect, it, vi } from 'vitest';
import { attachNavigationGuard, createSafeOpenExternal, type GuardedContents } from './guard';

const appOrigin = 'http://localhost:8080';

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url: string) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents: GuardedContents = {
    on: (event, listener) => listeners.set(event, listener),
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
    loadURL: vi.fn(async () => {}),
  };
  const navigate = (event: string, url: string) => {
    const preventDefault = vi.fn();
    listeners.get(event)?.({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, navigate, open: (url: string) => openHandler?.({ url }) };
}

describe('attachNavigationGuard', () => {
  it('lets same-origin navigation and redirects through', () => {
    const fake = fakeContents();
    const openExternal = vi.fn(() => true);
    attachNavigationGuard(fake.contents, appOrigin, openExternal);
    expect(fake.navigate('will-navigate', 'http://localhost:8080/m/lobby')).toBe(false);
    expect(fake.navigate('will-redirect', 'http://localhost:8080/m/home')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses off-origin navigation and hands it to openExternal', () => {
    const fake = fakeContents();
    const openExternal = vi.fn(() => true);
    attachNavigationGuard(fake.contents, appOrigin, openExternal);
    expect(fake.navigate('will-navigate', 'https://example.com/')).toBe(true);
    expect(fake.navigate('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(openExternal.mock.calls).toEqual([['https://example.com/'], ['file:///etc/passwd']]);
  });

  it('never opens a window: same origin loads in place, the rest goes to openExternal', () => {
    const fake = fakeContents();
    const openExternal = vi.fn(() => true);
    attachNavigationGuard(fake.contents, appOrigin, openExternal);
    expect(fake.open('http://localhost:8080/m/help')).toEqual({ action: 'deny' });
    expect(fake.contents.loadURL).toHaveBeenCalledWith('http://localhost:8080/m/help');
    expect(fake.open('https://example.com/promo')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://example.com/promo');
  });
});

describe('createSafeOpenExternal', () => {
  it('opens safe http(s) links on the desktop', () => {
    const shell = { openExternal: vi.fn(async () => {}) };
    const open = createSafeOpenExternal(shell, { externalBrowser: true });
    expect(open('https://example.com/')).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.com/');
  });

  it('refuses other schemes', () => {
    const shell = { openExternal: vi.fn(async () => {}) };
    const open = createSafeOpenExternal(shell, { externalBrowser: true });
    expect(open('file:///etc/passwd')).toBe(false);
    expect(open('ms-msdt:/id PCWDiagnostic')).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('never opens anything in a kiosk', () => {
    const shell = { openExternal: vi.fn(async () => {}) };
    const open = createSafeOpenExternal(shell, { externalBrowser: false });
    expect(open('https://example.com/')).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });
});
