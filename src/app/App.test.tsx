import { screen } from '@testing-library/react';
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
