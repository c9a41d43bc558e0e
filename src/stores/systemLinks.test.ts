import { describe, expect, it, vi } from 'vitest';
import { sealLinkPath } from '../../contracts/service-link';
import type { ConsolidatedSettingsValue } from '../../contracts/system';
import { SETTINGS, fakeApi, makeStore } from '../test/fakes';

async function systemWith(settings: Partial<ConsolidatedSettingsValue>) {
  const store = makeStore(fakeApi({ system: { settings: vi.fn(async () => ({ ...SETTINGS, ...settings })) } }));
  await store.system.loadSettings();
  return store.system;
}

describe('the settings’ links', () => {
  it('opens type-3 customer-service paths (their last 8 characters the key) and drops one that does not open', async () => {
    const sealed = await sealLinkPath('https://t.me/PinoyPlaySupport', 'k3Y_8chr');
    const system = await systemWith({
      customerService: [
        { csType: 'LIVECHAT', title: 'Chat', path: 'https://chat.example/1' },
        { csType: 'TELEGRAM', title: 'Telegram', path: sealed, type: '3' },
        { csType: 'LIVECHAT', title: 'Broken', path: `${sealed.slice(0, -8)}wrongkey`, type: '3' },
      ],
    });
    expect(system.customerService.map((entry) => [entry.title, entry.path])).toEqual([
      ['Chat', 'https://chat.example/1'],
      ['Telegram', 'https://t.me/PinoyPlaySupport'],
    ]);
    expect(system.telegramLink).toBe('https://t.me/PinoyPlaySupport');
  });

  it('prefers the Telegram social link, lists every live chat, and has no Telegram when neither exists', async () => {
    const both = await systemWith({
      customerService: [
        { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/cs' },
        { csType: 'LIVECHAT', title: 'Chat A', path: 'https://a.example' },
        { csType: 'LIVECHAT', title: 'Chat B', path: 'https://b.example' },
      ],
      socialLinks: { Telegram: 'https://t.me/social' },
    });
    expect(both.telegramLink).toBe('https://t.me/social');
    expect(both.liveChats.map((entry) => entry.title)).toEqual(['Chat A', 'Chat B']);
    expect(both.liveChat?.title).toBe('Chat A');
    expect((await systemWith({})).telegramLink).toBeNull();
  });

  it('finds download resources whatever their case, and offers the app only with the app window on and a download configured', async () => {
    const resources = [
      { resourceType: 'Android', url: '/app.apk' },
      { resourceType: 'TUTORIAL', url: '/tutorial' },
    ];
    const on = await systemWith({ appWindow: true, resources });
    expect(on.resourceUrl('ANDROID')).toBe('/app.apk');
    expect(on.resourceUrl('IOS')).toBeNull();
    expect(on.offersAppDownload).toBe(true);
    expect((await systemWith({ appWindow: false, resources })).offersAppDownload).toBe(false);
    // A tutorial alone is nothing to install.
    expect((await systemWith({ appWindow: true, resources: [resources[1]!] })).offersAppDownload).toBe(false);
    expect((await systemWith({ appWindow: true, resources: [{ resourceType: 'MOBILECONFIG', url: '/p' }] })).offersAppDownload).toBe(true);
  });
});
