import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SETTINGS, fakeApi, loggedInStore, makeStore, walletOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

describe('home header', () => {
  it('offers log in and register to visitors', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(location()).toBe('/m/login');
  });

  it('hides register when direct registration is off', async () => {
    const api = fakeApi({ system: { settings: vi.fn(async () => ({ ...SETTINGS, directRegistration: false })) } });
    renderApp('/m/home', makeStore(api));
    await waitFor(() => expect(api.system.settings).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('loads member info, settings and wallet on home, then shows name and balance', async () => {
    const store = loggedInStore();
    renderApp('/m/home', store);
    await waitFor(() => expect(screen.getByLabelText('Balance').textContent).toBe('₱10,000.00'));
    // Named for assistive tech too, not only for label queries: the amount is a status output.
    expect(screen.getByRole('status', { name: 'Balance' })).toBe(screen.getByLabelText('Balance'));
    expect(screen.getByText('demo')).toBeTruthy();
    expect(store.api.member.info).toHaveBeenCalled();
    expect(store.api.system.settings).toHaveBeenCalled();
    expect(store.ui.loading).toBe(false);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('masks the balance while refreshing', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const store = loggedInStore();
    renderApp('/m/home', store);
    await waitFor(() => expect(screen.getByLabelText('Balance').textContent).toBe('₱10,000.00'));
    vi.mocked(store.api.wallet.gcs).mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(walletOf(1_234_567)))));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(screen.getByLabelText('Balance').textContent).toBe('****');
    await act(async () => release());
    expect(screen.getByLabelText('Balance').textContent).toBe('₱12,345.67');
  });

  it('hides and shows the balance with the eye button, remembering the choice', async () => {
    const user = userEvent.setup();
    renderApp('/m/home', loggedInStore());
    await waitFor(() => expect(screen.getByLabelText('Balance').textContent).toBe('₱10,000.00'));
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByLabelText('Balance').textContent).toBe('****');
    expect(window.localStorage.getItem('hideBalance')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByLabelText('Balance').textContent).toBe('₱10,000.00');
  });

  it('opens the side menu', async () => {
    const user = userEvent.setup();
    renderApp('/m/home');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });
});
