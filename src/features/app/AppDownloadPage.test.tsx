import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsolidatedSettingsValue } from '../../../contracts/system';
import { listenForInstallPrompt } from '../../platform/installPrompt';
import { SETTINGS, fakeApi, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { downloadHref } from './downloadHref';

const ALL = [
  { resourceType: 'Android', url: '/downloads/pinoy-play.apk' },
  { resourceType: 'IOS', url: 'itms-services://?action=download-manifest&url=https://apps.example/manifest.plist' },
  { resourceType: 'MOBILECONFIG', url: '/downloads/pinoy-play.mobileconfig' },
  { resourceType: 'TUTORIAL', url: 'https://guide.example/install' },
];
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function appPage(resources: ConsolidatedSettingsValue['resources'], userAgent?: string) {
  if (userAgent) vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const store = makeStore(fakeApi({ system: { settings: vi.fn(async () => ({ ...SETTINGS, appWindow: true, resources })) } }));
  const result = renderApp('/m/app', store);
  expect(await screen.findByRole('heading', { level: 1, name: 'Download app' })).toBeTruthy();
  await waitFor(() => expect(store.system.settings).not.toBeNull());
  return result;
}

const blockTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const block = (name: string) => within(screen.getByRole('region', { name }));

describe('the app download page (/m/app)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers Android, then iOS with the profile’s steps and the 12.4 note, and the tutorial', async () => {
    await appPage(ALL, ANDROID);
    expect(blockTitles()).toEqual(['Android', 'iPhone and iPad']);
    expect(block('Android').getByText('For this phone')).toBeTruthy();
    expect(block('Android').getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe('/downloads/pinoy-play.apk');
    const ios = block('iPhone and iPad');
    expect(ios.getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toMatch(/^itms-services:/);
    expect(ios.getByRole('link', { name: 'Install the iOS profile' }).getAttribute('href')).toBe('/downloads/pinoy-play.mobileconfig');
    expect(ios.getAllByRole('listitem')).toHaveLength(3);
    expect(ios.getByText('Needs iOS 12.4 or later.')).toBeTruthy();
    expect(ios.queryByText('For this phone')).toBeNull();
    expect(screen.getByRole('link', { name: 'How to install (step-by-step guide)' }).getAttribute('href')).toBe(
      'https://guide.example/install',
    );
  });

  it('puts iOS first on an iPhone, keeping Android reachable below', async () => {
    await appPage(ALL, IPHONE);
    expect(blockTitles()).toEqual(['iPhone and iPad', 'Android']);
    expect(block('iPhone and iPad').getByText('For this phone')).toBeTruthy();
    expect(block('Android').getByRole('link', { name: 'Download for Android' })).toBeTruthy();
  });

  it('says plainly which download is missing', async () => {
    await appPage([{ resourceType: 'MOBILECONFIG', url: '/p.mobileconfig' }]);
    expect(block('Android').getByText('The Android app is not available for download yet.')).toBeTruthy();
    expect(block('iPhone and iPad').getByRole('link', { name: 'Install the iOS profile' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /How to install/ })).toBeNull();
  });

  it('says so when there is nothing to download at all (a tutorial alone installs nothing)', async () => {
    await appPage([{ resourceType: 'TUTORIAL', url: '/guide' }]);
    expect(screen.getByText(/No app download is available right now/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('never makes a link of an address that is not a download (javascript:)', async () => {
    expect(downloadHref('javascript:alert(1)')).toBeNull();
    expect(downloadHref('https://apps.example/a.apk')).toBe('https://apps.example/a.apk');
    await appPage([{ resourceType: 'Android', url: 'javascript:alert(1)' }]);
    expect(screen.queryByRole('link', { name: 'Download for Android' })).toBeNull();
  });

  it('offers "Add to home screen" where the browser can install the web app, and shows the browser’s dialog', async () => {
    listenForInstallPrompt();
    const user = userEvent.setup();
    await appPage(ALL);
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect((await screen.findByText('Pinoy Play was added to your home screen.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });
});
