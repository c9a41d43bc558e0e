import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { DeskEvent } from '../../../contracts/chat-desk';
import { bearer, sessionPlayer, useTestApp } from '../../test/harness';
import { staffSession } from '../../test/staff';
import { hashToken } from '../session/tokens';
import { setStaffRoles } from '../staff/repository';
import { sendMessage } from './service';

const t = useTestApp();

type Answer = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Staff = Awaited<ReturnType<typeof staffSession>>;

const call = async (staff: Staff | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer & { status: number }> => {
  const response = await t.app.inject({ method, url, headers: staff?.headers ?? {}, ...(payload ? { payload } : {}) });
  return { ...response.json(), status: response.statusCode };
};

const agent = () => staffSession(t, ['supportAgent']);
const usernameOf = async (memberId: number) =>
  (await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId]))[0]!.username;
const staffName = async (staff: Staff) =>
  (await t.db.query<{ username: string }>('SELECT username FROM staff_accounts WHERE id = $1', [staff.staffId]))[0]!.username;

/** A player who wrote to support; their conversation's id as the desk lists it. */
async function waitingPlayer(body = 'Where is my deposit?') {
  const player = await sessionPlayer(t);
  await sendMessage(t.app.ctx, player.memberId, body);
  const username = await usernameOf(player.memberId);
  const row = await t.db.query<{ id: string }>('SELECT id FROM chat_conversations WHERE member_id = $1', [player.memberId]);
  return { ...player, username, conversationId: Number(row[0]!.id) };
}

const audits = (kind: string, conversationId: number) =>
  t.db.query<{ actor: string; data: string }>(
    `SELECT actor, data FROM audit_log WHERE kind = $1 AND data::jsonb->>'conversationId' = $2 ORDER BY id`,
    [kind, String(conversationId)],
  );

describe('the support desk', () => {
  it('is for staff with chat.answer: others are refused, and the refusal is audited', async () => {
    expect((await call(null, 'GET', '/ops/api/chats')).status).toBe(401);
    const cashier = await staffSession(t, ['cashier']);
    const refused = await call(cashier, 'GET', '/ops/api/chats');
    expect([refused.status, refused.code]).toEqual([403, 'FORBIDDEN']);
    expect((await call(cashier, 'POST', '/ops/api/chats/live-ticket')).status).toBe(403);
    const logged = await t.db.query(`SELECT 1 FROM audit_log WHERE kind = 'staff.refused' AND actor = $1`, [`staff:${cashier.staffId}`]);
    expect(logged.length).toBe(2);
    expect((await call(await agent(), 'GET', '/ops/api/chats')).success).toBe(true);
  });

  it('lists who waits with unread counts, answers them, and the answer reaches the player’s badge', async () => {
    const ana = await agent();
    const player = await waitingPlayer();
    await sendMessage(t.app.ctx, player.memberId, 'Hello?');
    const listed = (await call(ana, 'GET', '/ops/api/chats')).value.list.find((c: { username: string }) => c.username === player.username);
    expect(listed).toMatchObject({ conversationId: player.conversationId, unread: 2, claimedBy: null, closedAt: null });
    expect(listed.lastMessage).toEqual({ from: 'player', body: 'Hello?' });
    expect(Date.parse(listed.waitingSince)).toBeLessThanOrEqual(Date.parse(listed.lastMessageAt));

    const replied = await call(ana, 'POST', `/ops/api/chats/${player.conversationId}/reply`, { body: '  On its way.  ' });
    expect(replied.value.message).toMatchObject({ from: 'support', body: 'On its way.', agent: await staffName(ana), seen: false });
    expect(replied.value.conversation).toMatchObject({ unread: 0, waitingSince: null, claimedBy: { staffId: ana.staffId } });
    const badge = (await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: bearer(player.token) })).json().value;
    expect(badge).toEqual({ unReadCount: 1 });
    expect(await audits('chat.replied', player.conversationId)).toHaveLength(1);
  });

  it('keeps two agents from answering one player: the second sees who has it, takes over only on purpose', async () => {
    const [ana, ben] = [await agent(), await agent()];
    const anaName = await staffName(ana);
    const player = await waitingPlayer();
    const url = `/ops/api/chats/${player.conversationId}`;

    expect((await call(ana, 'POST', `${url}/claim`, {})).value.claimedBy).toEqual({ staffId: ana.staffId, username: anaName });
    const seen = (await call(ben, 'GET', '/ops/api/chats')).value.list.find((c: { username: string }) => c.username === player.username);
    expect(seen.claimedBy.username).toBe(anaName);
    for (const attempt of [`${url}/reply`, `${url}/claim`, `${url}/release`, `${url}/close`]) {
      const refused = await call(ben, 'POST', attempt, attempt.endsWith('reply') ? { body: 'Me too' } : {});
      expect([refused.status, refused.code, refused.value], attempt).toEqual([409, 'FORBIDDEN', { reason: 'claimed', claimedBy: anaName }]);
    }
    expect((await call(ben, 'GET', url)).value.messages.map((m: { body: string }) => m.body)).toEqual(['Where is my deposit?']);

    const taken = await call(ben, 'POST', `${url}/claim`, { takeOver: true });
    expect(taken.value.claimedBy.staffId).toBe(ben.staffId);
    expect((await audits('chat.claimed', player.conversationId)).map((a) => [a.actor, JSON.parse(a.data).takenFrom])).toEqual([
      [`staff:${ana.staffId}`, null],
      [`staff:${ben.staffId}`, ana.staffId],
    ]);
    expect((await call(ana, 'POST', `${url}/reply`, { body: 'Still me' })).status).toBe(409);
    expect((await call(ben, 'POST', `${url}/release`)).value.claimedBy).toBeNull();
    expect((await call(ana, 'POST', `${url}/reply`, { body: 'Back to me' })).value.conversation.claimedBy.staffId).toBe(ana.staffId);
  });

  it('closes a conversation: its transcript reads only, until the player writes again', async () => {
    const ana = await agent();
    const player = await waitingPlayer();
    const url = `/ops/api/chats/${player.conversationId}`;
    await call(ana, 'POST', `${url}/reply`, { body: 'Done, anything else?' });
    const closed = await call(ana, 'POST', `${url}/close`);
    expect(closed.value).toMatchObject({ claimedBy: null, unread: 0 });
    expect(closed.value.closedAt).not.toBeNull();
    expect((await call(ana, 'POST', `${url}/close`)).success).toBe(true);
    expect(await audits('chat.closed', player.conversationId)).toHaveLength(1);

    const open = (await call(ana, 'GET', '/ops/api/chats')).value.list.map((c: { username: string }) => c.username);
    expect(open).not.toContain(player.username);
    const closedList = (await call(ana, 'GET', '/ops/api/chats?state=closed')).value.list.map((c: { username: string }) => c.username);
    expect(closedList).toContain(player.username);
    expect((await call(ana, 'GET', url)).value.messages).toHaveLength(2);
    const refused = await call(ana, 'POST', `${url}/reply`, { body: 'Hello again' });
    expect([refused.status, refused.value]).toEqual([409, { reason: 'closed' }]);
    expect((await call(ana, 'POST', `${url}/claim`, {})).status).toBe(409);

    await sendMessage(t.app.ctx, player.memberId, 'One more thing');
    const reopened = (await call(ana, 'GET', url)).value.conversation;
    expect(reopened).toMatchObject({ closedAt: null, unread: 1 });
  });

  it('pages a transcript from the latest back', async () => {
    const ana = await agent();
    const player = await waitingPlayer('1');
    for (const body of ['2', '3', '4', '5']) await sendMessage(t.app.ctx, player.memberId, body);
    const url = `/ops/api/chats/${player.conversationId}`;
    const latest = (await call(ana, 'GET', `${url}?limit=2`)).value;
    expect([latest.messages.map((m: { body: string }) => m.body), latest.hasOlder]).toEqual([['4', '5'], true]);
    const older = (await call(ana, 'GET', `${url}?limit=3&before=${latest.messages[0].id}`)).value;
    expect([older.messages.map((m: { body: string }) => m.body), older.hasOlder]).toEqual([['1', '2', '3'], false]);
  });

  it('refuses bad input with a stable code, and knows no conversation that does not exist', async () => {
    const ana = await agent();
    const player = await waitingPlayer();
    const url = `/ops/api/chats/${player.conversationId}`;
    for (const payload of [{ body: '' }, { body: '  ' }, { body: 'x'.repeat(1001) }, { body: 'hi', more: 1 }]) {
      expect((await call(ana, 'POST', `${url}/reply`, payload)).code).toBe('INVALID_INPUT');
    }
    expect((await call(ana, 'GET', '/ops/api/chats?state=maybe')).code).toBe('INVALID_INPUT');
    expect((await call(ana, 'GET', '/ops/api/chats/abc')).code).toBe('INVALID_INPUT');
    expect((await call(ana, 'GET', `${url}?limit=101`)).code).toBe('INVALID_INPUT');
    expect((await call(ana, 'GET', '/ops/api/chats/999999999')).code).toBe('NOT_FOUND');
    expect((await call(ana, 'POST', '/ops/api/chats/999999999/claim', {})).code).toBe('NOT_FOUND');
  });
});

/** injectWS's in-memory socket has no address, which the rate limit keys on: a real connection's. */
const FROM_LOCALHOST = { socket: { remoteAddress: '127.0.0.1' } } as never;

/** The desk's socket, as the console opens it: connect, then say hello with a ticket. */
async function openFeed(ticket: string): Promise<{ socket: WebSocket; events: DeskEvent[]; closed: Promise<number> }> {
  const socket = await t.app.injectWS('/ops/api/chats/live', FROM_LOCALHOST);
  const events: DeskEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as DeskEvent));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.send(JSON.stringify({ type: 'hello', ticket }));
  return { socket, events, closed };
}

const ticketFor = async (staff: Staff) => (await call(staff, 'POST', '/ops/api/chats/live-ticket')).value.ticket as string;
const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
};

describe('the desk’s live feed', () => {
  it('pushes new player messages, replies and claims to every agent connected', async () => {
    const [ana, ben] = [await agent(), await agent()];
    const feeds = [await openFeed(await ticketFor(ana)), await openFeed(await ticketFor(ben))];
    await eventually(() => feeds.every((feed) => feed.events.some((e) => e.type === 'ready')));

    const player = await waitingPlayer('Anyone there?');
    const about = (feed: (typeof feeds)[number]) =>
      feed.events.filter((e) => e.type === 'conversation' && e.conversation.conversationId === player.conversationId);
    await eventually(() => feeds.every((feed) => about(feed).length === 1));
    expect(about(feeds[1]!)[0]).toMatchObject({ message: { from: 'player', body: 'Anyone there?' }, conversation: { unread: 1 } });

    await call(ana, 'POST', `/ops/api/chats/${player.conversationId}/reply`, { body: 'Yes, hello!' });
    await eventually(() => about(feeds[1]!).length === 2);
    expect(about(feeds[1]!)[1]).toMatchObject({
      message: { from: 'support', body: 'Yes, hello!' },
      conversation: { unread: 0, claimedBy: { staffId: ana.staffId } },
    });
    await call(ana, 'POST', `/ops/api/chats/${player.conversationId}/release`);
    await eventually(() => about(feeds[1]!).length === 3);
    expect(about(feeds[1]!)[2]).toMatchObject({ message: null, conversation: { claimedBy: null } });
    for (const feed of feeds) feed.socket.close();
  });

  it('opens with a ticket once, never with a spent, expired, foreign or missing one', async () => {
    const ana = await agent();
    const ticket = await ticketFor(ana);
    const first = await openFeed(ticket);
    await eventually(() => first.events.some((e) => e.type === 'ready'));
    const again = await openFeed(ticket);
    expect(await again.closed).toBe(4401);
    expect(again.events).toEqual([]);

    const late = await ticketFor(ana);
    await t.db.query(`UPDATE chat_desk_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1`, [
      hashToken(late, t.config.tokenPepper),
    ]);
    expect(await (await openFeed(late)).closed).toBe(4401);
    expect(await (await openFeed('A'.repeat(43))).closed).toBe(4401);
    // The session token itself is no ticket.
    expect(await (await openFeed(ana.headers.authorization!.slice('Bearer '.length))).closed).toBe(4401);
    const silent = await t.app.injectWS('/ops/api/chats/live', FROM_LOCALHOST);
    const notHello = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    silent.send('{"ticket":1}');
    expect(await notHello).toBe(4401);
    first.socket.close();
  });

  it('answers a plain request with the envelope: the address is a WebSocket’s', async () => {
    const plain = await t.app.inject({ url: '/ops/api/chats/live' });
    expect([plain.statusCode, plain.json().code]).toEqual([426, 'INVALID_INPUT']);
  });

  it('refuses a ticket whose session has ended or lost chat.answer', async () => {
    const ana = await agent();
    const ticket = await ticketFor(ana);
    await t.app.inject({ method: 'DELETE', url: '/ops/api/session', headers: ana.headers });
    expect(await (await openFeed(ticket)).closed).toBe(4401);

    const ben = await agent();
    const benTicket = await ticketFor(ben);
    await setStaffRoles(t.db, ben.staffId, ['cashier']);
    expect(await (await openFeed(benTicket)).closed).toBe(4403);
  });
});
