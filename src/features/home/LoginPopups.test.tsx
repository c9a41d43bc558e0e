import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announcementOf, fakeApi, loggedInStore, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';

const POPUPS = [
  announcementOf(7, { type: 'PU', title: 'Verify your account', content: 'Verify your identity to enjoy faster withdrawals.' }),
  announcementOf(8, { type: 'PU', title: 'Holiday hours', content: 'Support answers from 8 am to 10 pm.' }),
];

/** The server's side: the pop-ups with the read flags it keeps per player. */
function apiWith(popup = POPUPS) {
  const api = fakeApi();
  const read = new Set(popup.filter((p) => p.read).map((p) => p.announcementId));
  api.announcements.list = vi.fn(async () => ({
    banners: [],
    player: [],
    popup: popup.map((p) => ({ ...p, read: read.has(p.announcementId) })),
    promotion: [],
  }));
  api.announcements.markRead = vi.fn(async (id: number) => {
    read.add(id);
    return null;
  });
  return api;
}

describe('login pop-ups on home', () => {
  it('shows each unread pop-up once to a signed-in player, marking it read as it shows, the next after the first is closed', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0, apiWith());
    renderApp('/m/home', store);
    const first = await screen.findByRole('dialog', { name: 'Verify your account' });
    expect(first.textContent).toContain('Verify your identity to enjoy faster withdrawals.');
    await waitFor(() => expect(store.api.announcements.markRead).toHaveBeenCalledWith(7));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Holiday hours' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Holiday hours' })).toBeNull());
    await waitFor(() => expect(store.api.announcements.markRead).toHaveBeenCalledWith(8));
  });

  it('shows nothing the player has read already', async () => {
    const store = loggedInStore(0, apiWith([{ ...POPUPS[0]!, read: true }]));
    renderApp('/m/home', store);
    await waitFor(() => expect(store.announcements.popups).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull();
    expect(store.api.announcements.markRead).not.toHaveBeenCalled();
  });

  it('shows nothing to a visitor', async () => {
    const visitor = makeStore(apiWith());
    renderApp('/m/home', visitor);
    await waitFor(() => expect(visitor.announcements.popups).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull();
  });

  it('waits while another dialog is open, and shows once it closes', async () => {
    const store = loggedInStore(0, apiWith([POPUPS[1]!]));
    store.ui.openDialog('signOut');
    renderApp('/m/home', store);
    expect(await screen.findByRole('dialog', { name: /sign out/i })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Holiday hours' })).toBeNull();
    store.ui.closeDialog();
    expect(await screen.findByRole('dialog', { name: 'Holiday hours' })).toBeTruthy();
  });
});
