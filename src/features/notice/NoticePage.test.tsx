import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api';
import { announcementOf, fakeApi, loggedInStore, makeStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

const notices = () => [
  announcementOf(7, { type: 'PL', title: 'Maintenance tonight', content: 'Servers down 2-4 AM', read: false }),
  announcementOf(3, { type: 'PL', title: 'New games', content: 'Ten new slots', read: true }),
];

function apiWith(player = notices()): Api {
  return fakeApi({
    member: { info: memberInfoOf(0) },
    announcements: { list: vi.fn(async () => ({ banners: [], player, popup: [], promotion: [] })) },
  });
}

const item = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });

describe('notice page', () => {
  it('lists the notices in the server order, each expanding to its content', async () => {
    const user = userEvent.setup();
    renderApp('/m/notice', loggedInStore(0, apiWith()));
    await item('Maintenance tonight');
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Maintenance tonightUnread', 'New games']);
    const button = await item('New games');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Ten new slots').hidden).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Ten new slots').hidden).toBe(false);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks an unread notice read when a player opens it, then refetches the list', async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderApp('/m/notice', loggedInStore(0, api));
    const unread = await item('Maintenance tonight');
    expect(within(unread).getByText('Unread')).toBeTruthy();
    await waitFor(() => expect(api.announcements.list).toHaveBeenCalled());
    const loads = vi.mocked(api.announcements.list).mock.calls.length;
    vi.mocked(api.announcements.list).mockResolvedValue({
      banners: [],
      player: notices().map((n) => ({ ...n, read: true })),
      popup: [],
      promotion: [],
    });

    await user.click(unread);
    expect(within(unread).queryByText('Unread')).toBeNull();
    await waitFor(() => expect(api.announcements.markRead).toHaveBeenCalledWith(7));
    await waitFor(() => expect(vi.mocked(api.announcements.list).mock.calls.length).toBeGreaterThan(loads));
    // Opening a read one sends nothing more.
    await user.click(await item('New games'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.announcements.markRead).toHaveBeenCalledTimes(1);
  });

  it('lets visitors read without marking anything', async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderApp('/m/notice', makeStore(api));
    const button = await item('Maintenance tonight');
    expect(within(button).queryByText('Unread')).toBeNull();
    await user.click(button);
    expect(screen.getByText('Servers down 2-4 AM').hidden).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.announcements.markRead).not.toHaveBeenCalled();
  });

  it('says there is no announcement when none', async () => {
    renderApp('/m/notice', makeStore(apiWith([])));
    expect(await screen.findByText('No announcement')).toBeTruthy();
  });
});
