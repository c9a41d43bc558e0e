import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_URL, resolveAppUrl, resolveGameOrigins, resolveShellKind } from './config';

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

  it.each(['file:///tmp', 'not a url', 'https://u:p@games.example.com'])('refuses %s', (raw) => {
    expect(() => resolveGameOrigins({ PINOY_GAME_ORIGINS: raw }, app)).toThrow();
  });
});
