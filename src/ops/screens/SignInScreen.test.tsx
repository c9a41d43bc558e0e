import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { TOKEN_KEY } from '../stores/SessionStore';
import { fakeOpsApi, renderOps, staffMe } from '../test/fakes';

const ENROL = {
  state: 'enrol' as const,
  enrolmentToken: 'enrol-token-0123456789',
  otpauthUri: 'otpauth://totp/Pinoy%20Play:bea?secret=JBSWY3DPEHPK3PXP&issuer=Pinoy%20Play',
  secret: 'JBSWY3DPEHPK3PXP',
  mustChangePassword: true,
};

async function typeCredentials(username = 'bea', password = 'one-time-pass') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in to the console', () => {
  it('takes any route to the sign-in while signed out', async () => {
    const { location } = await renderOps('/ops/staff', { me: null });
    expect(location()).toBe('/ops/sign-in');
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
  });

  it('asks an enrolled account for its code after the password, then lands on the home with the token in this tab only', async () => {
    const api = fakeOpsApi({
      signIn: vi
        .fn()
        .mockResolvedValueOnce({ state: 'totp' })
        .mockResolvedValueOnce({ state: 'signedIn', token: 'tok-9', me: staffMe('bea', ['cashier']) }),
    });
    const { location } = await renderOps('/ops/sign-in', { api, me: null });
    await typeCredentials('Bea', 'secret-pass');
    await userEvent.type(await screen.findByLabelText('Code'), '12a3456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, bea' })).toBeTruthy();
    expect(api.signIn).toHaveBeenLastCalledWith({ username: 'bea', password: 'secret-pass', code: '123456' });
    expect(location()).toBe('/ops');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-9');
    expect(Object.values({ ...localStorage })).not.toContain('tok-9');
  });

  it('says why a sign-in was refused and stays on the form', async () => {
    const api = fakeOpsApi({ signIn: vi.fn().mockRejectedValue(new ApiError('INVALID_CREDENTIALS', 'bad', 401)) });
    await renderOps('/ops/sign-in', { api, me: null });
    await typeCredentials();
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password.');
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('enrols a first authenticator from the QR code or the key, with a new password after a one-time one', async () => {
    const api = fakeOpsApi({ signIn: vi.fn().mockResolvedValue(ENROL) });
    await renderOps('/ops/sign-in', { api, me: null });
    await typeCredentials();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText(ENROL.secret)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-new-password');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a-long-new-passwrd');
    await userEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
    expect(screen.getByRole('alert').textContent).toBe('The passwords do not match.');
    expect(api.enrol).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a-long-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
    await waitFor(() =>
      expect(api.enrol).toHaveBeenCalledWith({ enrolmentToken: ENROL.enrolmentToken, code: '654321', newPassword: 'a-long-new-password' }),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome, ana' })).toBeTruthy();
  });

  it('asks no new password when the account already chose one', async () => {
    const api = fakeOpsApi({ signIn: vi.fn().mockResolvedValue({ ...ENROL, mustChangePassword: false }) });
    await renderOps('/ops/sign-in', { api, me: null });
    await typeCredentials();
    await userEvent.type(await screen.findByLabelText('Code'), '654321');
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
    await waitFor(() => expect(api.enrol).toHaveBeenCalledWith({ enrolmentToken: ENROL.enrolmentToken, code: '654321' }));
  });
});
