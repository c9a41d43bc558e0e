import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../test/fakes';
import { lobbyCategories, lobbyContent, vendorFilterQuery, vendorFilters } from './categories';

describe('lobby categories', () => {
  it('puts HOME first, BG and COLOR right after FISH, JP and NEW last', () => {
    expect(lobbyCategories(CATEGORIES.map((c) => c.gameCategory))).toEqual([
      'HOME',
      'RNG',
      'FISH',
      'BG',
      'COLOR',
      'LIVE',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'POKER',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
      'PROMO',
      'JP',
      'NEW',
    ]);
  });

  it('keeps the server order', () => {
    expect(lobbyCategories(['LIVE', 'RNG'])).toEqual(['HOME', 'LIVE', 'RNG', 'JP', 'NEW']);
  });

  it('maps each category to its content', () => {
    expect(lobbyContent('HOME')).toEqual({ kind: 'home' });
    expect(lobbyContent('ELOTT')).toEqual({ kind: 'lotteryLobby' });
    expect(lobbyContent('PROMO')).toEqual({ kind: 'promotions' });
    for (const type of ['FISH', 'LIVE', 'RNG', 'PVP']) expect(lobbyContent(type)).toEqual({ kind: 'vendors', gameType: type });
    expect(lobbyContent('JP')).toEqual({ kind: 'games', query: { gameClassify: 'JP' } });
    expect(lobbyContent('BG')).toEqual({ kind: 'games', query: { gameClassify: 'BG' } });
    expect(lobbyContent('NEW')).toEqual({ kind: 'games', query: { isNew: true } });
    expect(lobbyContent('COLOR')).toEqual({ kind: 'games', query: { gameName: 'color' } });
    expect(lobbyContent('SPORTS')).toEqual({ kind: 'games', query: { gameType: 'SPORTS' } });
  });
});

describe('vendor block filters', () => {
  it('offers new games everywhere, jackpot and bingo among slots, each as its game-list query', () => {
    expect(vendorFilters('RNG')).toEqual(['ALL', 'NEW', 'JP', 'BG']);
    expect(vendorFilters('FISH')).toEqual(['ALL', 'NEW']);
    expect(vendorFilterQuery('ALL')).toEqual({});
    expect(vendorFilterQuery('NEW')).toEqual({ isNew: true });
    expect(vendorFilterQuery('JP')).toEqual({ gameClassify: 'JP' });
    expect(vendorFilterQuery('BG')).toEqual({ gameClassify: 'BG' });
  });
});
