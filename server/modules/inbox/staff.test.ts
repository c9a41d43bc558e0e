import { describe, expect, it } from 'vitest';
import { bearer, sessionPlayer, useTestApp } from '../../test/harness';
import { staffSession } from '../../test/staff';

const t = useTestApp();

type Answer = { success: boolean; code?: string; value: any; status: number }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Staff = Awaited<ReturnType<typeof staffSession>>;

const call = async (staff: Staff | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> => {
  const response = await t.app.inject({ method, url, headers: staff?.headers ?? {}, ...(payload ? { payload } : {}) });
  return { ...response.json(), status: response.statusCode };
};
const usernameOf = async (memberId: number) =>
  (await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId]))[0]!.username;
const staffName = async (staff: Staff) =>
  (await t.db.query<{ username: string }>('SELECT username FROM staff_accounts WHERE id = $1', [staff.staffId]))[0]!.username;

describe('the inbox from the console', () => {
  it('is for staff with inbox.send; a refusal is audited', async () => {
    expect((await call(null, 'GET', '/ops/api/inbox')).status).toBe(401);
    const cashier = await staffSession(t, ['cashier']);
    expect((await call(cashier, 'POST', '/ops/api/inbox', { segment: 'all', title: 'Hi', body: 'Hello' })).status).toBe(403);
    expect((await call(cashier, 'GET', '/ops/api/inbox/segments/all')).status).toBe(403);
    const refused = await t.db.query(`SELECT 1 FROM audit_log WHERE kind = 'staff.refused' AND actor = $1`, [`staff:${cashier.staffId}`]);
    expect(refused).toHaveLength(2);
    for (const roles of [['supportAgent'], ['contentEditor']] as const) {
      expect((await call(await staffSession(t, [...roles]), 'GET', '/ops/api/inbox')).success).toBe(true);
    }
  });

  it('sends to one player, who reads it; the sending is audited and listed with who sent it', async () => {
    const agent = await staffSession(t, ['supportAgent']);
    const player = await sessionPlayer(t);
    const username = await usernameOf(player.memberId);
    const sent = await call(agent, 'POST', '/ops/api/inbox', { username, title: ' Your bonus ', body: 'It is credited.' });
    expect(sent.value).toMatchObject({ recipients: 1 });

    const inbox = (await t.app.inject({ url: '/wps/member/inbox', headers: bearer(player.token) })).json().value;
    expect(inbox.list[0]).toMatchObject({ sender: 'operator', title: 'Your bonus', body: 'It is credited.', read: false });
    const audit = await t.db.query<{ member_id: string; data: string }>(
      `SELECT member_id, data FROM audit_log WHERE kind = 'inbox.sent' AND actor = $1`,
      [`staff:${agent.staffId}`],
    );
    expect(audit.map((a) => [Number(a.member_id), JSON.parse(a.data)])).toEqual([
      [player.memberId, { messageId: sent.value.messageId, recipients: 1, segment: null }],
    ]);
    const listed = (await call(agent, 'GET', '/ops/api/inbox')).value.list[0];
    expect(listed).toMatchObject({
      messageId: sent.value.messageId,
      title: 'Your bonus',
      audience: { kind: 'player', username },
      recipients: 1,
      sentBy: await staffName(agent),
    });
  });

  it('tells how many players a segment reaches, and a message to it reaches that many', async () => {
    const editor = await staffSession(t, ['contentEditor']);
    await sessionPlayer(t);
    const size = (await call(editor, 'GET', '/ops/api/inbox/segments/nonDepositors')).value;
    expect(size.segment).toBe('nonDepositors');
    expect(size.players).toBeGreaterThan(0);
    const sent = (await call(editor, 'POST', '/ops/api/inbox', { segment: 'nonDepositors', title: 'First deposit', body: '100% bonus.' }))
      .value;
    expect(sent.recipients).toBe(size.players);
    const listed = (await call(editor, 'GET', '/ops/api/inbox')).value.list[0];
    expect(listed).toMatchObject({ audience: { kind: 'segment', segment: 'nonDepositors' }, recipients: size.players });
  });

  it('pages the sent messages newest first', async () => {
    const editor = await staffSession(t, ['contentEditor']);
    await t.db.query(
      `INSERT INTO inbox_messages (merchant_code, sender, operator_name, title, body, audience, recipients)
       SELECT $1, 'operator', 'bulk', 'Note ' || n, 'Body', 'segment:all', 0 FROM generate_series(1, 55) AS n`,
      [t.config.merchantCode],
    );
    const first = (await call(editor, 'GET', '/ops/api/inbox')).value;
    expect(first.list).toHaveLength(50);
    expect(first.list[0].title).toBe('Note 55');
    const second = (await call(editor, 'GET', `/ops/api/inbox?before=${first.nextBefore}`)).value;
    expect(second.list[0].messageId).toBeLessThan(first.nextBefore);
    expect(second.list[0].title).toBe('Note 5');
  });

  it('refuses bad input with a stable code and sends nothing', async () => {
    const agent = await staffSession(t, ['supportAgent']);
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages'))[0]!.n;
    const bad = [
      { title: 'Hi', body: 'Hello' },
      { username: 'someone', segment: 'all', title: 'Hi', body: 'Hello' },
      { segment: 'whales', title: 'Hi', body: 'Hello' },
      { segment: 'all', title: ' ', body: 'Hello' },
      { segment: 'all', title: 'Hi', body: 'x'.repeat(4001) },
    ];
    for (const payload of bad)
      expect((await call(agent, 'POST', '/ops/api/inbox', payload)).code, JSON.stringify(payload)).toBe('INVALID_INPUT');
    expect((await call(agent, 'POST', '/ops/api/inbox', { username: 'nobody_here', title: 'Hi', body: 'Hello' })).code).toBe('NOT_FOUND');
    expect((await call(agent, 'GET', '/ops/api/inbox/segments/whales')).code).toBe('INVALID_INPUT');
    expect((await call(agent, 'GET', '/ops/api/inbox?before=0')).code).toBe('INVALID_INPUT');
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages'))[0]!.n).toBe(before);
  });
});
