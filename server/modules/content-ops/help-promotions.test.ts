import { describe, expect, it } from 'vitest';
import type { HelpTopic } from '../../../contracts/help';
import type { StaffRole } from '../../../contracts/staff';
import { cleanOperatorHtml } from '../../lib/operator-html';
import { useTestApp } from '../../test/harness';
import { staffSession } from '../../test/staff';

/** Help topics and promotions edited in the console: HTML sanitised on the server, audited, live on the players' next request. */
const t = useTestApp();

const sessions = new Map<StaffRole, Promise<{ staffId: number; headers: Record<string, string> }>>();
const as = (role: StaffRole) => {
  if (!sessions.has(role)) sessions.set(role, staffSession(t, [role]));
  return sessions.get(role)!;
};
const call = async (role: StaffRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: (await as(role)).headers, ...(payload ? { payload } : {}) });
const helpCentre = async (lang = 'EN') => (await t.app.inject({ url: `/wps/system/helpCenter?lang=${lang}` })).json().value as HelpTopic[];
const lastAudit = async (kind: string) => {
  const rows = await t.db.query<{ actor: string; data: string }>(
    `SELECT actor, data FROM audit_log WHERE kind = $1 ORDER BY id DESC LIMIT 1`,
    [kind],
  );
  return rows[0] ? { actor: rows[0].actor, data: JSON.parse(rows[0].data) as unknown } : null;
};

describe('help topics in the console', () => {
  it('are seeded with the texts the platform shipped, which the server’s sanitiser keeps as they are', async () => {
    const list = (await call('contentEditor', 'GET', '/ops/api/content/help')).json().value.list as { content: string; language: string }[];
    expect(list).toHaveLength(12);
    for (const topic of list) expect(cleanOperatorHtml(topic.content)).toBe(topic.content);
  });

  it('refuses a cashier', async () => {
    expect((await call('cashier', 'GET', '/ops/api/content/help')).statusCode).toBe(403);
    expect((await call('cashier', 'POST', '/ops/api/content/help', { language: 'EN', tag: 'x', title: 'x', content: '' })).statusCode).toBe(
      403,
    );
  });

  it('creates a topic with its HTML sanitised, shows it once published; refuses a taken tag, a parent of another language', async () => {
    const { staffId } = await as('contentEditor');
    const created = await call('contentEditor', 'POST', '/ops/api/content/help', {
      language: 'EN',
      tag: 'deposits',
      title: 'Deposits',
      content:
        '<p onclick="steal()">Top up with <a href="javascript:alert(1)">GCash</a><script>alert(1)</script></p><img src="https://t.example/x.gif">',
      sortOrder: 5,
    });
    expect(created.statusCode).toBe(200);
    const topic = created.json().value as { topicId: number; content: string; published: boolean };
    expect(topic).toMatchObject({ content: '<p>Top up with <a>GCash</a></p>', published: false });
    expect((await helpCentre()).map((h) => h.tag)).not.toContain('deposits');

    await call('contentEditor', 'PATCH', `/ops/api/content/help/${topic.topicId}`, { published: true });
    expect((await helpCentre()).map((h) => h.tag)).toEqual(['terms', 'privacy', 'responsible-gaming', 'account', 'deposits']);
    expect(await lastAudit('content.help_changed')).toEqual({
      actor: `staff:${staffId}`,
      data: { topicId: topic.topicId, language: 'EN', tag: 'deposits', fields: ['published'], published: true },
    });

    const taken = await call('contentEditor', 'POST', '/ops/api/content/help', {
      language: 'EN',
      tag: 'terms',
      title: 'Again',
      content: '',
    });
    expect(taken.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'tag' } });
    const tyAccount = (await call('contentEditor', 'GET', '/ops/api/content/help?language=TY'))
      .json()
      .value.list.find((h: { tag: string }) => h.tag === 'account');
    const foreign = await call('contentEditor', 'POST', '/ops/api/content/help', {
      language: 'EN',
      tag: 'cards',
      title: 'Cards',
      content: '',
      parentId: tyAccount.topicId,
    });
    expect(foreign.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'parentId' } });
    expect(
      (await call('contentEditor', 'POST', '/ops/api/content/help', { language: 'EN', tag: 'Bad Tag', title: 'x', content: '' })).json()
        .code,
    ).toBe('INVALID_INPUT');

    await call('contentEditor', 'DELETE', `/ops/api/content/help/${topic.topicId}`);
    expect((await helpCentre()).map((h) => h.tag)).not.toContain('deposits');
    expect(await lastAudit('content.help_deleted')).toMatchObject({ data: { topicId: topic.topicId, tag: 'deposits' } });
  });

  it('edits a Filipino text players read at once', async () => {
    const privacy = (await call('contentEditor', 'GET', '/ops/api/content/help?language=TY'))
      .json()
      .value.list.find((h: { tag: string }) => h.tag === 'privacy');
    await call('contentEditor', 'PATCH', `/ops/api/content/help/${privacy.topicId}`, { content: '<p>Bagong teksto.</p>' });
    expect((await helpCentre('TY')).find((h) => h.tag === 'privacy')!.content).toBe('<p>Bagong teksto.</p>');
  });
});

describe('promotions in the console', () => {
  const activity = async () =>
    (await t.app.inject({ url: '/wps/activity/promotions' })).json().value as {
      promotionId: number;
      title: string;
      titles: Record<string, string>;
    }[];

  it('changes a promotion’s titles and hides it, for the next look at /m/activity', async () => {
    const { staffId } = await as('contentEditor');
    expect((await call('cashier', 'PATCH', '/ops/api/content/promotions/4', { active: false })).statusCode).toBe(403);
    const list = (await call('contentEditor', 'GET', '/ops/api/content/promotions')).json().value.list as {
      promotionId: number;
      kind: string;
    }[];
    expect(list.find((p) => p.promotionId === 4)).toMatchObject({ kind: 'check_in', active: true });

    const renamed = await call('contentEditor', 'PATCH', '/ops/api/content/promotions/4', {
      title: 'Daily check-in: ₱15',
      titleFil: 'Araw-araw: ₱15',
      rewardAmount: 1500,
    });
    expect(renamed.json().value).toMatchObject({ title: 'Daily check-in: ₱15', titleFil: 'Araw-araw: ₱15', rewardAmount: 1500 });
    expect((await activity()).find((p) => p.promotionId === 4)).toMatchObject({
      title: 'Daily check-in: ₱15',
      titles: { fil: 'Araw-araw: ₱15' },
    });
    expect(await lastAudit('content.promotion_changed')).toEqual({
      actor: `staff:${staffId}`,
      data: { promotionId: 4, fields: ['rewardAmount', 'title', 'titleFil'], active: true },
    });

    const unpaid = await call('contentEditor', 'PATCH', '/ops/api/content/promotions/4', { rewardAmount: 0 });
    expect(unpaid.json()).toMatchObject({ code: 'FIELD_INVALID' });
    const backwards = await call('contentEditor', 'PATCH', '/ops/api/content/promotions/4', {
      startsAt: '2030-02-01T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(backwards.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'endsAt' } });

    await call('contentEditor', 'PATCH', '/ops/api/content/promotions/4', { active: false });
    expect((await activity()).map((p) => p.promotionId)).not.toContain(4);
    await call('contentEditor', 'PATCH', '/ops/api/content/promotions/4', { active: true });
    expect((await activity()).map((p) => p.promotionId)).toContain(4);
  });
});
