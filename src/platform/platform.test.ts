import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformBridge } from '../../contracts/platform-bridge';
import { clientPlace, isElectron, isInstalledApp, isStandalone, isWalletVariant, registerMethod } from './appInfo';
import { copyText } from './clipboard';
import { leaveAppFor } from './leaveApp';
import { isSafeExternalUrl, openExternal } from './openExternal';
import { rememberedLoginStore, webRememberedLogin } from './rememberedLogin';
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
    openGame: vi.fn(async () => undefined),
    closeGame: vi.fn(async () => undefined),
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

describe('remembered login', () => {
  it('goes through the secure store in Electron, never Web Storage', async () => {
    const bridge = fakeBridge();
    vi.mocked(bridge.secureGet).mockResolvedValue(
      JSON.stringify({ type: 'username', username: 'demo', password: 'p', countryDialingCode: '63' }),
    );
    window.platform = bridge;
    const store = rememberedLoginStore();
    await store.save({ type: 'username', username: 'demo', password: 'p', countryDialingCode: '63' });
    expect(bridge.secureSet).toHaveBeenCalledWith('rememberedLogin', expect.any(String));
    expect((await store.load())?.username).toBe('demo');
    await store.forget();
    expect(bridge.secureDelete).toHaveBeenCalledWith('rememberedLogin');
    expect(window.localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('reads a record whose key is gone as absent', async () => {
    window.localStorage.setItem('rememberedLogin', JSON.stringify({ iv: 'AAAA', data: 'AAAA' }));
    const vault = { get: async () => null, put: vi.fn(), remove: vi.fn() };
    expect(await webRememberedLogin(vault).load()).toBeNull();
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

  it('names the register method: APP in Electron, WEBCLIP from the iOS home screen, PWA standalone, else H5', () => {
    expect(registerMethod()).toBe('H5');
    const spy = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    expect(registerMethod()).toBe('PWA');
    spy.mockReturnValue({ matches: false } as MediaQueryList);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    expect(registerMethod()).toBe('WEBCLIP');
    Reflect.deleteProperty(window.navigator, 'standalone');
    window.platform = fakeBridge();
    expect(registerMethod()).toBe('APP');
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

describe('client place (for the deposit channels)', () => {
  const as = (userAgent: string, maxTouchPoints = 0) => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    // jsdom has no maxTouchPoints; a phone's browser does.
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
  };

  it('tells phones by their system, an iPad posing as a Mac included', () => {
    as('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1');
    expect(clientPlace()).toEqual({ platform: 'mobile', device: 'ios', native: false });
    as('Mozilla/5.0 (Linux; Android 14; SM-A155F) Mobile Safari/537.36');
    expect(clientPlace()).toEqual({ platform: 'mobile', device: 'android', native: false });
    as('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5);
    expect(clientPlace()).toEqual({ platform: 'mobile', device: 'ios', native: false });
  });

  it('calls a desktop browser and the desktop shell web, the shell native', () => {
    as('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36');
    expect(clientPlace()).toEqual({ platform: 'web', device: 'all', native: false });
    window.platform = fakeBridge();
    expect(clientPlace()).toEqual({ platform: 'web', device: 'all', native: true });
  });
});

describe('leaving the app for a payment page', () => {
  it('opens it in the system browser from the desktop shell, which stays on the app', async () => {
    const bridge = fakeBridge();
    window.platform = bridge;
    expect(await leaveAppFor('https://pay.example/checkout/cs_1')).toBe('external');
    expect(bridge.openExternal).toHaveBeenCalledWith('https://pay.example/checkout/cs_1');
  });

  it('refuses anything but http(s)', async () => {
    expect(await leaveAppFor('javascript:alert(1)')).toBe('refused');
  });
});

describe('copying', () => {
  it('says whether the browser let it copy', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await copyText('0012 3456')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('0012 3456');
    writeText.mockRejectedValueOnce(new Error('denied'));
    expect(await copyText('x')).toBe(false);
  });
});
