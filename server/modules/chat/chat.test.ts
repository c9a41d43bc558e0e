import { describe, expect, it } from 'vitest';
import { bearer, sessionPlayer, testOperator, useTestApp } from '../../test/harness';
import { pruneExpired } from '../housekeeping/repository';
import { hashToken } from '../session/tokens';

const t = useTestApp();

type Answer = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = async (url: string, token?: string): Promise<Answer> =>
  (await t.app.inject({ url, headers: token ? bearer(token) : {} })).json();
const post = async (url: string, payload: unknown, token?: string): Promise<Answer> =>
  (await t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} })).json();

const launch = (token: string, query = '') => get(`/wps/relay/CBS_launchChat${query}`, token);
const unread = async (token: string) => (await get('/wps/relay/CSP_unreadCount', token)).value.unReadCount as number;
const ticketOf = (chatUrl: string) => new URLSearchParams(new URL(chatUrl, 'http://platform.test').hash.slice(1)).get('ticket')!;
const redeem = (ticket: string) => post('/wps/chat/session', { ticket });

/** What the chat page does: launch, then spend the fragment's ticket for a chat token. */
async function openChat(sessionToken: string): Promise<string> {
  const { chatUrl } = (await launch(sessionToken)).value;
  return (await redeem(ticketOf(chatUrl))).value.token as string;
}

const usernameOf = async (memberId: number) =>
  (await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId]))[0]!.username;
const switchChat = async (key: string, on: boolean) => post('/ops/whitelabel/CBS3', { on }, key);
const trialToken = async () => (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token as string;

describe('live chat, from the message centre to support and back', () => {
  it('launches, redeems the ticket, carries the player’s message to support and support’s answer to the unread count', async () => {
    const key = await testOperator(t);
    const player = await sessionPlayer(t);
    const username = await usernameOf(player.memberId);

    const launched = await launch(
      player.token,
      '?language=fil&backUrl=%2Fm%2Fmessage&title=Live%20chat&headerColor=%23ff8800&moduleId=CBS3',
    );
    const chatUrl = launched.value.chatUrl as string;
    const url = new URL(chatUrl, 'http://platform.test');
    expect(url.pathname).toBe('/sandbox/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      language: 'fil',
      backUrl: '/m/message',
      title: 'Live chat',
      headerColor: '#ff8800',
    });

    // The page shows what the launch asked for, under its own policy: its script and styles from here, nothing inline.
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a class="chat-back" href="/m/message">Back</a>');
    expect(page.body).toContain('<h1 lang="fil">Live chat</h1>');
    expect(page.body).toContain('data-header-color="#ff8800"');
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).not.toMatch(/<script>|<style>| style="/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect((await t.app.inject({ url: '/sandbox/chat/chat.js' })).headers['content-type']).toMatch(/^text\/javascript/);

    const chatToken = (await redeem(ticketOf(chatUrl))).value.token as string;
    expect(await unread(player.token)).toBe(0);
    const sent = await post('/wps/chat/messages', { body: '  Where is my deposit?  ' }, chatToken);
    expect(sent.value).toMatchObject({ from: 'player', body: 'Where is my deposit?', seen: false });

    // Support sees the player waiting, answers, and the player's message counts as answered.
    const waiting = (await get('/ops/chats', key)).value.list[0];
    expect(waiting).toMatchObject({ username, unanswered: 1 });
    expect(waiting.recent.map((m: { body: string }) => m.body)).toEqual(['Where is my deposit?']);
    const reply = await post(`/ops/chats/${username}/reply`, { body: 'It is on its way.' }, key);
    expect(reply.value).toMatchObject({ username, answered: 1 });
    expect(await unread(player.token)).toBe(1);

    // The page's next poll brings the answer; once shown, it is seen and the badge clears.
    const polled = (await get(`/wps/chat/messages?after=${sent.value.id}`, chatToken)).value.messages;
    expect(polled).toEqual([expect.objectContaining({ from: 'support', body: 'It is on its way.', seen: false })]);
    expect((await post('/wps/chat/seen', { upTo: polled[0].id }, chatToken)).value).toEqual({ unReadCount: 0 });
    expect(await unread(player.token)).toBe(0);
    const whole = (await get('/wps/chat/messages', chatToken)).value.messages;
    expect(whole.map((m: { from: string; seen: boolean }) => [m.from, m.seen])).toEqual([
      ['player', true],
      ['support', true],
    ]);
    const answered = (await get('/ops/chats', key)).value.list.find((c: { username: string }) => c.username === username);
    expect(answered).toMatchObject({ unanswered: 0, waitingSince: null });
  });

  it('counts as seen only the messages the page showed, not one that came after', async () => {
    const key = await testOperator(t);
    const player = await sessionPlayer(t);
    const username = await usernameOf(player.memberId);
    const chatToken = await openChat(player.token);
    const shown = (await post(`/ops/chats/${username}/reply`, { body: 'Hello from support' }, key)).value.messageId;
    await post(`/ops/chats/${username}/reply`, { body: 'Are you there?' }, key);
    expect(await unread(player.token)).toBe(2);
    expect((await post('/wps/chat/seen', { upTo: shown }, chatToken)).value).toEqual({ unReadCount: 1 });
  });

  it('lists conversations waiting for support first, the longest waiting first', async () => {
    const key = await testOperator(t);
    const [early, late, done] = await Promise.all([sessionPlayer(t), sessionPlayer(t), sessionPlayer(t)]);
    for (const player of [early, late, done]) await post('/wps/chat/messages', { body: 'Hello' }, await openChat(player.token));
    await post(`/ops/chats/${await usernameOf(done.memberId)}/reply`, { body: 'Hi!' }, key);
    const order = (await get('/ops/chats', key)).value.list.map((c: { username: string }) => c.username);
    const names = await Promise.all([early, late, done].map((p) => usernameOf(p.memberId)));
    expect(order.filter((name: string) => names.includes(name))).toEqual(names);
  });
});

describe('the chat ticket', () => {
  it('never puts the session token in the address, rides in the fragment only, and is stored hashed', async () => {
    const player = await sessionPlayer(t);
    const { chatUrl } = (await launch(player.token)).value;
    expect(chatUrl).not.toContain(player.token);
    const [beforeFragment, fragment] = chatUrl.split('#');
    const ticket = ticketOf(chatUrl);
    expect(fragment).toBe(`ticket=${ticket}`);
    expect(beforeFragment).not.toContain(ticket);
    expect(await t.db.query('SELECT 1 FROM chat_tickets WHERE ticket_hash = $1', [ticket])).toHaveLength(0);
  });

  it('opens the chat once', async () => {
    const player = await sessionPlayer(t);
    const ticket = ticketOf((await launch(player.token)).value.chatUrl);
    const [first, second] = await Promise.all([redeem(ticket), redeem(ticket)]);
    expect([first.success, second.success].sort()).toEqual([false, true]);
    expect([first, second].find((a) => !a.success)!.code).toBe('UNAUTHENTICATED');
    expect((await redeem(ticket)).code).toBe('UNAUTHENTICATED');
  });

  it('expires two minutes after the launch', async () => {
    const player = await sessionPlayer(t);
    const ticket = ticketOf((await launch(player.token)).value.chatUrl);
    await t.db.query(`UPDATE chat_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1`, [
      hashToken(ticket, t.config.tokenPepper),
    ]);
    expect((await redeem(ticket)).code).toBe('UNAUTHENTICATED');
  });

  it('buys a token good for the chat alone, which ends with the session that launched it', async () => {
    const player = await sessionPlayer(t);
    const chatToken = await openChat(player.token);
    expect((await get('/wps/member/info', chatToken)).code).toBe('UNAUTHENTICATED');
    expect((await get('/wps/chat/messages', player.token)).code).toBe('UNAUTHENTICATED');
    expect((await get('/wps/chat/messages')).code).toBe('UNAUTHENTICATED');
    expect((await get('/wps/chat/messages', chatToken)).success).toBe(true);
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(player.token) });
    expect((await get('/wps/chat/messages', chatToken)).code).toBe('SESSION_EXPIRED');
    expect((await post('/wps/chat/messages', { body: 'Still there?' }, chatToken)).code).toBe('SESSION_EXPIRED');
  });
});

describe('housekeeping', () => {
  it('drops expired tickets and the chat tokens of ended sessions, keeping live ones', async () => {
    const ended = await sessionPlayer(t);
    const live = await sessionPlayer(t);
    await openChat(ended.token);
    const liveChat = await openChat(live.token);
    const stale = ticketOf((await launch(live.token)).value.chatUrl);
    await t.db.query(`UPDATE chat_tickets SET expires_at = now() - interval '2 hours' WHERE ticket_hash = $1`, [
      hashToken(stale, t.config.tokenPepper),
    ]);
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(ended.token) });
    await pruneExpired(t.db);
    expect(await t.db.query('SELECT 1 FROM chat_tickets WHERE ticket_hash = $1', [hashToken(stale, t.config.tokenPepper)])).toHaveLength(0);
    const tokens = await t.db.query<{ token_hash: string }>(
      'SELECT c.token_hash FROM chat_tokens c JOIN sessions s ON s.token_hash = c.session_hash WHERE s.member_id = ANY($1::bigint[])',
      [[ended.memberId, live.memberId]],
    );
    expect(tokens.map((row) => row.token_hash)).toEqual([hashToken(liveChat, t.config.tokenPepper)]);
  });
});

describe('who may chat', () => {
  it('nobody while CBS3 is off: no launch, no redemption, no chat calls', async () => {
    const key = await testOperator(t);
    const player = await sessionPlayer(t);
    const chatToken = await openChat(player.token);
    const ticket = ticketOf((await launch(player.token)).value.chatUrl);
    await switchChat(key, false);
    try {
      expect((await launch(player.token)).code).toBe('FORBIDDEN');
      expect((await redeem(ticket)).code).toBe('FORBIDDEN');
      expect((await get('/wps/chat/messages', chatToken)).code).toBe('FORBIDDEN');
    } finally {
      await switchChat(key, true);
    }
    expect((await redeem(ticket)).success).toBe(true);
  });

  it('not a trial player, nor a visitor', async () => {
    const trial = await trialToken();
    expect((await launch(trial)).code).toBe('TRIAL_FORBIDDEN');
    expect((await get('/wps/relay/CSP_unreadCount', trial)).code).toBe('TRIAL_FORBIDDEN');
    expect((await get('/wps/relay/CBS_launchChat')).code).toBe('UNAUTHENTICATED');
    expect((await get('/wps/relay/CSP_unreadCount')).code).toBe('UNAUTHENTICATED');
  });

  it('keeps each player to their own conversation', async () => {
    const key = await testOperator(t);
    const alice = await sessionPlayer(t);
    const bob = await sessionPlayer(t);
    const aliceChat = await openChat(alice.token);
    const bobChat = await openChat(bob.token);
    await post('/wps/chat/messages', { body: 'Alice here' }, aliceChat);
    const answer = (await post(`/ops/chats/${await usernameOf(alice.memberId)}/reply`, { body: 'For Alice' }, key)).value;

    expect((await get('/wps/chat/messages?after=0', bobChat)).value.messages).toEqual([]);
    expect((await post('/wps/chat/seen', { upTo: answer.messageId }, bobChat)).value).toEqual({ unReadCount: 0 });
    expect(await unread(alice.token)).toBe(1);
    expect(await unread(bob.token)).toBe(0);
    expect((await get('/wps/chat/messages', aliceChat)).value.messages.map((m: { body: string }) => m.body)).toEqual([
      'Alice here',
      'For Alice',
    ]);
  });
});

describe('bad input', () => {
  it('is refused with a stable code and changes nothing', async () => {
    const key = await testOperator(t);
    const player = await sessionPlayer(t);
    const username = await usernameOf(player.memberId);
    const chatToken = await openChat(player.token);
    const launches = [
      '?backUrl=https%3A%2F%2Fevil.example%2F',
      '?backUrl=%2F%2Fevil.example',
      '?backUrl=%2F%5Cevil.example',
      '?backUrl=javascript%3Aalert(1)',
      '?headerColor=red',
      '?language=EN%22%3E',
      `?title=${'x'.repeat(61)}`,
      '?moduleId=COMM3',
      '?b2c=1',
    ];
    for (const query of launches) expect((await launch(player.token, query)).code, query).toBe('INVALID_INPUT');
    expect((await t.app.inject({ url: '/sandbox/chat?backUrl=%2F%2Fevil.example' })).statusCode).toBe(400);

    const sends = [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(1001) }, { body: 5 }, { body: 'hi', extra: true }];
    for (const payload of sends) expect((await post('/wps/chat/messages', payload, chatToken)).code).toBe('INVALID_INPUT');
    expect((await post('/wps/chat/seen', { upTo: 0 }, chatToken)).code).toBe('INVALID_INPUT');
    expect((await get('/wps/chat/messages?after=-1', chatToken)).code).toBe('INVALID_INPUT');
    expect((await redeem('not-a-ticket')).code).toBe('INVALID_INPUT');
    expect((await redeem('A'.repeat(43))).code).toBe('UNAUTHENTICATED');

    expect((await post(`/ops/chats/${username}/reply`, { body: ' ' }, key)).code).toBe('INVALID_INPUT');
    expect((await post('/ops/chats/nobody_here/reply', { body: 'Hello' }, key)).code).toBe('NOT_FOUND');
    expect((await post(`/ops/chats/${username}/reply`, { body: 'Hello' })).code).toBe('UNAUTHENTICATED');
    expect((await get('/ops/chats')).code).toBe('UNAUTHENTICATED');

    expect((await get('/wps/chat/messages', chatToken)).value.messages).toEqual([]);
    expect(await unread(player.token)).toBe(0);
    const longest = await post('/wps/chat/messages', { body: 'x'.repeat(1000) }, chatToken);
    expect(longest.value.body).toHaveLength(1000);
  });
});
