import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';

const LAST = { time: '2026-05-08T09:00:00.000Z', ip: '198.51.100.4', device: 'Safari, iOS' };

/** A store whose login answers with the given last login. */
async function loggedIn(lastLogin: typeof LAST | null) {
  const api = fakeApi();
  vi.mocked(api.session.login).mockResolvedValue({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false, lastLogin });
  const store = makeStore(api);
  await store.session.login({ username: 'demo', password: 'demo1234' });
  return store;
}

describe('the last-login notice on home', () => {
  it('says when and from where the player logged in before, and links to the sessions', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home', await loggedIn(LAST));
    const notice = await screen.findByText(/^Last login: .+, 198\.51\.100\.4 · Safari, iOS\./);
    expect(notice.textContent).toMatch(/2026/);
    await user.click(screen.getByRole('link', { name: 'Not you? Check your sessions' }));
    expect(location()).toBe('/m/member/security/sessions');
  });

  it('goes away when dismissed, and after a logout', async () => {
    const user = userEvent.setup();
    const store = await loggedIn(LAST);
    renderApp('/m/home', store);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the last-login notice' }));
    expect(screen.queryByText(/^Last login/)).toBeNull();

    const again = await loggedIn(LAST);
    const view = renderApp('/m/home', again);
    expect(await screen.findByText(/^Last login/)).toBeTruthy();
    await again.session.logout();
    await waitFor(() => expect(screen.queryByText(/^Last login/)).toBeNull());
    view.unmount();
  });

  it('shows nothing on a first login', async () => {
    renderApp('/m/home', await loggedIn(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.queryByText(/^Last login/)).toBeNull();
  });
});
