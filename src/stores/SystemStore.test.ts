import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { SETTINGS, fakeApi, makeStore } from '../test/fakes';

describe('SystemStore', () => {
  it('fails open when the status call fails', async () => {
    const store = makeStore(fakeApi({ system: { status: vi.fn(async () => Promise.reject(new ApiError('NETWORK', 'x'))) } }));
    await store.system.loadStatus();
    expect(store.system.status).toBe(0);
  });

  it('shares one settings request between concurrent callers', async () => {
    const store = makeStore();
    await Promise.all([store.system.loadSettings(), store.system.loadSettings()]);
    expect(store.api.system.settings).toHaveBeenCalledTimes(1);
    expect(store.system.directRegistration).toBe(true);
  });

  it('finds live chat and social links', async () => {
    const settings = {
      ...SETTINGS,
      customerService: [{ csType: 'LIVECHAT', title: 'Chat', path: 'https://chat.example' }],
      socialLinks: { telegram: 'https://t.me/x' },
    };
    const store = makeStore(fakeApi({ system: { settings: vi.fn(async () => settings) } }));
    await store.system.loadSettings();
    expect(store.system.liveChat?.path).toBe('https://chat.example');
    expect(store.system.socialLink('TELEGRAM')).toBe('https://t.me/x');
    expect(store.system.socialLink('VIBER')).toBeNull();
  });
});
