import { describe, expect, it } from 'vitest';
import { frameUrlOf, gameAddressOf, lottoH5Location, playLocation } from './playPath';

describe('game locations', () => {
  const url = 'http://localhost:8081/games/house-rng-001?user=u1&lang=en#token=g1';

  it('carry the game name, encoded, in the URL and the vendor address (with its token) only in the state', () => {
    const play = playLocation(url, 'Lucky 7 & Co');
    expect(`${play.pathname}${play.search}`).toBe('/m/play?name=Lucky+7+%26+Co');
    expect(gameAddressOf(play.state)).toBe(url);
    const lotto = lottoH5Location(url, 'TCG Lottery', new URLSearchParams('playType=ent&prize_mode=SEA&pageBack=home&code=lobby'));
    expect(`${lotto.pathname}${lotto.search}`).toBe('/m/lotto-h5?name=TCG+Lottery&playType=ent&prize_mode=SEA&pageBack=home');
    expect(gameAddressOf(lotto.state)).toBe(url);
  });

  it('read no address from a missing or foreign state', () => {
    for (const state of [null, undefined, {}, { address: 7 }, 'x']) expect(gameAddressOf(state)).toBeNull();
  });
});

describe('frameUrlOf', () => {
  it('accepts http and https addresses', () => {
    expect(frameUrlOf('https://games.example.com/slot?x=1')).toBe('https://games.example.com/slot?x=1');
    expect(frameUrlOf('http://localhost:8081/games/house-pvp-001')).toBe('http://localhost:8081/games/house-pvp-001');
  });

  it('refuses anything else', () => {
    for (const game of [
      null,
      '',
      'javascript:alert(1)',
      'data:text/html,<p>x</p>',
      'about:blank',
      '/m/home',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(frameUrlOf(game), String(game)).toBeNull();
    }
  });
});
