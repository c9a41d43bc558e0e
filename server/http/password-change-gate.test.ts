import { describe, expect, it } from 'vitest';
import { bearer, sessionPlayer, useTestApp } from '../test/harness';
import { registeredRoutes } from './validation';

const t = useTestApp();

/** What a session that must choose a new password first may do (a password support gave out). */
const BEFORE_PASSWORD_CHANGE = ['GET /wps/member/info', 'POST /wps/v2/member/password', 'DELETE /wps/session/logout'];

describe('a session that must choose a new password first', () => {
  it('is refused by every logged-in route but reading who it is, changing the password and logging out', async () => {
    const { memberId, token } = await sessionPlayer(t);
    await t.db.query('UPDATE members SET first_time_login = true WHERE id = $1', [memberId]);
    const loggedIn = registeredRoutes(t.app).filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.url.startsWith('/wps/') &&
        (r.schema?.security as unknown[] | undefined)?.some((s) => Object.hasOwn(s as object, 'bearerAuth')),
    );
    const opened: string[] = [];
    for (const route of loggedIn) {
      const name = `${route.method} ${route.url}`;
      if (BEFORE_PASSWORD_CHANGE.includes(name)) continue;
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, '1');
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(token) });
      // Input is checked before the session (an empty body fails first): a refusal either way, never a success.
      if (res.statusCode < 400) opened.push(name);
    }
    expect(loggedIn.length).toBeGreaterThan(50);
    expect(opened).toEqual([]);
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(info.json().value.firstTimeLogin).toBe(true);
    const wallet = await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) });
    expect(wallet.json()).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please change your password first' });
  });
});
