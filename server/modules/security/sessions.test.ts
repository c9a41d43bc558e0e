import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/harness';
import { findGameToken, issueGameToken } from '../seamless/game-tokens';
import { hashToken } from '../session/tokens';
import { asPlayer, loginFrom, playerWithPassword } from './test-support';

const t = useTestApp();
const URL = '/wps/v2/member/securityConfig/sessions';
const PARTNER = 'sessions-test-vendor';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await t.db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, 'Sessions test vendor', $2)`, [
    PARTNER,
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  ]);
});

/** A game launched from the session whose token is given: its game token. */
const launchFrom = (memberId: number, sessionToken: string) =>
  issueGameToken(t.db, {
    memberId,
    sessionHash: hashToken(sessionToken, t.config.tokenPepper),
    partnerCode: PARTNER,
    gameCode: 'slot-1',
    currency: 'PHP',
  });
const gameEnded = async (gameToken: string) => (await findGameToken(t.db, PARTNER, gameToken))!.expired;
const list = async (token: string) => (await t.app.inject({ url: `${URL}?moduleId=SESSION3`, headers: bearer(token) })).json();

describe('the last login', () => {
  it('is in the login answer: null the first time, then when, from which address and on which device the one before was', async () => {
    const { username } = await playerWithPassword(t);
    // The harness's own session has no device; the first login over HTTP is shown it.
    const phone = await loginFrom(t, username, { userAgent: ANDROID_CHROME, ip: '203.0.113.7' });
    expect(phone.value.lastLogin).toEqual({ time: expect.any(String), ip: '127.0.0.1', device: null });
    const before = Date.now();
    const laptop = await loginFrom(t, username, { userAgent: IPHONE_SAFARI, ip: '198.51.100.4' });
    expect(laptop.value.lastLogin).toEqual({ time: expect.any(String), ip: '203.0.113.7', device: 'Chrome, Android' });
    expect(Date.parse((laptop.value.lastLogin as { time: string }).time)).toBeLessThanOrEqual(before);
    // The sessions list says the same of the session in hand.
    expect((await list(laptop.token)).value.previousLogin).toEqual(laptop.value.lastLogin);
  });
});

describe('the sessions list', () => {
  it('lists the live sessions newest first, marks this one, and leaves out ended ones', async () => {
    const { username, token: first } = await playerWithPassword(t);
    const phone = await loginFrom(t, username, { userAgent: ANDROID_CHROME, ip: '203.0.113.8' });
    const iphone = await loginFrom(t, username, { userAgent: IPHONE_SAFARI, ip: '198.51.100.9' });
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(first) });
    const { sessions } = (await list(phone.token)).value;
    expect(sessions).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        ip: '198.51.100.9',
        device: 'Safari, iOS',
        current: false,
      },
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        ip: '203.0.113.8',
        device: 'Chrome, Android',
        current: true,
      },
    ]);
    expect(JSON.stringify(sessions)).not.toContain(hashToken(iphone.token, t.config.tokenPepper));
  });

  it('"sign out everywhere else" ends every other session and the games they opened, and keeps this one', async () => {
    const { memberId, username, token: stolen } = await playerWithPassword(t);
    const other = await loginFrom(t, username, { userAgent: IPHONE_SAFARI });
    const mine = await loginFrom(t, username, { userAgent: ANDROID_CHROME });
    const stolenGame = await launchFrom(memberId, stolen);
    const otherGame = await launchFrom(memberId, other.token);
    const myGame = await launchFrom(memberId, mine.token);

    const res = await asPlayer(t, mine.token, { method: 'DELETE', url: `${URL}?moduleId=SESSION3`, cookie: mine.cookie });
    expect(res.json()).toEqual({ success: true, value: { ended: 2 } });
    // The device in hand keeps a (fresh) trusted-device cookie.
    expect([res.headers['set-cookie']].flat().join()).toMatch(/pp_device=/);

    expect([await gameEnded(stolenGame), await gameEnded(otherGame), await gameEnded(myGame)]).toEqual([true, true, false]);
    for (const token of [stolen, other.token]) {
      expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).json().code).toBe('SESSION_EXPIRED');
    }
    expect((await list(mine.token)).value.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await asPlayer(t, mine.token, { method: 'DELETE', url: URL })).json().value).toEqual({ ended: 0 });
  });

  it('ends one other session and its games; not this one, nor another player’s', async () => {
    const { memberId, username, token } = await playerWithPassword(t);
    const other = await loginFrom(t, username, { userAgent: IPHONE_SAFARI });
    const game = await launchFrom(memberId, other.token);
    const { sessions } = (await list(token)).value as { sessions: { id: number; current: boolean }[] };
    const otherId = sessions.find((s) => !s.current)!.id;
    const currentId = sessions.find((s) => s.current)!.id;

    const stranger = await playerWithPassword(t);
    const theirs = await asPlayer(t, stranger.token, { method: 'DELETE', url: `${URL}/${otherId}` });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await asPlayer(t, token, { method: 'DELETE', url: `${URL}/${currentId}` })).json().code).toBe('NOT_FOUND');
    expect(await gameEnded(game)).toBe(false);

    expect((await asPlayer(t, token, { method: 'DELETE', url: `${URL}/${otherId}` })).json()).toEqual({
      success: true,
      value: { ended: 1 },
    });
    expect(await gameEnded(game)).toBe(true);
    expect((await asPlayer(t, token, { method: 'DELETE', url: `${URL}/${otherId}` })).json().code).toBe('NOT_FOUND');
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['99999999999999999999']])('refuses the session id %s as bad input', async (id) => {
    const { token } = await playerWithPassword(t);
    const res = await asPlayer(t, token, { method: 'DELETE', url: `${URL}/${id}` });
    expect([res.statusCode, res.json().code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('is closed to visitors and trial players', async () => {
    expect((await t.app.inject({ url: URL })).json().code).toBe('UNAUTHENTICATED');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    for (const request of [{ url: URL }, { method: 'DELETE' as const, url: URL }, { method: 'DELETE' as const, url: `${URL}/1` }]) {
      expect((await asPlayer(t, trial, request)).json().code).toBe('TRIAL_FORBIDDEN');
    }
  });
});
