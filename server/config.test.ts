import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to sandbox on port 8080 with PGlite under ./data', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({ mode: 'sandbox', port: 8080, databaseUrl: null, dataDir: '/srv/app/data', merchantCode: 'pinoypf1' });
  });

  it('honours PORT and DATA_DIR', () => {
    expect(loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x' })).toMatchObject({ port: 9000, dataDir: '/tmp/x' });
  });

  it('runs one process unless SERVER_PROCESSES asks for more, which PGlite cannot share', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: '3', DATABASE_URL: 'postgres://db/x' }).processes).toBe(3);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(/SERVER_PROCESSES above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ SERVER_PROCESSES: '0', DATABASE_URL: 'postgres://db/x' })).toThrow(/SERVER_PROCESSES must be an integer/);
  });

  it('serves the update feed from DATA_DIR/updates or UPDATES_DIR, never from a folder holding the data', () => {
    expect(loadConfig({}, '/srv/app').updatesDir).toBe('/srv/app/data/updates');
    expect(loadConfig({ DATA_DIR: '/var/pinoy' }).updatesDir).toBe('/var/pinoy/updates');
    expect(loadConfig({ UPDATES_DIR: 'feed' }, '/srv/app').updatesDir).toBe('/srv/app/feed');
    expect(loadConfig({ UPDATES_DIR: '/srv/app/data-feed' }, '/srv/app').updatesDir).toBe('/srv/app/data-feed');
    expect(() => loadConfig({ UPDATES_DIR: 'data' }, '/srv/app')).toThrow(/UPDATES_DIR/);
    expect(() => loadConfig({ UPDATES_DIR: '/srv' }, '/srv/app')).toThrow(/UPDATES_DIR/);
    expect(() => loadConfig({ UPDATES_DIR: '/', DATA_DIR: '/var/pinoy' })).toThrow(/UPDATES_DIR/);
  });

  it('refuses to start production without its shared secrets', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(
      /DATABASE_URL.*TOKEN_PEPPER.*HUMAN_CHECK_SECRET.*LOGIN_PRIVATE_KEY.*REDIS_URL/,
    );
    const complete = {
      APP_MODE: 'production',
      DATABASE_URL: 'postgres://db/x',
      TOKEN_PEPPER: 'k'.repeat(32),
      HUMAN_CHECK_SECRET: 'h'.repeat(32),
      LOGIN_PRIVATE_KEY: 'pem',
      REDIS_URL: 'redis://r:6379',
    };
    expect(() => loadConfig({ ...complete, TOKEN_PEPPER: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...complete, LOGIN_PRIVATE_KEY: '' })).toThrow(/LOGIN_PRIVATE_KEY/);
    expect(loadConfig(complete).mode).toBe('production');
  });

  it('requires encrypted login bodies and the human check unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ requireEncryption: true, humanCheck: true });
    expect(loadConfig({ LOGIN_ENCRYPTION: 'optional', HUMAN_CHECK: 'off' })).toMatchObject({ requireEncryption: false, humanCheck: false });
  });

  it('trusts a proxy hop count or listed proxies, never any X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toBe('10.0.0.0/8,192.0.2.1');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_MODE: 'staging' })).toThrow(/APP_MODE/);
    expect(() => loadConfig({ MAINTENANCE: 'maybe' })).toThrow(/MAINTENANCE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
