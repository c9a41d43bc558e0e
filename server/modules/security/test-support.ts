import type { InjectOptions } from 'fastify';
import { bearer, sessionPlayer, type TestApp } from '../../test/harness';
import { hashPassword } from '../session/passwords';

/** What the security tests' players log in with. */
export const LOGIN_PASSWORD = 'Mabuhay-2026!';
const loginHash = hashPassword(LOGIN_PASSWORD);

export interface TestPlayer {
  memberId: number;
  token: string;
  username: string;
}

/** A real player with a login password and a live session (made in the database, like sessionPlayer). */
export async function playerWithPassword(t: TestApp): Promise<TestPlayer> {
  const { memberId, token } = await sessionPlayer(t, await loginHash);
  const username = (await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).json().value.account as string;
  return { memberId, token, username };
}

let addressSeq = 0;

/**
 * A login over HTTP as a device would make it: its session token, the device cookie the server
 * trusts it by afterwards, and the login's answer. Each from its own address unless given one.
 */
export async function loginFrom(
  t: TestApp,
  username: string,
  options: { userAgent?: string; ip?: string; cookie?: string } = {},
): Promise<{ token: string; cookie: string; value: Record<string, unknown> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: options.ip ?? `10.77.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`,
    headers: { 'user-agent': options.userAgent ?? 'vitest', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { username, password: LOGIN_PASSWORD },
  });
  const body = res.json();
  if (!body.success) throw new Error(`login failed: ${res.body}`);
  const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('pp_device='));
  return { token: body.value.token, cookie: set ? set.split(';')[0]! : '', value: body.value };
}

/** A call as the player makes it: their bearer token, and their device cookie when given. */
export function asPlayer(t: TestApp, token: string, request: InjectOptions & { cookie?: string }) {
  const { cookie, headers, ...rest } = request;
  return t.app.inject({ ...rest, headers: { ...bearer(token), ...(cookie ? { cookie } : {}), ...headers } });
}
