import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { encryptedSent, fakeApi, loggedInStore, loginRequest, makeStore, memoryKeyVault } from '../test/fakes';

describe('SessionStore', () => {
  it('stores MC_SESSION_INFO in session storage on login', async () => {
    const store = makeStore();
    await store.system.loadSettings();
    await store.session.login({ username: 'demo', password: 'demo1234' });
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
    await store.session.login({ username: 'demo', password: 'demo1234' });
    expect(store.session.memberInfo).toBeNull();
    expect(window.sessionStorage.getItem('memberInfo')).toBeNull();
    expect(window.sessionStorage.getItem('agreeTerms')).toBe('true');
  });
});

describe('SessionStore account flows', () => {
  it('sends the login encrypted with a fresh human-check proof and keeps the password in memory only', async () => {
    const store = makeStore();
    await store.session.login({ type: 'username', username: 'demo', password: 'demo1234' });
    const [body, header] = vi.mocked(store.api.session.login).mock.calls[0]!;
    expect(header).toBe('RSA-OAEP-256+A256GCM; keyId=k1');
    expect(JSON.stringify(body)).not.toContain('demo1234');
    expect(await loginRequest(store.api)).toEqual({ type: 'username', username: 'demo', password: 'demo1234', humanCheck: 'proof' });
    expect(store.session.heldPassword).toBe('demo1234');
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain('demo1234');
  });

  it('says Device: OTHERS on the login only when it runs as an app installed on the home screen', async () => {
    const store = makeStore();
    await store.session.login({ type: 'username', username: 'demo', password: 'demo1234' });
    expect(vi.mocked(store.api.session.login).mock.calls[0]![2]).toBe(false);
    const standalone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList);
    await store.session.login({ type: 'username', username: 'demo', password: 'demo1234' });
    expect(vi.mocked(store.api.session.login).mock.calls[1]![2]).toBe(true);
    standalone.mockRestore();
  });

  it('asks for the balance as soon as the login succeeds', async () => {
    const store = makeStore();
    await store.session.login({ type: 'username', username: 'demo', password: 'demo1234' });
    await vi.waitFor(() => expect(store.wallet.balance).not.toBeNull());
    expect(store.api.wallet.gcs).toHaveBeenCalledTimes(1);
  });

  it('sends no human check with an SMS login and holds no password', async () => {
    const store = makeStore();
    await store.session.login({ type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', messageCode: '123456' });
    expect(await loginRequest(store.api)).not.toHaveProperty('humanCheck');
    expect(store.humanCheck.proof).not.toHaveBeenCalled();
    expect(store.session.heldPassword).toBeNull();
  });

  it('fetches the key again and retries once when the server answers ENCRYPTION_REQUIRED', async () => {
    const api = fakeApi();
    const login = api.session.login;
    vi.mocked(login).mockRejectedValueOnce(new ApiError('ENCRYPTION_REQUIRED', 'x', 400));
    const store = makeStore(api);
    await store.session.login({ username: 'demo', password: 'demo1234' });
    expect(api.session.encryptionKey).toHaveBeenCalledTimes(2);
    expect(login).toHaveBeenCalledTimes(2);

    vi.mocked(login).mockRejectedValue(new ApiError('ENCRYPTION_REQUIRED', 'x', 400));
    await expect(store.session.login({ username: 'demo', password: 'demo1234' })).rejects.toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
    expect(login).toHaveBeenCalledTimes(4);
  });

  it('remembers a login only encrypted, and forgets it when asked', async () => {
    const vault = memoryKeyVault();
    const store = makeStore(fakeApi(), vault);
    const record = { type: 'username' as const, username: 'demo', password: 'demo1234', countryDialingCode: '63' };
    await store.session.login({ username: 'demo', password: 'demo1234' }, record);
    const stored = window.localStorage.getItem('rememberedLogin')!;
    expect(stored).not.toContain('demo1234');
    expect(stored).not.toContain('demo');
    expect((await vault.get())?.extractable).toBe(false);
    expect(await makeStore(fakeApi(), vault).session.rememberedLogin()).toEqual(record);
    await store.session.login({ username: 'demo', password: 'demo1234' }, null);
    expect(window.localStorage.getItem('rememberedLogin')).toBeNull();
    expect(await store.session.rememberedLogin()).toBeNull();
  });

  it('changes the password with the held one, then drops it and updates the remembered login', async () => {
    const store = makeStore();
    const record = { type: 'username' as const, username: 'demo', password: 'demo1234', countryDialingCode: '63' };
    await store.session.login({ username: 'demo', password: 'demo1234' }, record);
    await store.session.changePassword('newpass99', 'newpass99');
    // Encrypted like the login: the server reads this body once it decrypts it.
    expect(await encryptedSent(store.api.account.changePassword)).toEqual({
      oldPassword: 'demo1234',
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    expect(vi.mocked(store.api.account.changePassword).mock.calls[0]![1]).toMatch(/keyId=/);
    expect(store.session.heldPassword).toBeNull();
    expect(await store.session.rememberedLogin()).toEqual({ ...record, password: 'newpass99' });
  });

  it('stores a registration session exactly like a login', async () => {
    const store = makeStore();
    await store.system.loadSettings();
    await store.session.register('username', { registerMethod: 'H5', username: 'juan01', password: 'secret123', disclaimerAccepted: true });
    expect(JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO')!)).toEqual({
      token: 'tok',
      merchantCode: 'pinoypf1',
      userName: 'juan01',
      type: 0,
      firstTimeLogin: false,
    });
    expect(store.session.heldPassword).toBe('secret123');
  });
});
