import { describe, expect, it } from 'vitest';
import { openLinkPath } from '../../../contracts/service-link';
import type { ConsolidatedSettingsValue } from '../../../contracts/system';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

async function settings(): Promise<ConsolidatedSettingsValue> {
  return (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value;
}

describe('the demo merchant’s app window and links', () => {
  it('turns the app window on and lists the sandbox’s Android, iOS profile and tutorial downloads', async () => {
    const value = await settings();
    expect(value.appWindow).toBe(true);
    expect(value.resources.map((r) => r.resourceType).sort()).toEqual(['Android', 'MOBILECONFIG', 'TUTORIAL']);
  });

  it('serves each download: the Android stand-in, a web-clip profile of this platform, the tutorial page', async () => {
    const url = (type: string) => (value: ConsolidatedSettingsValue) => value.resources.find((r) => r.resourceType === type)!.url;
    const value = await settings();
    const apk = await t.app.inject({ url: url('Android')(value) });
    expect(apk.statusCode).toBe(200);
    expect(apk.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(apk.headers['content-disposition']).toContain('attachment');

    const profile = await t.app.inject({ url: url('MOBILECONFIG')(value) });
    expect(profile.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(profile.body).toContain('<string>com.apple.webClip.managed</string>');
    expect(profile.body).toContain(`<string>${t.config.publicUrl}/m/home</string>`);

    const tutorial = await t.app.inject({ url: url('TUTORIAL')(value) });
    expect(tutorial.headers['content-type']).toContain('text/html');
    expect(tutorial.body).toContain('iOS 12.4 or later');
  });

  it('sends the Telegram link sealed (type 3), the same each answer, and the live chat plain', async () => {
    const [first, second] = [await settings(), await settings()];
    const telegram = (value: ConsolidatedSettingsValue) => value.customerService.find((entry) => entry.csType === 'TELEGRAM')!;
    expect(telegram(first)).toMatchObject({ type: '3', title: 'Telegram' });
    expect(telegram(first).path).not.toContain('t.me');
    expect(second).toEqual(first);
    expect(await openLinkPath(telegram(first).path)).toBe('https://t.me/PinoyPlaySupport');
    expect(first.customerService.find((entry) => entry.csType === 'LIVECHAT')).toEqual({
      csType: 'LIVECHAT',
      title: 'Live chat',
      path: '/m/message',
    });
  });
});
