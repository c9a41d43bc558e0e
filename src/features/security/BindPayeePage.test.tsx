import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { encryptedSent, loggedInStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { securityCentreOf } from '../../test/securityFakes';

const URL = '/m/member/security/payee';

describe('payee name screen', () => {
  it('asks for a full name in letters, then sends it with the login password, encrypted', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    const { location } = renderApp(URL, store);
    await user.type(await screen.findByLabelText('Full name'), 'Juan');
    await user.type(screen.getByLabelText('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save payee name' }));
    expect(screen.getByText('Enter your full name: first and last name, in letters.')).toBeTruthy();
    expect(store.api.security.bindPayee).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Full name'), '  Dela   Cruz');
    await user.click(screen.getByRole('button', { name: 'Save payee name' }));
    await waitFor(() => expect(location()).toBe('/m/member/security'));
    expect(await encryptedSent(store.api.security.bindPayee)).toEqual({ payeeName: 'Juan Dela Cruz', loginPassword: 'demo1234' });
  });

  it('tells a verified player the name must be the verified one, and shows a mismatch at the field', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.centre).mockResolvedValue(securityCentreOf({ identityVerified: true }));
    vi.mocked(store.api.security.bindPayee).mockRejectedValue(new ApiError('PAYEE_NAME_MISMATCH', 'no', 400, { field: 'payeeName' }));
    renderApp(URL, store);
    expect(await screen.findByText(/must be the name on your verified ID/)).toBeTruthy();
    await user.type(screen.getByLabelText('Full name'), 'Pedro Santos');
    await user.type(screen.getByLabelText('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save payee name' }));
    expect(await screen.findByText('The payee name must be your own name, as on your verified ID.')).toBeTruthy();
  });

  it('only shows a payee name already set, and who changes it', async () => {
    const store = loggedInStore(0);
    vi.mocked(store.api.security.centre).mockResolvedValue(securityCentreOf({ payeeName: 'Juan Dela Cruz' }));
    renderApp(URL, store);
    expect(await screen.findByRole('heading', { name: 'Juan Dela Cruz' })).toBeTruthy();
    expect(screen.getByText(/contact customer service/)).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });
});
