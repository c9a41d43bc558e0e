import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientPlace, isElectron, isInstalledApp, isStandalone, isWalletVariant, registerMethod } from './appInfo';
import { copyText } from './clipboard';
import { fakePlatform } from './fakePlatform';
import { leaveAppFor } from './leaveApp';
import { isSafeExternalUrl, openExternal } from './openExternal';
import { rememberedLoginStore, webRememberedLogin } from './rememberedLogin';
import { createKeyValueStore } from './storage';

afterEach(() => {
  delete window.platform;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const fakeBridge = () => fakePlatform().bridge;

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

describe('the shell\u2019s views and events on the web', () => {
  it('has no chat view, and its events never come', async () => {
    const { shellChatView } = await import('./gameView');
    const { onShellEvent, answerIdleWarning, reportIdleSignedOut } = await import('./shellEvents');
    expect(shellChatView()).toBeNull();
    const unsubscribe = onShellEvent(() => undefined);
    expect(() => unsubscribe()).not.toThrow();
    await expect(answerIdleWarning()).resolves.toBeUndefined();
    await expect(reportIdleSignedOut()).resolves.toBeUndefined();
  });

  it('in the shell, hands events, answers and the chat page (made absolute) to the bridge', async () => {
    const { shellChatView } = await import('./gameView');
    const { onShellEvent, answerIdleWarning, reportIdleSignedOut } = await import('./shellEvents');
    const { bridge, emit } = fakePlatform();
    window.platform = bridge;
    const seen = vi.fn();
    const unsubscribe = onShellEvent(seen);
    emit({ type: 'idleCancelled' });
    unsubscribe();
    emit({ type: 'idleCancelled' });
    expect(seen).toHaveBeenCalledTimes(1);
    await answerIdleWarning();
    await reportIdleSignedOut();
    expect(bridge.stillHere).toHaveBeenCalledOnce();
    expect(bridge.idleSignedOut).toHaveBeenCalledOnce();
    await shellChatView()!.open('/sandbox/chat#ticket=t', 48);
    expect(bridge.openChat).toHaveBeenCalledWith(`${window.location.origin}/sandbox/chat#ticket=t`, 48);
    await shellChatView()!.open('https://chat.example.com/room', 48);
    expect(bridge.openChat).toHaveBeenLastCalledWith('https://chat.example.com/room', 48);
  });
});
