import { describe, expect, it } from 'vitest';
import { dragonTiger, duel, duelCounts } from './dragon-tiger';
import { mulberry32 } from '../../seeded-random';
import { simulate } from './simulate';

const stacked = (...cards: string[]) => {
  let i = 0;
  return () => cards[i++]!;
};

describe('dragon tiger', () => {
  it('gives the win to the higher rank, ace low and suits equal', () => {
    expect(duel(stacked('Ks', 'Qh')).winner).toBe('dragon');
    expect(duel(stacked('As', '2h')).winner).toBe('tiger');
    expect(duel(stacked('Ts', 'Th')).winner).toBe('tie');
  });

  it('pays 1:1, a tie 8:1, and returns half of dragon and tiger stakes on a tie', () => {
    const tie = duel(stacked('7s', '7d'));
    expect(dragonTiger.settle('dragon', 1000, tie, null)).toBe(500);
    expect(dragonTiger.settle('tiger', 100, tie, null)).toBe(50);
    expect(dragonTiger.settle('tie', 1000, tie, null)).toBe(9000);
    const dragon = duel(stacked('8s', '3d'));
    expect([dragonTiger.settle('dragon', 1000, dragon, null), dragonTiger.settle('tiger', 1000, dragon, null)]).toEqual([2000, 0]);
    expect(dragonTiger.settle('tie', 1000, dragon, null)).toBe(0);
  });

  it('returns exactly 96.265% on dragon or tiger and 67.229% on the tie', () => {
    const c = duelCounts();
    expect(c.total).toBe(416 * 415);
    expect(c.tie).toBe(13 * 32 * 31);
    const r = dragonTiger.returns();
    const tie = 31 / 415;
    expect(r.dragon).toBeCloseTo(1 - tie + tie / 2, 12);
    expect(r.dragon).toBeCloseTo(0.962651, 6);
    expect(r.tiger).toBe(r.dragon);
    expect(r.tie).toBeCloseTo(0.672289, 6);
  });

  it('lands on the exact returns over 1,000,000 simulated rounds, within five standard errors', () => {
    const exact = dragonTiger.returns();
    const simulated = simulate(dragonTiger, 1_000_000, mulberry32(42));
    for (const [spot, { mean, error }] of Object.entries(simulated)) expect(Math.abs(mean - exact[spot]!), spot).toBeLessThan(5 * error);
  });
});
