import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { bearer, loginAs, useTestApp } from '../../test/harness';

const t = useTestApp();
const list = (query: string, token?: string) =>
  t.app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements?${query}`, headers: token ? bearer(token) : {} });

describe('announcements', () => {
  it('answers banners by group, player notices, pop-ups and promotions', async () => {
    const value = (await list('types=B,PL,PU&groupName=m_home&platform=M')).json().value;
    expect(value.banners.map((b: { groupName: string }) => b.groupName)).toEqual(['m_home', 'm_home', 'm_home']);
    expect(value.player).toHaveLength(3);
    expect(value.popup).toHaveLength(1);
    expect(value.promotion).toEqual([]);
    expect((await list('types=B&groupName=m_live')).json().value.banners).toHaveLength(1);
    const banner = await t.app.inject({ url: value.banners[0].url });
    expect(banner.headers['content-type']).toContain('image/svg+xml');
  });

  it('marks a notice read for the player who read it, and for nobody else', async () => {
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const notice = (await list('types=PL', token)).json().value.player[0];
    expect(notice.read).toBe(false);
    const mark = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_markAnnouncementAsRead',
      headers: bearer(token),
      payload: { announcementId: notice.id, read: true },
    });
    expect(mark.json()).toEqual({ success: true, value: null });
    expect((await list('types=PL', token)).json().value.player[0].read).toBe(true);
    expect((await list('types=PL')).json().value.player[0].read).toBe(false);
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    expect((await list('types=PL', trial)).json().value.player[0].read).toBe(false);
  });

  it('refuses unknown types and marks without a session', async () => {
    expect((await list('types=XX')).json().code).toBe('INVALID_INPUT');
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_markAnnouncementAsRead', payload: { announcementId: 1, read: true } })
      ).json().code,
    ).toBe('UNAUTHENTICATED');
  });
});
