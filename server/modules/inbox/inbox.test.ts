import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER, seed } from '../../db/seed';
import { bearer, loginAs, sessionPlayer, testOperator, useTestApp, verifiedPlayer } from '../../test/harness';
import { notifyPlayer } from './service';

const t = useTestApp();

const inbox = async (token: string, query = '') =>
  (await t.app.inject({ url: `/wps/member/inbox${query}`, headers: bearer(token) })).json();
const unread = async (token: string) =>
  (await t.app.inject({ url: '/wps/member/inbox/unreadCount', headers: bearer(token) })).json().value.unReadCount as number;
const send = async (key: string, payload: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/ops/inbox', headers: bearer(key), payload })).json();
const usernameOf = async (memberId: number) =>
  (await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId]))[0]!.username;

describe('the player’s inbox', () => {
  it('holds the demo player’s two messages, one unread, and a second seeding adds none', async () => {
    await seed(t.db, t.config);
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const page = (await inbox(token)).value;
    expect(page.list.map((m: { title: string; read: boolean }) => [m.title, m.read])).toEqual([
      ['Your weekly cashback is live', false],
      ['Welcome to Pinoy Play', true],
    ]);
    expect(page.unReadCount).toBe(1);
  });

  it('receives the operator’s message to one player, newest first, unread until read, gone when deleted', async () => {
    const key = await testOperator(t);
    const player = await sessionPlayer(t);
    const other = await sessionPlayer(t);
    const username = await usernameOf(player.memberId);
    expect((await send(key, { username, title: 'Welcome', body: 'Your account is ready.' })).value).toMatchObject({ recipients: 1 });
    expect((await send(key, { username, title: 'Weekend', body: 'Double points.' })).value.recipients).toBe(1);

    const page = (await inbox(player.token)).value;
    expect(page).toMatchObject({ totalCount: 2, unReadCount: 2, pageNum: 1, totalPages: 1 });
    expect(page.list.map((m: { title: string }) => m.title)).toEqual(['Weekend', 'Welcome']);
    expect(page.list[0]).toMatchObject({ sender: 'operator', body: 'Double points.', template: null, read: false });
    expect(await unread(other.token)).toBe(0);

    const [newest, oldest] = page.list.map((m: { messageId: number }) => m.messageId);
    const read = await t.app.inject({
      method: 'POST',
      url: '/wps/member/inbox/read',
      headers: bearer(player.token),
      payload: { messageIds: [newest] },
    });
    expect(read.json().value).toEqual({ unReadCount: 1 });
    // Another player's ids change nothing of theirs.
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/inbox/delete',
      headers: bearer(other.token),
      payload: { messageIds: [oldest] },
    });
    expect(await unread(player.token)).toBe(1);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/wps/member/inbox/delete',
      headers: bearer(player.token),
      payload: { messageIds: [oldest] },
    });
    expect(deleted.json().value).toEqual({ unReadCount: 0 });
    expect((await inbox(player.token)).value.list.map((m: { title: string; read: boolean }) => [m.title, m.read])).toEqual([
      ['Weekend', true],
    ]);
  });

  it('pages the list', async () => {
    const key = await testOperator(t);
    const player = await sessionPlayer(t);
    const username = await usernameOf(player.memberId);
    for (const n of [1, 2, 3]) await send(key, { username, title: `Note ${n}`, body: 'Text' });
    const second = (await inbox(player.token, '?pageNo=2&pageSize=2')).value;
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3, unReadCount: 3 });
    expect(second.list.map((m: { title: string }) => m.title)).toEqual(['Note 1']);
    // A page past the end (messages deleted elsewhere meanwhile) is empty, and still counts what the player has.
    expect((await inbox(player.token, '?pageNo=3&pageSize=2')).value).toEqual({
      list: [],
      pageNum: 3,
      totalPages: 2,
      totalCount: 3,
      unReadCount: 3,
    });
    const oldest = second.list[0].messageId as number;
    expect((await inbox(player.token, `?pageNo=3&pageSize=2&beforeId=${oldest}`)).value).toMatchObject({
      list: [],
      totalPages: 2,
      totalCount: 3,
      unReadCount: 3,
    });
  });

  it('pages from the oldest message shown: one deleted or received between pages neither skips nor repeats one', async () => {
    const key = await testOperator(t);
    const player = await sessionPlayer(t);
    const username = await usernameOf(player.memberId);
    for (const n of [1, 2, 3, 4, 5]) await send(key, { username, title: `Note ${n}`, body: 'Text' });
    const titles = (page: { list: { title: string }[] }) => page.list.map((m) => m.title);
    const first = (await inbox(player.token, '?pageNo=1&pageSize=2')).value;
    expect(titles(first)).toEqual(['Note 5', 'Note 4']);
    // The player deletes one message of the first page: by offset, the second page skips Note 3.
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/inbox/delete',
      headers: bearer(player.token),
      payload: { messageIds: [first.list[0].messageId] },
    });
    expect(titles((await inbox(player.token, '?pageNo=2&pageSize=2')).value)).toEqual(['Note 2', 'Note 1']);
    const second = (await inbox(player.token, `?pageNo=2&pageSize=2&beforeId=${first.list.at(-1).messageId as number}`)).value;
    expect(titles(second)).toEqual(['Note 3', 'Note 2']);
    expect(second).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 4 });
    // A new message arrives: the page after the oldest shown is still the next one, and the count grows.
    await send(key, { username, title: 'Note 6', body: 'Text' });
    const third = (await inbox(player.token, `?pageNo=3&pageSize=2&beforeId=${second.list.at(-1).messageId as number}`)).value;
    expect(titles(third)).toEqual(['Note 1']);
    expect(third).toMatchObject({ pageNum: 3, totalPages: 3, totalCount: 5 });
  });

  it('reaches every real player of a segment, and no trial player', async () => {
    const key = await testOperator(t);
    const verified = await verifiedPlayer(t);
    const unverified = await sessionPlayer(t);
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token as string;
    const sent = (await send(key, { segment: 'verified', title: 'For verified players', body: 'Faster withdrawals.' })).value;
    const verifiedCount = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE kyc_status = 'verified'`))[0]!.n;
    expect(sent.recipients).toBe(verifiedCount);
    expect((await inbox(verified.token)).value.list[0].title).toBe('For verified players');
    expect((await inbox(unverified.token)).value.totalCount).toBe(0);
    expect((await t.app.inject({ url: '/wps/member/inbox', headers: bearer(trial) })).json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('carries the platform’s own news as a template with its figures, for the app to word in the player’s language', async () => {
    const player = await sessionPlayer(t);
    await t.db.transaction((tx) => notifyPlayer(tx, player.memberId, 'depositCredited', { amount: 50_000, reference: 'DP123' }));
    const [message] = (await inbox(player.token)).value.list;
    expect(message).toMatchObject({ sender: 'platform', title: null, body: null, template: 'depositCredited', read: false });
    expect(message.params).toEqual({ amount: 50_000, reference: 'DP123' });
  });

  it('refuses bad input with a stable code, changing nothing', async () => {
    const key = await testOperator(t);
    const player = await sessionPlayer(t);
    const username = await usernameOf(player.memberId);
    const refused = [
      await send(key, { title: 'No recipient', body: 'x' }),
      await send(key, { username, segment: 'all', title: 'Both', body: 'x' }),
      await send(key, { username, title: '   ', body: 'x' }),
      await send(key, { segment: 'vips', title: 'x', body: 'x' }),
      await send(key, { username: 'nobody_here', title: 'x', body: 'x' }),
    ].map((answer) => answer.code);
    expect(refused).toEqual(['INVALID_INPUT', 'INVALID_INPUT', 'INVALID_INPUT', 'INVALID_INPUT', 'NOT_FOUND']);
    expect((await send('not-a-key-at-all-0000000000', { username, title: 'x', body: 'x' })).code).toBe('UNAUTHENTICATED');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/member/inbox/read',
      headers: bearer(player.token),
      payload: { messageIds: [] },
    });
    expect(bad.json().code).toBe('INVALID_INPUT');
    expect((await t.app.inject({ url: '/wps/member/inbox?pageSize=1000', headers: bearer(player.token) })).json().code).toBe(
      'INVALID_INPUT',
    );
    expect((await t.app.inject({ url: '/wps/member/inbox' })).json().code).toBe('UNAUTHENTICATED');
    expect(await unread(player.token)).toBe(0);
  });
});
