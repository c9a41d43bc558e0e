import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, isAllowedPermission, isSafeExternalUrl } from './allow-list';

const appOrigin = 'http://localhost:8080';

describe('isAllowedNavigation', () => {
  it('allows any path on the app origin', () => {
    expect(isAllowedNavigation('http://localhost:8080/m/lobby?x=1#top', appOrigin)).toBe(true);
  });

  it.each([
    'https://localhost:8080/m/home', // other scheme, other origin
    'http://localhost:8081/m/home', // other port
    'http://localhost.evil.com:8080/', // look-alike host
    'http://evil.com/?http://localhost:8080',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'about:blank',
    'not a url',
  ])('denies %s', (url) => {
    expect(isAllowedNavigation(url, appOrigin)).toBe(false);
  });
});

describe('isSafeExternalUrl', () => {
  it('accepts plain http(s) links', () => {
    expect(isSafeExternalUrl('https://www.pagcor.ph/regulatory')).toBe(true);
    expect(isSafeExternalUrl('http://example.com/')).toBe(true);
  });

  it.each([
    'file:///C:/Windows/System32/calc.exe',
    'smb://host/share',
    'ms-settings:privacy',
    'javascript:alert(1)',
    'https://user:pass@example.com/',
    `https://example.com/${'a'.repeat(2100)}`,
    'nonsense',
  ])('refuses %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });
});

describe('isAllowedPermission', () => {
  it('grants only listed permissions to the app origin', () => {
    expect(isAllowedPermission('clipboard-sanitized-write', 'http://localhost:8080/m/member', appOrigin)).toBe(true);
    expect(isAllowedPermission('fullscreen', 'http://localhost:8080/m/play', appOrigin)).toBe(true);
    expect(isAllowedPermission('media', 'http://localhost:8080/m/kyc', appOrigin)).toBe(false);
    expect(isAllowedPermission('fullscreen', 'https://vendor.example/game', appOrigin)).toBe(false);
  });
});
