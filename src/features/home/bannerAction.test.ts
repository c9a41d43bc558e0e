import { describe, expect, it } from 'vitest';
import { bannerAction } from './bannerAction';

describe('banner action', () => {
  it('navigates to in-app /m/ paths', () => {
    expect(bannerAction('/m/activity')).toEqual({ kind: 'navigate', to: '/m/activity' });
  });

  it('opens http(s) links outside the app', () => {
    expect(bannerAction('https://example.com/promo')).toEqual({ kind: 'external', url: 'https://example.com/promo' });
    expect(bannerAction('http://example.com')).toEqual({ kind: 'external', url: 'http://example.com' });
  });

  it('does nothing for no link, other paths or other schemes', () => {
    expect(bannerAction(null)).toBeNull();
    expect(bannerAction('')).toBeNull();
    expect(bannerAction('/admin')).toBeNull();
    expect(bannerAction('//evil.example/m/')).toBeNull();
    expect(bannerAction('javascript:alert(1)')).toBeNull();
  });
});
