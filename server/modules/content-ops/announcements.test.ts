import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../contracts/staff';
import { useTestApp } from '../../test/harness';
import { staffSession } from '../../test/staff';
import { multipart } from '../../test/multipart';

/** Announcements, banners and pop-ups edited in the console: permissions, checks, the audit trail, and what players see at once. */
const t = useTestApp();

const sessions = new Map<StaffRole, Promise<{ staffId: number; headers: Record<string, string> }>>();
const as = (role: StaffRole) => {
  if (!sessions.has(role)) sessions.set(role, staffSession(t, [role]));
  return sessions.get(role)!;
};
const call = async (role: StaffRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: (await as(role)).headers, ...(payload ? { payload } : {}) });
const homeBanners = async () =>
  (await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_home' })).json().value.banners as {
    id: number;
    title: string;
    url: string;
    linkUrl: string | null;
  }[];
const audits = async (kind: string) =>
  (await t.db.query<{ actor: string; data: string }>(`SELECT actor, data FROM audit_log WHERE kind = $1 ORDER BY id`, [kind])).map((r) => ({
    actor: r.actor,
    data: JSON.parse(r.data) as Record<string, unknown>,
  }));

const upload = async (role: StaffRole, id: number, bytes: Buffer, field?: string) => {
  const form = multipart([{ name: field ?? 'image', filename: 'banner.png', contentType: 'image/png', content: bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/ops/api/content/announcements/${id}/image`,
    headers: { ...(await as(role)).headers, ...form.headers },
    payload: form.payload,
  });
};

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 750, height: 300, channels: 3, background: '#1f5fbf' } })
    .png()
    .toBuffer();
});

describe('banners in the console', () => {
  it('refuses a cashier (403, audited) and a caller without a session (401), changing nothing', async () => {
    const before = await homeBanners();
    const refusedBefore = (await audits('staff.refused')).length;
    const create = await call('cashier', 'POST', '/ops/api/content/announcements', { type: 'B', groupName: 'm_home', title: 'Nope' });
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe('FORBIDDEN');
    expect((await call('cashier', 'GET', '/ops/api/content/announcements')).statusCode).toBe(403);
    expect((await upload('cashier', before[0]!.id, png)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/ops/api/content/announcements' })).statusCode).toBe(401);
    expect(await homeBanners()).toEqual(before);
    expect((await audits('staff.refused')).length).toBe(refusedBefore + 3);
  });

  it('refuses what is not a banner’s shape, with the field at fault', async () => {
    const bad = async (payload: object) => (await call('contentEditor', 'POST', '/ops/api/content/announcements', payload)).json();
    expect((await bad({ type: 'B', title: 'No group' })).code).toBe('FIELD_INVALID');
    expect((await bad({ type: 'PU', groupName: 'm_home', title: 'A pop-up in a group' })).code).toBe('FIELD_INVALID');
    expect((await bad({ type: 'B', groupName: 'm_home', title: '' })).code).toBe('INVALID_INPUT');
    expect((await bad({ type: 'B', groupName: 'm_home', title: 'x', linkUrl: 'javascript:alert(1)' })).code).toBe('INVALID_INPUT');
    expect((await bad({ type: 'XX', title: 'x' })).code).toBe('INVALID_INPUT');
    const window = await bad({ type: 'PL', title: 'Backwards', startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' });
    expect(window).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'endsAt' } });
    expect((await call('contentEditor', 'PATCH', '/ops/api/content/announcements/999999', { published: true })).statusCode).toBe(404);
  });

  it('creates a banner unpublished, takes its picture by its bytes, and players see it once published, without a restart', async () => {
    const { staffId } = await as('contentEditor');
    const created = await call('contentEditor', 'POST', '/ops/api/content/announcements', {
      type: 'B',
      groupName: 'm_home',
      title: 'Fiesta weekend',
      content: 'Double points all weekend.',
      linkUrl: '/m/activity',
      sortOrder: 0,
    });
    expect(created.statusCode).toBe(200);
    const banner = created.json().value as { announcementId: number; published: boolean; hasImage: boolean };
    expect(banner).toMatchObject({ published: false, hasImage: false });
    expect((await homeBanners()).map((b) => b.title)).not.toContain('Fiesta weekend');

    // A picture is judged by its bytes: a text file called banner.png is refused, as is a file too large.
    const notAPicture = await upload('contentEditor', banner.announcementId, Buffer.from('not a png at all'));
    expect(notAPicture.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'image' } });
    const tooLarge = await upload('contentEditor', banner.announcementId, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(tooLarge.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'image' } });
    expect((await upload('contentEditor', banner.announcementId, png, 'receipt')).json().code).toBe('INVALID_INPUT');

    const uploaded = await upload('contentEditor', banner.announcementId, png);
    expect(uploaded.statusCode).toBe(200);
    const withPicture = uploaded.json().value as { pictureUrl: string; hasImage: boolean };
    expect(withPicture.hasImage).toBe(true);
    expect(withPicture.pictureUrl).toMatch(new RegExp(`^/wps/banner/${banner.announcementId}-[0-9a-f]{16}\\.png$`));

    const published = await call('contentEditor', 'PATCH', `/ops/api/content/announcements/${banner.announcementId}`, { published: true });
    expect(published.json().value.published).toBe(true);
    const shown = await homeBanners();
    expect(shown[0]).toMatchObject({ title: 'Fiesta weekend', url: withPicture.pictureUrl, linkUrl: '/m/activity' });
    const picture = await t.app.inject({ url: shown[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(750);

    const actor = `staff:${staffId}`;
    expect((await audits('content.announcement_created')).at(-1)).toEqual({
      actor,
      data: { announcementId: banner.announcementId, type: 'B', groupName: 'm_home', published: false },
    });
    expect((await audits('content.banner_image')).at(-1)).toMatchObject({ actor, data: { announcementId: banner.announcementId } });
    expect((await audits('content.announcement_changed')).at(-1)).toEqual({
      actor,
      data: { announcementId: banner.announcementId, type: 'B', fields: ['published'], published: true },
    });

    // Unpublished, then deleted: gone from the home page, its picture's address with it.
    await call('contentEditor', 'PATCH', `/ops/api/content/announcements/${banner.announcementId}`, { published: false });
    expect((await homeBanners()).map((b) => b.title)).not.toContain('Fiesta weekend');
    expect((await call('contentEditor', 'DELETE', `/ops/api/content/announcements/${banner.announcementId}`)).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await t.app.inject({ url: withPicture.pictureUrl })).statusCode).toBe(404);
    expect((await audits('content.announcement_deleted')).at(-1)).toEqual({
      actor,
      data: { announcementId: banner.announcementId, type: 'B' },
    });
  });

  it('gives an edited banner’s drawn picture a new address, so no cache shows the old texts', async () => {
    const [first] = await homeBanners();
    await call('contentEditor', 'PATCH', `/ops/api/content/announcements/${first!.id}`, { title: 'Welcome bonus 150%' });
    const [edited] = await homeBanners();
    expect(edited!.title).toBe('Welcome bonus 150%');
    expect(edited!.url).not.toBe(first!.url);
    expect((await t.app.inject({ url: edited!.url })).body).toContain('Welcome bonus 150%');
    await call('contentEditor', 'PATCH', `/ops/api/content/announcements/${first!.id}`, { title: first!.title });
  });

  it('edits a pop-up players meet after logging in, and lists every type for the editor', async () => {
    const list = (await call('contentEditor', 'GET', '/ops/api/content/announcements?type=PU')).json().value.list as {
      announcementId: number;
      title: string;
    }[];
    expect(list.map((a) => a.title)).toEqual(['Verify your account']);
    await call('contentEditor', 'PATCH', `/ops/api/content/announcements/${list[0]!.announcementId}`, {
      content: 'Verify now: withdrawals in minutes.',
    });
    const popups = (await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=PU' })).json().value.popup;
    expect(popups[0].content).toBe('Verify now: withdrawals in minutes.');
    const all = (await call('contentEditor', 'GET', '/ops/api/content/announcements')).json().value.list as { type: string }[];
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR']));
  });
});
