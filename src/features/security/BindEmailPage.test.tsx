import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { encryptedSent, loggedInStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { securityCentreOf } from '../../test/securityFakes';

const URL = '/m/member/security/email';

describe('link email screen', () => {
  it('sends a code to the address (with a human-check proof, encrypted), then binds it with the code and the login password', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    const { location } = renderApp(URL, store);
    await user.type(await screen.findByLabelText('Email address'), ' juan@example.ph ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(store.api.security.sendEmailCode).toHaveBeenCalled());
    expect(await encryptedSent(store.api.security.sendEmailCode)).toEqual({ email: 'juan@example.ph', humanCheck: expect.any(String) });
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeTruthy();
    await user.type(screen.getByLabelText('Code sent to your email'), '12a3456');
    await user.type(screen.getByLabelText('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Link email' }));
    await waitFor(() => expect(location()).toBe('/m/member/security'));
    expect(await encryptedSent(store.api.security.bindEmail)).toEqual({
      email: 'juan@example.ph',
      code: '123456',
      loginPassword: 'demo1234',
    });
    expect(store.ui.toast?.key).toBe('security.email.bound');
  });

  it('checks the address before sending a code, and shows an address another account uses at its field', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.sendEmailCode).mockRejectedValue(new ApiError('EMAIL_TAKEN', 'taken', 409, { field: 'email' }));
    renderApp(URL, store);
    await user.type(await screen.findByLabelText('Email address'), 'juan@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('E-mail format is incorrect')).toBeTruthy();
    expect(store.api.security.sendEmailCode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email address'), 'example.ph');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This email is already linked to another account.')).toBeTruthy();
  });

  it('shows a wrong code at the code field', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.bindEmail).mockRejectedValue(
      new ApiError('VERIFICATION_CODE_INVALID', 'wrong', 400, { field: 'verificationCode' }),
    );
    renderApp(URL, store);
    await user.type(await screen.findByLabelText('Email address'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Code sent to your email'), '000000');
    await user.type(screen.getByLabelText('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Link email' }));
    expect(await screen.findByText('Verification code error')).toBeTruthy();
  });

  it('says which address is linked now', async () => {
    const store = loggedInStore(0);
    vi.mocked(store.api.security.centre).mockResolvedValue(securityCentreOf({ email: 'j•••@example.ph' }));
    renderApp(URL, store);
    expect(await screen.findByText(/Linked email: j•••@example.ph/)).toBeTruthy();
  });
});
