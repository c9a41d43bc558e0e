import { describe, expect, it, vi } from 'vitest';
import { PERLAS } from '../slot';
import { paramsFor } from './params';
import { exactReturn, freeSpinRate, gridCounts } from './returns';
import { catalogueGame, slotGames } from './test-games';
import { SCATTER, SYMBOL_NAMES, WILD } from './themes';

const games = slotGames();
const all = games.map((game) => ({ game, params: paramsFor(game) }));

describe('every catalogue slot', () => {
  it('is one of the vendors’ RNG games', () => {
    expect(games).toHaveLength(336);
    expect(new Set(games.map((g) => g.vendor))).toEqual(new Set(['HOUSE', 'BAYANI', 'ISLA', 'PERLAS', 'TALA', 'AGILA']));
  });

  it('publishes its exact return, between 94% and 97%', () => {
    for (const { params } of all) {
      expect(params.returnToPlayer).toBe(exactReturn(params).total);
      expect(params.returnToPlayer).toBeGreaterThanOrEqual(0.94);
      expect(params.returnToPlayer).toBeLessThanOrEqual(0.97);
    }
  });

  it('takes whole-peso stakes from its catalogue minimum bet up', () => {
    for (const { game, params } of all) {
      expect(params.stakes.length).toBeGreaterThanOrEqual(5);
      expect(params.stakes.every((s, i) => s % 100 === 0 && s >= game.minBet && (i === 0 || s > params.stakes[i - 1]!))).toBe(true);
    }
  });

  it('has a progressive jackpot exactly when the catalogue classifies it JP (and Jeepney Jackpot, by its name)', () => {
    for (const { game, params } of all) expect(params.jackpot !== null).toBe(game.classify === 'JP' || game.code === 'house-rng-003');
  });

  it('keeps its reels playable: wilds off the first reel, known symbols only, free spins now and then', () => {
    for (const { params } of all) {
      expect(params.strips[0]).not.toContain(WILD);
      if (params.mechanic === 'anywhere') expect(params.wild).toBe(false);
      for (const strip of params.strips) for (const symbol of strip) expect(SYMBOL_NAMES[symbol]).toBeDefined();
      expect(params.strips.flat().includes(SCATTER)).toBe(params.freeSpins !== null);
      if (!params.freeSpins) continue;
      // How often a spin starts free spins, and how many more each free spin gives on average.
      const first = params.freeSpins.awards[0]![0];
      const starts = gridCounts(params, SCATTER).reduce((sum, p, count) => (count >= first ? sum + p : sum), 0);
      expect(1 / starts).toBeGreaterThan(80);
      expect(1 / starts).toBeLessThan(400);
      expect(freeSpinRate(params)).toBeLessThan(0.2);
    }
  });

  it('differs from every other: its own strips and paytable', () => {
    const seen = new Set(all.map(({ params }) => JSON.stringify([params.strips, params.paytable])));
    expect(seen.size).toBe(all.length);
    expect(new Set(all.map(({ params }) => params.mechanic))).toEqual(new Set(['classic', 'lines', 'ways', 'anywhere']));
  });
});

describe('a slot’s parameters', () => {
  it('come out the same from its catalogue entry every time, on any server', async () => {
    vi.resetModules();
    const fresh = (await import('./params')).paramsFor;
    for (const { game, params } of all.filter((_, i) => i % 17 === 0)) {
      expect(JSON.stringify(fresh({ ...game }))).toBe(JSON.stringify(params));
    }
  });

  it('take the theme from the name’s noun and the colours from its adjective', () => {
    const byName = (name: string) => all.find(({ game }) => game.name === name)!.params;
    expect([byName('Golden Tiger').theme, byName('Golden Tiger').palette.id]).toEqual(['jungle', 'Golden']);
    expect([byName('Pinoy Tiger').theme, byName('Pinoy Tiger').palette.id]).toEqual(['jungle', 'Pinoy']);
    expect(byName('Golden Tiger').symbols).toContain('tiger');
    expect(byName('Crystal Empire').theme).toBe('royal');
    expect(byName('Super Fruits').theme).toBe('fruits');
  });

  it('give the six house slots a mechanic each', () => {
    const house = ['001', '002', '003', '004', '005', '006'].map((n) => paramsFor(catalogueGame(`house-rng-${n}`)));
    expect(
      house.map((p) => [p.mechanic, `${p.reels}x${p.rows}`, p.lines?.length ?? null, p.wild, p.freeSpins !== null, p.jackpot !== null]),
    ).toEqual([
      ['lines', '5x3', 5, false, false, false],
      ['anywhere', '6x5', null, false, true, false],
      ['classic', '3x3', 5, true, false, true],
      ['lines', '5x3', 20, true, true, false],
      ['ways', '5x4', null, true, true, false],
      ['ways', '5x3', null, true, false, false],
    ]);
    expect(house.map((p) => p.theme)).toEqual(['pinoy', 'fruits', 'jeepney', 'garden', 'kubo', 'fiesta']);
    // Perlas ng Silangan keeps its paytable, stakes and 95.5%.
    expect(house[0]).toBe(PERLAS);
    expect(PERLAS.stakes).toEqual([500, 1000, 2000, 5000, 10000]);
  });
});
