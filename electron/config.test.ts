import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APP_URL,
  resolveAppUrl,
  resolveDevTools,
  resolveGameOrigins,
  resolveKioskOptions,
  resolveShellKind,
  resolveUpdatesOn,
} from './config';

describe('resolveAppUrl', () => {
  it('defaults to the platform server home', () => {
    expect(resolveAppUrl({}).href).toBe(DEFAULT_APP_URL);
  });

  it('prefers PINOY_APP_URL over the dev server', () => {
    const url = resolveAppUrl({ PINOY_APP_URL: 'https://play.example.ph/m/home', VITE_DEV_SERVER_URL: 'http://localhost:5173/' });
    expect(url.href).toBe('https://play.example.ph/m/home');
  });

  it('uses the dev server home route in dev', () => {
    expect(resolveAppUrl({ VITE_DEV_SERVER_URL: 'http://localhost:5173/' }).href).toBe('http://localhost:5173/m/home');
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'https://u:p@example.com/'])('refuses %s', (raw) => {
    expect(() => resolveAppUrl({ PINOY_APP_URL: raw })).toThrow();
  });

  it.each([
    'http://localhost:8080/m/home',
    'http://127.0.0.1:8080/m/home',
    'http://10.1.2.3/m/home',
    'http://172.20.0.9:8080/m/home',
    'http://192.168.1.50/m/home',
    'http://[::1]:8080/m/home',
    'http://[fd12:3456::7]/m/home',
    'https://play.example.ph/m/home',
  ])('packaged, takes %s (https, or plain http on a local network)', (raw) => {
    expect(resolveAppUrl({ PINOY_APP_URL: raw }, true).href).toBe(raw);
  });

  it.each(['http://play.example.ph/m/home', 'http://203.0.113.7/m/home', 'http://172.32.0.1/m/home', 'http://venue-server.local/m/home'])(
    'packaged, refuses plain http from %s (a public address, or a name that could resolve anywhere)',
    (raw) => {
      expect(() => resolveAppUrl({ PINOY_APP_URL: raw }, true)).toThrow(/https outside a local network/);
      // From source (development and the stories) it is taken.
      expect(resolveAppUrl({ PINOY_APP_URL: raw }).href).toBe(raw);
    },
  );
});

describe('resolveShellKind', () => {
  it('is desktop by default', () => {
    expect(resolveShellKind({}, ['electron', '.'])).toBe('desktop');
  });

  it('is kiosk with PINOY_KIOSK=1 or --kiosk', () => {
    expect(resolveShellKind({ PINOY_KIOSK: '1' }, [])).toBe('kiosk');
    expect(resolveShellKind({}, ['electron', '.', '--kiosk'])).toBe('kiosk');
  });

  it('ignores other values of PINOY_KIOSK', () => {
    expect(resolveShellKind({ PINOY_KIOSK: 'yes' }, [])).toBe('desktop');
  });
});

describe('resolveGameOrigins', () => {
  const app = new URL('http://localhost:8080/m/home');

  it('defaults to the sandbox house vendor beside the app', () => {
    expect(resolveGameOrigins({}, app)).toEqual(['http://localhost:8081']);
  });

  it('takes the configured vendors as origins', () => {
    expect(resolveGameOrigins({ PINOY_GAME_ORIGINS: ' https://games.example.com/lobby , http://10.0.0.5:9000 ' }, app)).toEqual([
      'https://games.example.com',
      'http://10.0.0.5:9000',
    ]);
  });

  it('packaged, refuses a game origin on plain http outside a local network', () => {
    const games = { PINOY_GAME_ORIGINS: 'https://games.example.com, http://10.0.0.5:9000' };
    expect(resolveGameOrigins(games, app, true)).toEqual(['https://games.example.com', 'http://10.0.0.5:9000']);
    expect(() => resolveGameOrigins({ PINOY_GAME_ORIGINS: 'http://games.example.com' }, app, true)).toThrow(
      /https outside a local network/,
    );
  });

  it.each(['file:///tmp', 'not a url', 'https://u:p@games.example.com'])('refuses %s', (raw) => {
    expect(() => resolveGameOrigins({ PINOY_GAME_ORIGINS: raw }, app)).toThrow();
  });
});

describe('resolveDevTools', () => {
  it('is off unless asked for by flag or environment', () => {
    expect(resolveDevTools({}, ['electron', '.'])).toBe(false);
    expect(resolveDevTools({ PINOY_DEVTOOLS: '1' }, [])).toBe(true);
    expect(resolveDevTools({}, ['electron', '.', '--devtools'])).toBe(true);
    expect(resolveDevTools({ PINOY_DEVTOOLS: 'true' }, [])).toBe(false);
  });
});

describe('resolveUpdatesOn', () => {
  it('follows the feed when packaged, and from source only when told to', () => {
    expect(resolveUpdatesOn({}, true)).toBe(true);
    expect(resolveUpdatesOn({}, false)).toBe(false);
    expect(resolveUpdatesOn({ PINOY_UPDATES_FROM_SOURCE: '1' }, false)).toBe(true);
    expect(resolveUpdatesOn({ PINOY_UPDATES_FROM_SOURCE: 'yes' }, false)).toBe(false);
  });
});

describe('resolveKioskOptions', () => {
  it('gives a kiosk a 180 s idle reset with a 30 s warning, no selection, the cursor shown and no nightly restart', () => {
    expect(resolveKioskOptions({}, 'kiosk')).toEqual({
      idleSeconds: 180,
      idleWarningSeconds: 30,
      nightlyRestart: null,
      hideCursor: false,
      noSelect: true,
    });
  });

  it('gives the desktop no idle reset and no nightly restart, whatever is set', () => {
    const options = resolveKioskOptions({ PINOY_IDLE_SECONDS: '60', PINOY_NIGHTLY_RESTART: '03:30' }, 'desktop');
    expect(options).toMatchObject({ idleSeconds: 0, nightlyRestart: null, noSelect: false, hideCursor: false });
  });

  it('reads the configured values', () => {
    const env = {
      PINOY_IDLE_SECONDS: '300',
      PINOY_IDLE_WARNING_SECONDS: '20',
      PINOY_NIGHTLY_RESTART: '03:05',
      PINOY_HIDE_CURSOR: '1',
      PINOY_NO_SELECT: '0',
    };
    expect(resolveKioskOptions(env, 'kiosk')).toEqual({
      idleSeconds: 300,
      idleWarningSeconds: 20,
      nightlyRestart: { hour: 3, minute: 5 },
      hideCursor: true,
      noSelect: false,
    });
    expect(resolveKioskOptions({ PINOY_IDLE_SECONDS: '0' }, 'kiosk').idleSeconds).toBe(0);
  });

  it('refuses a nightly restart without the idle reset, which is how it knows no player is there', () => {
    expect(() => resolveKioskOptions({ PINOY_IDLE_SECONDS: '0', PINOY_NIGHTLY_RESTART: '03:00' }, 'kiosk')).toThrow(
      'PINOY_NIGHTLY_RESTART',
    );
  });

  it.each([
    ['PINOY_IDLE_SECONDS', '3m'],
    ['PINOY_IDLE_SECONDS', '-5'],
    ['PINOY_IDLE_SECONDS', '90000'],
    ['PINOY_IDLE_WARNING_SECONDS', '0'],
    ['PINOY_IDLE_WARNING_SECONDS', '1.5'],
    ['PINOY_NIGHTLY_RESTART', '3:30'],
    ['PINOY_NIGHTLY_RESTART', '24:00'],
    ['PINOY_HIDE_CURSOR', 'yes'],
    ['PINOY_NO_SELECT', 'true'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => resolveKioskOptions({ [name]: value }, 'kiosk')).toThrow(name);
  });
});
