import { describe, expect, it } from 'vitest';
import { frameUrlOf, playPath } from './playPath';

describe('playPath', () => {
  it('carries the vendor address and the game name, each encoded', () => {
    const url = 'http://localhost:8081/games/house-rng-001?token=g1&lang=en';
    expect(playPath(url, 'Lucky 7 & Co')).toBe(`/m/play?game=${encodeURIComponent(url)}&name=Lucky%207%20%26%20Co`);
  });
});

describe('frameUrlOf', () => {
  it('accepts http and https addresses', () => {
    expect(frameUrlOf('https://games.example.com/slot?x=1')).toBe('https://games.example.com/slot?x=1');
    expect(frameUrlOf('http://localhost:8081/games/house-pvp-001')).toBe('http://localhost:8081/games/house-pvp-001');
  });

  it('refuses anything else', () => {
    for (const game of [null, '', 'javascript:alert(1)', 'data:text/html,<p>x</p>', 'about:blank', '/m/home', 'file:///etc/passwd', 'not a url']) {
      expect(frameUrlOf(game), String(game)).toBeNull();
    }
  });
});
