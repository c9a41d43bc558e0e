import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsolidatedSettingsValue } from '../../contracts/system';
import { SETTINGS, fakeApi, makeStore } from '../test/fakes';
import { renderApp } from '../test/render';
import { fakePlatform } from '../platform/fakePlatform';

const DOWNLOADS: Partial<ConsolidatedSettingsValue> = {
  appWindow: true,
  resources: [
    { resourceType: 'Android', url: '/downloads/app.apk' },
    { resourceType: 'TUTORIAL', url: '/downloads/tutorial' },
  ],
};

function storeWith(settings: Partial<ConsolidatedSettingsValue>) {
  return makeStore(fakeApi({ system: { settings: vi.fn(async () => ({ ...SETTINGS, ...settings })) } }));
}

const bar = () => screen.queryByRole('complementary', { name: 'App download' });

/** Home, once the settings have answered (the bar depends on them). */
async function home(settings: Partial<ConsolidatedSettingsValue>, path = '/m/home') {
  const store = storeWith(settings);
  const result = renderApp(path, store);
  await waitFor(() => expect(store.system.settings).not.toBeNull());
  return result;
}

describe('the download bar (home’s top banner)', () => {
  afterEach(() => {
    delete window.platform;
    vi.unstubAllEnvs();
  });

  it('shows on home when the app window is on and a download is configured, and opens the app page', async () => {
    const user = userEvent.setup();
    const { location } = await home(DOWNLOADS);
    const shown = await screen.findByRole('complementary', { name: 'App download' });
    await user.click(shown.querySelector('a')!);
    expect(location()).toBe('/m/app');
  });

  it('is not there when the app window is off', async () => {
    await home({ ...DOWNLOADS, appWindow: false });
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('is not there without a download to offer (a tutorial alone is none)', async () => {
    await home({ appWindow: true, resources: [{ resourceType: 'TUTORIAL', url: '/downloads/tutorial' }] });
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('is not there inside the installed app', async () => {
    window.platform = fakePlatform().bridge;
    await home(DOWNLOADS);
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('is not there in the GCash/Maya variant', async () => {
    vi.stubEnv('VITE_WALLET_VARIANT', 'true');
    await home(DOWNLOADS);
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('is only on home paths', async () => {
    await home(DOWNLOADS, '/m/game');
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(bar()).toBeNull();
  });
});
