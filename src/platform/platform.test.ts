import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformBridge } from '../../contracts/platform-bridge';
import { isElectron, isInstalledApp, isStandalone, isWalletVariant } from './appInfo';
import { isSafeExternalUrl, openExternal } from './openExternal';
import { createKeyValueStore } from './storage';

afterEach(() => {
  delete window.platform;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function fakeBridge(): PlatformBridge {
  return {
    appInfo: vi.fn(),
    secureGet: vi.fn(),
    secureSet: vi.fn(),
    secureDelete: vi.fn(),
    openExternal: vi.fn(async () => undefined),
    updateStatus: vi.fn(),
  };
}

describe('storage', () => {
  it('round-trips JSON and reads a corrupt value as absent', () => {
    const store = createKeyValueStore(window.localStorage);
    store.set('k', { a: 1 });
    expect(store.get('k')).toEqual({ a: 1 });
    window.localStorage.setItem('bad', '{oops');
    expect(store.get('bad')).toBeNull();
    expect(store.get('missing')).toBeNull();
  });
});

describe('appInfo', () => {
  it('detects Electron by its bridge', () => {
    expect(isElectron()).toBe(false);
    window.platform = fakeBridge();
    expect(isElectron()).toBe(true);
    expect(isInstalledApp()).toBe(true);
  });

  it('detects an installed PWA by display-mode standalone', () => {
    const spy = vi.spyOn(window, 'matchMedia');
    spy.mockReturnValue({ matches: true } as MediaQueryList);
    expect(isStandalone()).toBe(true);
    expect(spy).toHaveBeenCalledWith('(display-mode: standalone)');
    spy.mockReturnValue({ matches: false } as MediaQueryList);
    expect(isStandalone()).toBe(false);
  });

  it('treats the wallet variant as a build flag, off by default', () => {
    expect(isWalletVariant()).toBe(false);
    vi.stubEnv('VITE_WALLET_VARIANT', 'true');
    expect(isWalletVariant()).toBe(true);
  });
});

describe('openExternal', () => {
  it('allows only http(s) links', async () => {
    expect(isSafeExternalUrl('https://x.example')).toBe(true);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('/m/home')).toBe(false);
    expect(await openExternal('javascript:alert(1)')).toBe(false);
  });

  it('goes through the Electron bridge when present', async () => {
    const bridge = fakeBridge();
    window.platform = bridge;
    await openExternal('https://x.example/');
    expect(bridge.openExternal).toHaveBeenCalledWith('https://x.example/');
  });

  it('opens a new tab without opener in the browser', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(await openExternal('https://x.example/')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://x.example/', '_blank', 'noopener,noreferrer');
  });
});
