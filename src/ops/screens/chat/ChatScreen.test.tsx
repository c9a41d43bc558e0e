import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { deskConversation, deskMessage, fakeChatCalls, fakeFeed } from '../../test/chatFakes';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';

const AGENT = staffMe('ana', ['supportAgent']);
const BEN = { staffId: 7, username: 'ben' };
const JUAN = deskConversation(11, 'juan', { unread: 2, lastMessage: { from: 'player', body: 'My deposit?' } });
const MARIA = deskConversation(12, 'maria', { unread: 0, waitingSince: null, claimedBy: BEN });

function deskApi() {
  const feed = fakeFeed();
  const api = fakeOpsApi(fakeChatCalls(feed));
  vi.mocked(api.chatList).mockImplementation(async (state) => ({ list: state === 'open' ? [JUAN, MARIA] : [] }));
  vi.mocked(api.chatTranscript).mockImplementation(async (id) =>
    id === JUAN.conversationId
      ? { conversation: JUAN, messages: [deskMessage(1, 'player', 'Hello'), deskMessage(2, 'player', 'My deposit?')], hasOlder: false }
      : {
          conversation: MARIA,
          messages: [deskMessage(3, 'player', 'Hi'), deskMessage(4, 'support', 'Hello Maria', 'ben')],
          hasOlder: false,
        },
  );
  return { api, feed };
}

const item = (username: string) => screen.getByRole('button', { name: new RegExp(`^${username}`) });
const log = () => screen.getByRole('log');

describe('the support desk', () => {
  it('is in the navigation of staff who answer chats', async () => {
    const { api } = deskApi();
    await renderOps('/ops', { api, me: AGENT });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Live chat' }));
    expect(await screen.findByRole('heading', { name: 'Live chat' })).toBeTruthy();
  });

  it('is not for a cashier: no entry, and its address leads home', async () => {
    const cashier = await renderOps('/ops/support/chats', { api: deskApi().api, me: staffMe('carl', ['cashier']) });
    await waitFor(() => expect(cashier.location()).toBe('/ops'));
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Live chat' })).toBeNull();
  });

  it('lists conversations with unread counts, waiting time and who is answering, and says the feed is live', async () => {
    const { api } = deskApi();
    await renderOps('/ops/support/chats', { api, me: AGENT });
    const juan = await screen.findByRole('button', { name: /^juan/ });
    expect(within(juan).getByLabelText('2 unread').textContent).toBe('2');
    expect(within(juan).getByText(/^Waiting /)).toBeTruthy();
    expect(within(item('maria')).getByText('ben is answering')).toBeTruthy();
    expect(within(item('maria')).queryByLabelText(/unread/)).toBeNull();
    expect(screen.getByText('Live').getAttribute('role')).toBe('status');
  });

  it('opens a transcript and answers: the reply shows and the chat becomes the agent’s', async () => {
    const { api } = deskApi();
    const mine = { ...JUAN, unread: 0, waitingSince: null, claimedBy: { staffId: AGENT.staffId, username: 'ana' } };
    vi.mocked(api.chatReply).mockResolvedValue({ conversation: mine, message: deskMessage(5, 'support', 'Checking now', 'ana') });
    await renderOps('/ops/support/chats', { api, me: AGENT });
    await userEvent.click(await screen.findByRole('button', { name: /^juan/ }));
    expect(await within(log()).findByText('My deposit?')).toBeTruthy();
    expect(screen.getByText('Nobody is answering yet')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Reply to juan' });
    await userEvent.type(within(form).getByLabelText('Reply'), 'Checking now{Enter}');
    expect(api.chatReply).toHaveBeenCalledWith(JUAN.conversationId, 'Checking now');
    expect(await within(log()).findByText('Checking now')).toBeTruthy();
    expect((within(form).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('');
    expect(within(screen.getByRole('region', { name: 'Chat with juan' })).getAllByText('You are answering').length).toBeGreaterThan(0);
    expect(within(item('juan')).queryByLabelText(/unread/)).toBeNull();
  });

  it('shows what the live feed brings: a player’s new message in the open transcript, a new conversation in the list', async () => {
    const { api, feed } = deskApi();
    await renderOps('/ops/support/chats', { api, me: AGENT });
    await userEvent.click(await screen.findByRole('button', { name: /^juan/ }));
    await within(log()).findByText('Hello');
    feed.push({ type: 'conversation', conversation: { ...JUAN, unread: 3 }, message: deskMessage(6, 'player', 'Are you there?') });
    expect(await within(log()).findByText('Are you there?')).toBeTruthy();
    feed.push({ type: 'conversation', conversation: deskConversation(13, 'pedro'), message: deskMessage(7, 'player', 'Hello?') });
    expect(await screen.findByRole('button', { name: /^pedro/ })).toBeTruthy();
    expect(within(log()).queryByText('Hello?')).toBeNull();
  });

  it('lets another agent’s chat be read, not answered, until taken over', async () => {
    const { api } = deskApi();
    vi.mocked(api.chatClaim).mockResolvedValue({ ...MARIA, claimedBy: { staffId: AGENT.staffId, username: 'ana' } });
    await renderOps('/ops/support/chats', { api, me: AGENT });
    await userEvent.click(await screen.findByRole('button', { name: /^maria/ }));
    expect(await within(log()).findByText('Hello Maria')).toBeTruthy();
    expect(screen.getByText('ben is answering this player. Take over to reply.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reply to maria' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take over from ben' }));
    expect(api.chatClaim).toHaveBeenCalledWith(MARIA.conversationId, true);
    expect(await screen.findByRole('form', { name: 'Reply to maria' })).toBeTruthy();
  });

  it('says who got there first when a reply is refused, and keeps what was typed', async () => {
    const { api } = deskApi();
    vi.mocked(api.chatReply).mockRejectedValue(new ApiError('FORBIDDEN', 'taken', 409, { reason: 'claimed', claimedBy: 'ben' }));
    await renderOps('/ops/support/chats', { api, me: AGENT });
    await userEvent.click(await screen.findByRole('button', { name: /^juan/ }));
    const form = await screen.findByRole('form', { name: 'Reply to juan' });
    await userEvent.type(within(form).getByLabelText('Reply'), 'Hello juan');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ben is already answering this player.');
    expect((within(form).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Hello juan');
  });

  it('closes a chat, and shows closed transcripts read-only', async () => {
    const { api } = deskApi();
    const closed = { ...JUAN, unread: 0, waitingSince: null, closedAt: '2026-11-26T09:00:00.000Z' };
    vi.mocked(api.chatClose).mockResolvedValue(closed);
    await renderOps('/ops/support/chats', { api, me: AGENT });
    await userEvent.click(await screen.findByRole('button', { name: /^juan/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close chat' }));
    expect(api.chatClose).toHaveBeenCalledWith(JUAN.conversationId);
    expect(await screen.findByText(/This transcript is read-only/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reply to juan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^juan/ })).toBeNull();

    vi.mocked(api.chatList).mockResolvedValue({ list: [closed] });
    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(api.chatList).toHaveBeenLastCalledWith('closed');
    expect(await screen.findByRole('button', { name: /^juan/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Closed' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stops the live feed when the screen is left', async () => {
    const { api, feed } = deskApi();
    const view = await renderOps('/ops/support/chats', { api, me: AGENT });
    await screen.findByRole('button', { name: /^juan/ });
    expect(feed.closed).toBe(false);
    view.unmount();
    expect(feed.closed).toBe(true);
  });
});
