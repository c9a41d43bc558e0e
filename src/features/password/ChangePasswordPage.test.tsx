import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { encryptedSent, fakeApi, loggedInStore, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { REDIRECT_MS } from './ChangePasswordPage';

describe('change password page', () => {
  it('sends visitors to the login page', async () => {
    const { location } = renderApp('/m/changePsw', makeStore());
    await waitFor(() => expect(location()).toBe('/m/login'));
  });

  it('asks for the old password when none is held, with the username read-only', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    renderApp('/m/changePsw', store);
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(username.value).toBe('demo');
    expect(username.readOnly).toBe(true);
    await user.type(screen.getByLabelText('Old password'), 'demo1234');
    await user.type(screen.getByLabelText('New password'), 'newpass99');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass98');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Confirmation password not matched')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter password')).toBeTruthy();
    expect(store.api.account.changePassword).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the old one with a dialog', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    renderApp('/m/changePsw', store);
    await user.type(await screen.findByLabelText('Old password'), 'demo1234');
    await user.type(screen.getByLabelText('New password'), 'demo1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('dialog', { name: 'The new password and the old password cannot be the same' })).toBeTruthy();
    expect(store.api.account.changePassword).not.toHaveBeenCalled();
  });

  it('skips the old password right after a login, then clears it and goes home after about 1 s', async () => {
    const store = makeStore();
    await store.session.login({ username: 'demo', password: 'demo1234' });
    renderApp('/m/changePsw', store);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Old password')).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'newpass99');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass99');
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.api.account.changePassword).toHaveBeenCalled());
    // Sent through the cipher with its Encryption header, as the login is.
    expect(await encryptedSent(store.api.account.changePassword)).toEqual({
      oldPassword: 'demo1234',
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    expect(vi.mocked(store.api.account.changePassword).mock.calls[0]![1]).toBe('RSA-OAEP-256+A256GCM; keyId=k1');
    expect(store.session.heldPassword).toBeNull();
    expect(store.ui.toast?.key).toBe('password.changed');
    expect(screen.getByTestId('location').textContent).toBe('/m/changePsw');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'), { timeout: 2000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(REDIRECT_MS - 50);
  });

  it('after a login with a password customer service gave out, leads every screen here until the player chose their own', async () => {
    const login = vi.fn(async () => ({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: true, lastLogin: null }));
    const store = makeStore(fakeApi({ session: { login } }));
    await store.session.login({ username: 'demo', password: 'Kq7m-X3pt-9Rwa-hT4c' });
    // The server refuses everything else to this session: no balance is asked for.
    expect(store.api.wallet.gcs).not.toHaveBeenCalled();
    const { location } = renderApp('/m/voucherCenter', store);
    await waitFor(() => expect(location()).toBe('/m/changePsw'));
    expect(screen.getByText('The password customer service gave you works only once. Choose your own password to continue.')).toBeTruthy();
    expect(screen.queryByLabelText('Old password')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'newpass99');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // Sent once the cipher has encrypted it, a moment after the tap.
    await waitFor(() => expect(store.api.account.changePassword).toHaveBeenCalled());
    expect(await encryptedSent(store.api.account.changePassword)).toMatchObject({ oldPassword: 'Kq7m-X3pt-9Rwa-hT4c' });
    await waitFor(() => expect(location()).toBe('/m/home'), { timeout: 2000 });
    expect(store.session.mustChangePassword).toBe(false);
  });
});
