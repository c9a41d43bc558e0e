import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { loggedInStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { sessionOf } from '../../test/securityFakes';

const URL = '/m/member/security/sessions';

describe('active sessions screen', () => {
  it('lists each device with its address, this one marked, and the login before this one', async () => {
    renderApp(URL, loggedInStore(0));
    const list = within(await screen.findByRole('list', { name: 'Active sessions' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(/^Chrome, Android · This device203\.0\.113\.7Signed in .+ · last active .+$/);
    expect(items[1]!.textContent).toMatch(/^Safari, iOS198\.51\.100\.4/);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(screen.getByText(/^Your login before this one: .+, 198\.51\.100\.4 · Safari, iOS\.$/)).toBeTruthy();
  });

  it('signs one other device out', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    renderApp(URL, store);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari, iOS 198.51.100.4' }));
    await waitFor(() => expect(store.api.security.endSession).toHaveBeenCalledWith(1));
    expect(store.ui.toast?.key).toBe('security.sessions.ended');
    await waitFor(() => expect(store.api.security.sessions).toHaveBeenCalledTimes(2));
  });

  it('signs out everywhere else after a confirmation, which can be cancelled', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    renderApp(URL, store);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.api.security.endOtherSessions).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(store.api.security.endOtherSessions).toHaveBeenCalledTimes(1));
    expect(store.ui.toast?.key).toBe('security.sessions.endedAll');
  });

  it('offers nothing to sign out when this is the only device, and says when it is the first login', async () => {
    const store = loggedInStore(0);
    vi.mocked(store.api.security.sessions).mockResolvedValue({
      sessions: [sessionOf(5, { current: true, device: null })],
      previousLogin: null,
    });
    renderApp(URL, store);
    expect(await screen.findByText('This is your first login.')).toBeTruthy();
    expect(screen.getByText(/^Unknown device/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.endSession).mockRejectedValue(new ApiError('NOT_FOUND', 'gone', 404));
    renderApp(URL, store);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari, iOS 198.51.100.4' }));
    expect(await screen.findByText('The requested item was not found.')).toBeTruthy();
  });
});
