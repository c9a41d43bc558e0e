import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../contracts/staff';
import { bearer, sessionPlayer, useTestApp } from '../../test/harness';
import { staffSession } from '../../test/staff';

/** Settings changed in the console: only with settings.edit, checked, audited, and live for players on their next request. */
const t = useTestApp();

const sessions = new Map<StaffRole, Promise<{ staffId: number; headers: Record<string, string> }>>();
const as = (role: StaffRole) => {
  if (!sessions.has(role)) sessions.set(role, staffSession(t, [role]));
  return sessions.get(role)!;
};
const call = async (role: StaffRole, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: (await as(role)).headers, ...(payload ? { payload } : {}) });
const status = async (remoteAddress = '127.0.0.1') => (await t.app.inject({ url: '/wps/system/status', remoteAddress })).json().value;
const lastAudit = async (kind: string) => {
  const rows = await t.db.query<{ actor: string; data: string }>(
    `SELECT actor, data FROM audit_log WHERE kind = $1 ORDER BY id DESC LIMIT 1`,
    [kind],
  );
  return rows[0] ? { actor: rows[0].actor, data: JSON.parse(rows[0].data) as unknown } : null;
};

describe('maintenance and restricted networks', () => {
  it('are for settings.edit only: a cashier and a content editor are refused', async () => {
    for (const role of ['cashier', 'contentEditor'] as const) {
      const res = await call(role, 'PATCH', '/ops/api/settings/access', { maintenance: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await status()).status).toBe(0);
  });

  it('start from the environment’s values', async () => {
    expect((await call('admin', 'GET', '/ops/api/settings/access')).json().value).toEqual({
      maintenance: false,
      restrictedNetworks: [],
      sources: { maintenance: 'environment', restrictedNetworks: 'environment' },
    });
  });

  it('refuse what is not an IP address or CIDR block, and a block of every address', async () => {
    for (const entry of ['not-an-ip', '10.0.0.0/', '10.0.0.0/33', '0.0.0.0/0', '10.0.0.0/8/1']) {
      const res = await call('admin', 'PATCH', '/ops/api/settings/access', { restrictedNetworks: [entry] });
      expect(res.json(), entry).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'restrictedNetworks' } });
    }
    expect((await call('admin', 'PATCH', '/ops/api/settings/access', {})).json().code).toBe('INVALID_INPUT');
    expect((await call('admin', 'PATCH', '/ops/api/settings/access', { maintenance: 'yes' })).json().code).toBe('INVALID_INPUT');
  });

  it('maintenance on closes the platform on the next request (status 1), off opens it; the console keeps working', async () => {
    const { staffId } = await as('admin');
    const { token } = await sessionPlayer(t);
    expect((await status()).status).toBe(0); // read once, so the gate's cache holds "open"
    const on = await call('admin', 'PATCH', '/ops/api/settings/access', { maintenance: true });
    expect(on.json().value).toMatchObject({ maintenance: true, sources: { maintenance: 'console', restrictedNetworks: 'environment' } });
    expect(await status()).toMatchObject({ status: 1, maintenance: true });
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(info.statusCode).toBe(503);
    expect(info.json().code).toBe('MAINTENANCE');
    expect((await call('admin', 'GET', '/ops/api/settings/access')).statusCode).toBe(200);
    expect(await lastAudit('settings.maintenance')).toEqual({ actor: `staff:${staffId}`, data: { on: true } });

    await call('admin', 'PATCH', '/ops/api/settings/access', { maintenance: false });
    expect((await status()).status).toBe(0);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(200);
    expect(await lastAudit('settings.maintenance')).toEqual({ actor: `staff:${staffId}`, data: { on: false } });
  });

  it('a restricted network gets status 2 at once, and every other network is still served', async () => {
    const { staffId } = await as('admin');
    expect((await status('192.0.2.10')).status).toBe(0);
    const set = await call('admin', 'PATCH', '/ops/api/settings/access', { restrictedNetworks: ['192.0.2.0/24', ' 2001:db8::/32 '] });
    expect(set.json().value.restrictedNetworks).toEqual(['192.0.2.0/24', '2001:db8::/32']);
    expect(await status('192.0.2.10')).toMatchObject({ status: 2, regionRestriction: true });
    expect((await status('198.51.100.7')).status).toBe(0);
    const refused = await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements', remoteAddress: '192.0.2.10' });
    expect(refused.json().code).toBe('REGION_RESTRICTED');
    expect(await lastAudit('settings.restricted_networks')).toEqual({
      actor: `staff:${staffId}`,
      data: { networks: ['192.0.2.0/24', '2001:db8::/32'] },
    });
    // The same list again changes nothing and records nothing more.
    const audited = Number(
      (await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM audit_log WHERE kind = 'settings.restricted_networks'`))[0]!.n,
    );
    await call('admin', 'PATCH', '/ops/api/settings/access', { restrictedNetworks: ['192.0.2.0/24', '2001:db8::/32'] });
    expect(
      Number((await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM audit_log WHERE kind = 'settings.restricted_networks'`))[0]!.n),
    ).toBe(audited);
    await call('admin', 'PATCH', '/ops/api/settings/access', { restrictedNetworks: [] });
    expect((await status('192.0.2.10')).status).toBe(0);
  });
});

describe('whitelabel flags', () => {
  it('switches a flag players see on their next request, audited as the staff member', async () => {
    const { staffId } = await as('admin');
    expect((await call('cashier', 'PUT', '/ops/api/settings/whitelabel/CBS3', { on: false })).statusCode).toBe(403);
    expect((await call('admin', 'PUT', '/ops/api/settings/whitelabel/EVERYTHING', { on: true })).json().code).toBe('INVALID_INPUT');
    expect((await call('admin', 'GET', '/ops/api/settings/whitelabel')).json().value.CBS3).toBe(true);
    const off = await call('admin', 'PUT', '/ops/api/settings/whitelabel/CBS3', { on: false });
    expect(off.json().value.CBS3).toBe(false);
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.CBS3).toBe(false);
    expect(await lastAudit('settings.whitelabel')).toEqual({ actor: `staff:${staffId}`, data: { flag: 'CBS3', on: false } });
    await call('admin', 'PUT', '/ops/api/settings/whitelabel/CBS3', { on: true });
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.CBS3).toBe(true);
  });
});

describe('registration fields', () => {
  const playerForm = async () =>
    (await t.app.inject({ url: '/wps/system/setting/register' })).json().value.fields as {
      name: string;
      required: boolean;
      maxLength: number;
    }[];

  it('sets a field’s rule for the registration form, refuses an unsound one, and puts the default back', async () => {
    const { staffId } = await as('admin');
    const rule = { enabled: true, required: true, pattern: '^[^\\s@]+@[^\\s@]+$', message: 'Enter your email', maxLength: 100 };
    expect((await call('contentEditor', 'PUT', '/ops/api/settings/registration/email', rule)).statusCode).toBe(403);
    const bad = async (field: string, body: object) => (await call('admin', 'PUT', `/ops/api/settings/registration/${field}`, body)).json();
    expect(await bad('email', { ...rule, pattern: '([' })).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'pattern' } });
    expect(await bad('birthday', { ...rule, enabled: false, required: false })).toMatchObject({ code: 'FIELD_INVALID' });
    expect(await bad('email', { ...rule, enabled: false })).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'required' } });
    expect((await bad('shoeSize', rule)).code).toBe('INVALID_INPUT');
    expect((await bad('email', { ...rule, maxLength: 999 })).code).toBe('INVALID_INPUT');

    const set = await call('admin', 'PUT', '/ops/api/settings/registration/email', rule);
    expect(set.json().value.list.find((f: { name: string }) => f.name === 'email')).toMatchObject({ ...rule, overridden: true });
    expect((await playerForm()).find((f) => f.name === 'email')).toMatchObject({ required: true, maxLength: 100 });
    expect(await lastAudit('settings.registration_field')).toEqual({ actor: `staff:${staffId}`, data: { field: 'email', rule } });

    await call('admin', 'DELETE', '/ops/api/settings/registration/email');
    expect((await playerForm()).find((f) => f.name === 'email')).toMatchObject({ required: false, maxLength: 254 });
    expect(await lastAudit('settings.registration_field')).toEqual({ actor: `staff:${staffId}`, data: { field: 'email', reset: true } });
  });
});

describe('payment channels', () => {
  const gcash = async (token: string) => {
    const types = (await t.app.inject({ url: '/wps/deposit/channels', headers: bearer(token) })).json().value as {
      channels: { channelId: number; min: number; max: number; fixAmounts: number[] }[];
    }[];
    return types.flatMap((type) => type.channels).find((c) => c.channelId === 101) ?? null;
  };

  it('changes a channel’s limits and presets within them, or switches it off, for the next deposit', async () => {
    const { staffId } = await as('admin');
    const { token } = await sessionPlayer(t);
    const change = (body: object) => call('admin', 'PATCH', '/ops/api/settings/payment-channels/101', body);
    expect((await call('cashier', 'PATCH', '/ops/api/settings/payment-channels/101', { min: 20_000 })).statusCode).toBe(403);
    expect((await change({ min: 6_000_000 })).json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'min' } });
    expect((await change({ min: 20_000, fixAmounts: [10_000] })).json()).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'fixAmounts' },
    });
    expect((await change({ min: 0 })).json().code).toBe('INVALID_INPUT');
    expect((await call('admin', 'PATCH', '/ops/api/settings/payment-channels/999', { min: 100 })).statusCode).toBe(404);

    const presets = [20_000, 50_000, 100_000];
    const changed = await change({ min: 20_000, max: 2_000_000, fixAmounts: presets });
    expect(changed.json().value).toMatchObject({ channelId: 101, min: 20_000, max: 2_000_000, fixAmounts: presets, enabled: true });
    expect(await gcash(token)).toMatchObject({ min: 20_000, max: 2_000_000, fixAmounts: presets });
    expect(await lastAudit('settings.payment_channel')).toEqual({
      actor: `staff:${staffId}`,
      data: { channelId: 101, enabled: true, min: 20_000, max: 2_000_000, fixAmounts: presets },
    });
    await change({ enabled: false });
    expect(await gcash(token)).toBeNull();
    await change({ enabled: true });
    expect(await gcash(token)).not.toBeNull();
  });
});
