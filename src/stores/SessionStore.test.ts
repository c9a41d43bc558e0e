import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { fakeApi, loggedInStore, makeStore } from '../test/fakes';

describe('SessionStore', () => {
  it('stores MC_SESSION_INFO in session storage on login', async () => {
    const store = makeStore();
    await store.system.loadSettings();
    await store.session.login('demo', 'demo1234');
    expect(JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO')!)).toEqual({
      token: 'tok',
      merchantCode: 'pinoypf1',
      userName: 'demo',
      type: 0,
      firstTimeLogin: false,
    });
    expect(store.session.viewer).toBe('member');
  });

  it('keeps the trial name and trial type after a free-play login', async () => {
    const store = makeStore();
    await store.session.loginTrial();
    expect(JSON.parse(window.sessionStorage.getItem('trialName')!)).toBe('guest123');
    expect(store.session.viewer).toBe('trial');
  });

  it('restores the session from storage', () => {
    expect(loggedInStore().session.token).toBe('tok');
  });

  it('drops the session silently when member info says the token is bad', async () => {
    const api = fakeApi({
      member: { info: vi.fn(async () => Promise.reject(new ApiError('SESSION_EXPIRED', 'x', 401))) },
    });
    const store = loggedInStore(0, api);
    await store.session.renew();
    expect(store.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('keeps the session on other renewal failures', async () => {
    const api = fakeApi({ member: { info: vi.fn(async () => Promise.reject(new ApiError('NETWORK', 'x'))) } });
    const store = loggedInStore(0, api);
    await store.session.renew();
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('prefers nickname, then account, for the display name', async () => {
    const store = loggedInStore();
    expect(store.session.displayName).toBe('demo');
    await store.session.renew();
    expect(store.session.displayName).toBe('demo');
    store.session.memberInfo = { ...store.session.memberInfo!, nickname: 'Juan' };
    expect(store.session.displayName).toBe('Juan');
  });

  it('logs out even when the server call fails, clearing everything', async () => {
    const api = fakeApi({ session: { logout: vi.fn(async () => Promise.reject(new ApiError('NETWORK', 'x'))) } });
    const store = loggedInStore(0, api);
    window.sessionStorage.setItem('trialName', '"x"');
    await store.wallet.refresh();
    await store.session.logout();
    expect(api.session.logout).toHaveBeenCalled();
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.wallet.balance).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
  });
});

describe('SessionStore login', () => {
  it('forgets the previous account but keeps unrelated session flags', async () => {
    const store = loggedInStore(4);
    await store.session.renew();
    window.sessionStorage.setItem('agreeTerms', 'true');
    await store.session.login('demo', 'demo1234');
    expect(store.session.memberInfo).toBeNull();
    expect(window.sessionStorage.getItem('memberInfo')).toBeNull();
    expect(window.sessionStorage.getItem('agreeTerms')).toBe('true');
  });
});
