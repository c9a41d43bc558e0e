import { describe, expect, it } from 'vitest';
import { insertMember } from '../member/repository';
import { bearer, sessionPlayer, useTestApp } from '../../test/harness';
import { registrations } from '../../test/registration';

const t = useTestApp();
const { form, register } = registrations(t, { mobilePrefix: '9176543', username: 'invited', birthday: '1991-05-06' });

const referral = (token: string) => t.app.inject({ url: '/wps/member/referral', headers: bearer(token) });
const players = (token: string, query = '') => t.app.inject({ url: `/wps/member/referral/players${query}`, headers: bearer(token) });

/** A member who joined with `code`, `minutesAgo` minutes ago. */
async function joinedWith(code: string, username: string, minutesAgo: number) {
  const member = await insertMember(t.db, {
    merchantCode: t.config.merchantCode,
    username,
    passwordHash: null,
    nickname: null,
    type: 0,
    affiliateCode: code,
  });
  await t.db.query(`UPDATE members SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [member!.id, minutesAgo]);
}

describe('invite / referral', () => {
  it('gives a member one invitation code, made on the first ask, and the registration link carrying it', async () => {
    const { token } = await sessionPlayer(t);
    const [a, b] = await Promise.all([referral(token), referral(token)]);
    const value = a.json().value;
    expect(value.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(b.json().value.code).toBe(value.code);
    expect((await referral(token)).json().value.code).toBe(value.code);
    expect(value.link).toBe(`${t.config.publicUrl}/m/register?affiliateCode=${value.code}`);
  });

  it('gives every member a code of their own', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await referral((await sessionPlayer(t)).token)).json().value.code);
    expect(codes.size).toBe(5);
  });

  it('is a code registration takes, in any letter case, and a player who registers with it is listed', async () => {
    const { token } = await sessionPlayer(t);
    const { code } = (await referral(token)).json().value;
    const check = await t.app.inject({ method: 'POST', url: '/wps/agent/affiliate', payload: { code: code.toLowerCase() } });
    expect(check.json().value.valid).toBe(true);
    const res = await register(await form({ affiliateCode: code.toLowerCase() }));
    expect(res.json()).toMatchObject({ success: true });
    const page = (await players(token)).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 1 });
    expect(page.list[0].username).toMatch(/^in\*\*\*\d$/);
    expect(new Date(page.list[0].joinedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists the member’s players newest first, names masked, paged, and nobody else’s', async () => {
    const { token } = await sessionPlayer(t);
    const { code } = (await referral(token)).json().value;
    const other = (await referral((await sessionPlayer(t)).token)).json().value.code;
    await joinedWith(code, 'mariaclara', 30);
    await joinedWith(code, 'josephine', 20);
    await joinedWith(code, 'ana', 10);
    await joinedWith(other, 'someoneelse', 5);
    const first = (await players(token, '?pageSize=2')).json().value;
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3 });
    expect(first.list.map((p: { username: string }) => p.username)).toEqual(['a**', 'jo***e']);
    const second = (await players(token, '?pageSize=2&pageNo=2')).json().value;
    expect(second.list.map((p: { username: string }) => p.username)).toEqual(['ma***a']);
    expect((await players(token, '?pageNo=9')).json().value).toMatchObject({ list: [], totalCount: 3 });
  });

  it('is for signed-in real members only', async () => {
    expect((await t.app.inject({ url: '/wps/member/referral' })).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: '10.79.0.1' })).json().value
      .token;
    expect((await referral(trial)).json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
    expect((await players(trial)).json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
    expect((await players((await sessionPlayer(t)).token, '?pageSize=500')).json()).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
