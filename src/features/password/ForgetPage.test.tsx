import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';

describe('forgot password page', () => {
  it('resets by SMS with a reset-purpose code, then goes to login', async () => {
    const user = userEvent.setup();
    const store = makeStore();
    const { location } = renderApp('/m/forget', store);
    expect((await screen.findByRole('tab', { name: 'By SMS' })).getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(store.api.verification.smsNoLogin).toHaveBeenCalledWith({
        mobileNum: '9171234567',
        countryDialingCode: '63',
        purpose: 'reset',
        humanCheck: 'proof',
      }),
    );
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeTruthy();
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'newpass99');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location()).toBe('/m/login'));
    expect(store.api.account.resetBySms).toHaveBeenCalledWith({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      messageCode: '654321',
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    expect(store.ui.toast?.key).toBe('password.resetDone');
  });

  it('resets by email: code first, then code and new password', async () => {
    const user = userEvent.setup();
    const store = makeStore();
    const { location } = renderApp('/m/forget', store);
    await user.click(await screen.findByRole('tab', { name: 'By email' }));
    expect(screen.queryByLabelText('Code')).toBeNull();
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '111222');
    await user.type(screen.getByLabelText('New password'), 'newpass99');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location()).toBe('/m/login'));
    expect(store.api.account.requestEmailReset).toHaveBeenCalledWith({ username: 'demo', email: 'demo@example.com', humanCheck: 'proof' });
    expect(store.api.account.resetByEmail).toHaveBeenCalledWith({
      username: 'demo',
      code: '111222',
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
  });
});
