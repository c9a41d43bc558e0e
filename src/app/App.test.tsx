import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, makeStore } from '../test/fakes';
import { renderWithStores } from '../test/render';
import { App } from './App';
import { boot } from './boot';

function statusApi(status: 0 | 1 | 2) {
  return fakeApi({
    system: {
      status: vi.fn(async () => ({
        status,
        maintenance: status === 1,
        regionRestriction: status === 2,
        location: { ip: '203.0.113.7' },
        info: { mainDomain: '', mobileTemplate: { mem_cen: '0', dep_func: '0' }, imageCDNs: [], register: true },
      })),
    },
  });
}

describe('system status gate', () => {
  it('shows the maintenance page for status 1', async () => {
    const store = makeStore(statusApi(1));
    renderWithStores(<App />, { store });
    await boot(store);
    expect(await screen.findByRole('heading', { name: 'We are conducting system maintenance' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('shows the access-denied page for status 2', async () => {
    const store = makeStore(statusApi(2));
    renderWithStores(<App />, { store });
    await boot(store);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('Your IP address: 203.0.113.7')).toBeTruthy();
  });

  it('shows the app for status 0, after a spinner while the check runs', async () => {
    const store = makeStore(statusApi(0));
    renderWithStores(<App />, { store });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await boot(store);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(store.api.system.settings).toHaveBeenCalled();
  });
});

describe('without a network', () => {
  it('keeps the frame and shows the offline page while the device is offline, and the screen again once it is back', async () => {
    const store = makeStore(statusApi(0));
    renderWithStores(<App />, { store });
    await boot(store);
    await screen.findByRole('navigation', { name: 'Main menu' });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull());
  });
});

describe('a new version of the app', () => {
  it('waits for the player: "Later" hides the offer, "Update now" loads the new version', async () => {
    const user = userEvent.setup();
    const store = makeStore(statusApi(0));
    renderWithStores(<App />, { store });
    await boot(store);
    const apply = vi.fn(async () => undefined);
    act(() => store.ui.offerUpdate(apply));
    const offer = await screen.findByRole('region', { name: 'A new version of Pinoy Play is ready.' });
    await user.click(within(offer).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'A new version of Pinoy Play is ready.' })).toBeNull();
    expect(apply).not.toHaveBeenCalled();
    act(() => store.ui.offerUpdate(apply));
    await user.click(await screen.findByRole('button', { name: 'Update now' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
