import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api';
import type { InboxMessage } from '../../api/inbox';
import { goToServicePage } from '../../platform/leaveApp';
import { announcementOf, fakeApi, loggedInStore, makeStore, memberInfoOf, SETTINGS, WHITELABEL } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { INBOX_PAGE_SIZE } from './InboxView';

vi.mock('../../platform/leaveApp', () => ({ goToServicePage: vi.fn() }));

function messageOf(messageId: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    messageId,
    sender: 'operator',
    title: `Message ${messageId}`,
    body: `Body ${messageId}`,
    template: null,
    params: {},
    read: false,
    sentAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

function apiWith(list: InboxMessage[], unread = list.filter((m) => !m.read).length, settings = SETTINGS): Api {
  return fakeApi({
    member: { info: memberInfoOf(0) },
    system: { settings: vi.fn(async () => settings) },
    announcements: {
      list: vi.fn(async () => ({ banners: [], player: [announcementOf(1, { type: 'PL', read: false })], popup: [], promotion: [] })),
    },
    inbox: {
      page: vi.fn(async (pageNo: number) => ({ list, pageNum: pageNo, totalPages: 1, totalCount: list.length, unReadCount: unread })),
      unreadCount: vi.fn(async () => ({ unReadCount: unread })),
      markRead: vi.fn(async () => ({ unReadCount: unread - 1 })),
      remove: vi.fn(async () => ({ unReadCount: unread })),
    },
  });
}

const row = (name: RegExp) => screen.findByRole('button', { name });

describe('the message centre', () => {
  it('shows a signed-in player the unread counts of announcements and inbox, capped at 99+', async () => {
    renderApp('/m/message', loggedInStore(0, apiWith([], 120)));
    const inbox = await row(/^Inbox/);
    await waitFor(() => expect(inbox.textContent).toContain('99+'));
    expect(within(inbox).getByText('99+ unread')).toBeTruthy();
    const announcements = await screen.findByRole('link', { name: /^Announcements/ });
    await waitFor(() => expect(announcements.textContent).toContain('1'));
  });

  it('shows a visitor no badges, and sends them to log in for the inbox', async () => {
    const user = userEvent.setup();
    const api = apiWith([messageOf(1)]);
    renderApp('/m/message', makeStore(api));
    const inbox = await row(/^Inbox/);
    expect(inbox.querySelector('.count-badge')).toBeNull();
    expect(api.inbox.unreadCount).not.toHaveBeenCalled();
    await user.click(inbox);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('shows a trial player the announcements, and tells them free_reject for the inbox', async () => {
    const user = userEvent.setup();
    const api = apiWith([messageOf(1)]);
    const { store } = renderApp('/m/message', loggedInStore(4, api));
    expect(await screen.findByRole('link', { name: /^Announcements/ })).toBeTruthy();
    const inbox = await row(/^Inbox/);
    expect(inbox.querySelector('.count-badge')).toBeNull();
    await user.click(inbox);
    expect(store.ui.toast?.key).toBe('toasts.freeReject');
    expect(screen.getByRole('link', { name: /^Announcements/ })).toBeTruthy();
    expect(api.inbox.page).not.toHaveBeenCalled();
  });

  it('keeps a trial player who opens the inbox address on the centre, with free_reject', async () => {
    const api = apiWith([messageOf(1)]);
    const { store } = renderApp('/m/webEmail', loggedInStore(4, api));
    expect(await row(/^Inbox/)).toBeTruthy();
    await waitFor(() => expect(store.ui.toast?.key).toBe('toasts.freeReject'));
    expect(api.inbox.page).not.toHaveBeenCalled();
  });

  // The app loads the settings as it starts (app/boot.ts).
  async function storeWith(settings: typeof SETTINGS) {
    const store = loggedInStore(0, apiWith([], 0, settings));
    await store.system.loadSettings();
    return store;
  }

  it('lists no Telegram or affiliate row when the merchant configured none', async () => {
    renderApp('/m/message', await storeWith(SETTINGS));
    await row(/^Inbox/);
    expect(screen.queryByRole('button', { name: /Telegram|Affiliate/ })).toBeNull();
  });

  it('lists Telegram and the affiliate link when configured, each saying it opens outside the app', async () => {
    const settings = {
      ...SETTINGS,
      socialLinks: { TELEGRAM: 'https://t.me/pinoy' },
      resources: [{ resourceType: 'AFFILIATELINK', url: 'https://aff.example/join' }],
    };
    renderApp('/m/message', await storeWith(settings));
    expect((await row(/^Telegram channel/)).textContent).toBe('Telegram channel (opens outside the app)');
    expect((await row(/^Affiliate programme/)).textContent).toBe('Affiliate programme (opens outside the app)');
  });

  it('opens the inbox: reading a message drops the badge, deleting asks first and removes it', async () => {
    const user = userEvent.setup();
    const api = apiWith([
      messageOf(2, { title: 'Weekend promo', body: 'Double points' }),
      messageOf(1, {
        sender: 'platform',
        title: null,
        body: null,
        template: 'depositCredited',
        params: { amount: 150_000, reference: 'DP9' },
      }),
    ]);
    renderApp('/m/webEmail', loggedInStore(0, api));
    const promo = await row(/^Weekend promo/);
    expect(within(promo).getByText('Unread')).toBeTruthy();
    expect(await row(/^Deposit credited/)).toBeTruthy();

    await user.click(promo);
    expect(screen.getByText('Double points')).toBeTruthy();
    expect(within(promo).queryByText('Unread')).toBeNull();
    expect(api.inbox.markRead).toHaveBeenCalledWith([2]);

    await user.click(await row(/^Deposit credited/));
    expect(screen.getByText('Your deposit of ₱1,500.00 (reference DP9) is now in your balance.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete “Weekend promo”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Weekend promo/ })).toBeNull());
    expect(api.inbox.remove).toHaveBeenCalledWith([2]);
  });

  it('asks for the next page from the oldest message shown, so a deleted one does not make it skip a message', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: INBOX_PAGE_SIZE }, (_, i) => messageOf(30 - i, { title: `Note ${30 - i}`, read: true }));
    const api = apiWith(first);
    api.inbox.page = vi.fn(async (pageNo: number) =>
      pageNo === 1
        ? { list: first, pageNum: 1, totalPages: 2, totalCount: 22, unReadCount: 0 }
        : { list: [messageOf(10, { title: 'Note 10', read: true })], pageNum: 2, totalPages: 2, totalCount: 21, unReadCount: 0 },
    );
    renderApp('/m/webEmail', loggedInStore(0, api));
    await user.click(await row(/^Note 30/));
    await user.click(screen.getByRole('button', { name: 'Delete “Note 30”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Note 30/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await row(/^Note 10/)).toBeTruthy();
    expect(api.inbox.page).toHaveBeenLastCalledWith(2, INBOX_PAGE_SIZE, 11);
  });

  it('says so when the inbox is empty', async () => {
    renderApp('/m/message?view=inbox', loggedInStore(0, apiWith([])));
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
  });
});

describe('live chat in the message centre', () => {
  afterEach(() => vi.useRealTimers());

  const chatApi = (cbs3: boolean, unread = 0) => {
    const api = apiWith([]);
    vi.mocked(api.system.whitelabel).mockResolvedValue({ ...WHITELABEL, CBS3: cbs3 });
    vi.mocked(api.chat.unreadCount).mockResolvedValue({ unReadCount: unread });
    return api;
  };

  it('is offered only while the merchant has CBS3 on, with its unread badge', async () => {
    renderApp('/m/message', loggedInStore(0, chatApi(true, 3)));
    const chat = await row(/^Live chat/);
    await waitFor(() => expect(within(chat).getByText('3 unread')).toBeTruthy());
  });

  it('is not there with CBS3 off', async () => {
    renderApp('/m/message', loggedInStore(0, chatApi(false)));
    await row(/^Inbox/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Live chat/ })).toBeNull());
  });

  it('sends a visitor to log in, tells a trial player free_reject, takes a player to the chat 500 ms after its address', async () => {
    const user = userEvent.setup();
    const visitor = renderApp('/m/message', makeStore(chatApi(true)));
    await user.click(await row(/^Live chat/));
    expect(visitor.location()).toBe('/m/login');
    visitor.unmount();

    const trial = chatApi(true);
    const trialView = renderApp('/m/message', loggedInStore(4, trial));
    await user.click(await row(/^Live chat/));
    expect(trialView.store.ui.toast?.key).toBe('toasts.freeReject');
    expect(trial.chat.launch).not.toHaveBeenCalled();
    trialView.unmount();

    const api = chatApi(true);
    renderApp('/m/message', loggedInStore(0, api));
    await user.click(await row(/^Live chat/));
    await waitFor(() => expect(api.chat.launch).toHaveBeenCalled());
    expect(goToServicePage).not.toHaveBeenCalled();
    await waitFor(() => expect(goToServicePage).toHaveBeenCalledWith('/sandbox/chat?language=en#ticket=fake-ticket'), { timeout: 2000 });
  });
});
