import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, useTestApp } from '../../test/harness';
import { createContext } from '../../context';
import { networkMatcher, systemStatus } from './status';

const t = useTestApp();

async function statusWith(env: Record<string, string>, ip: string) {
  const config = testConfig(env);
  const app = await buildApp(createContext(config, t.db));
  try {
    return (await app.inject({ url: '/wps/system/status', remoteAddress: ip })).json().value;
  } finally {
    await app.close();
  }
}

describe('system status', () => {
  it('maps maintenance and region restriction to 0, 1, 2 as the spec says', () => {
    expect(systemStatus(false, false)).toBe(0);
    expect(systemStatus(true, false)).toBe(1);
    expect(systemStatus(true, true)).toBe(1);
    expect(systemStatus(false, true)).toBe(2);
  });

  it('matches single addresses, CIDR blocks and IPv4-mapped IPv6', () => {
    const restricted = networkMatcher(['203.0.113.7', '198.51.100.0/24', '2001:db8::/32']);
    expect(restricted('203.0.113.7')).toBe(true);
    expect(restricted('::ffff:198.51.100.20')).toBe(true);
    expect(restricted('2001:db8::1')).toBe(true);
    expect(restricted('203.0.113.8')).toBe(false);
    expect(() => networkMatcher(['not-an-ip'])).toThrow();
  });

  it('answers status 0 with the caller IP by default', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', remoteAddress: '192.0.2.10' });
    expect(res.json().value).toMatchObject({ status: 0, maintenance: false, regionRestriction: false, location: { ip: '192.0.2.10' } });
  });

  it('answers 1 in maintenance, 2 from a restricted network, 1 when both', async () => {
    expect((await statusWith({ MAINTENANCE: '1' }, '192.0.2.10')).status).toBe(1);
    expect((await statusWith({ RESTRICTED_NETWORKS: '192.0.2.0/24' }, '192.0.2.10')).status).toBe(2);
    expect((await statusWith({ RESTRICTED_NETWORKS: '192.0.2.0/24' }, '198.18.0.1')).status).toBe(0);
    const both = await statusWith({ MAINTENANCE: 'true', RESTRICTED_NETWORKS: '192.0.2.10' }, '192.0.2.10');
    expect(both).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });
});

describe('merchant settings', () => {
  it('publishes every whitelabel flag of the spec as a boolean', async () => {
    const value = (await t.app.inject({ url: '/wps/system/whitelabel' })).json().value;
    expect(Object.keys(value).sort()).toEqual([
      'CBS3',
      'FACEBOOKLOGIN3',
      'GOOGLELOGIN3',
      'MANDATORYKYC3',
      'MOBILENUMPASSREG3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'USERNAMEREG3',
    ]);
    expect(value.USERNAMEREG3).toBe(true);
    expect(value.MANDATORYKYC3).toBe(false);
  });

  it('answers consolidated settings with the PHP currency and minimum age 21', async () => {
    const value = (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value;
    expect(value).toMatchObject({
      merchantCode: 'pinoypf1',
      currency: 'PHP',
      currencySymbol: '₱',
      minimumAge: 21,
      directRegistration: true,
    });
    expect(value.languages).toEqual(expect.arrayContaining(['EN', 'TY']));
  });

  it('answers the domain route', async () => {
    const value = (await t.app.inject({ url: '/wps/system/domainRoute' })).json().value;
    expect(value).toEqual({ mainDomain: 'localhost', domains: [], imageCDNs: [] });
  });

  it('lists countries with dialing codes, the Philippines first', async () => {
    const value = (await t.app.inject({ url: '/wps/system/country' })).json().value as {
      code: string;
      name: string;
      dialingCode: string;
    }[];
    expect(value[0]).toEqual({ code: 'PH', name: 'Philippines', dialingCode: '63' });
    expect(value.length).toBeGreaterThan(200);
    expect(value.find((c) => c.code === 'SG')?.dialingCode).toBe('65');
  });
});
