import { describe, expect, it } from 'vitest';
import { returnToPlayer as colourRtp, rollDice, settle } from './colour-game';
import { fairStream, newServerSeed, seedHash } from './fairness';
import { lineWins, payout, returnToPlayer, spinGrid } from './slot';
import type { Grid } from './slots/engine';

describe('provable fairness', () => {
  it('publishes a hash that the revealed seed matches, and replays outcomes from the seeds', () => {
    const { seed, hash } = newServerSeed();
    expect(seedHash(seed)).toBe(hash);
    const a = spinGrid(fairStream(seed, 'player-seed'));
    const b = spinGrid(fairStream(seed, 'player-seed'));
    const c = spinGrid(fairStream(seed, 'other-seed'));
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('draws uniform numbers', () => {
    const random = fairStream(newServerSeed().seed, 'x');
    const values = Array.from({ length: 20_000 }, random);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });
});

describe('the slot Perlas ng Silangan', () => {
  it('returns 95.5%, as when every cell was drawn with its weights', () => {
    // The slot's first closed form: a line pays m3, m4, m5 with p^3 (1 - p), p^4 (1 - p), p^5.
    const weights = [30, 26, 18, 12, 8, 6];
    const multipliers = [
      [5, 15, 50],
      [10, 20, 75],
      [20, 50, 200],
      [40, 125, 500],
      [75, 300, 1500],
      [150, 750, 5000],
    ];
    const perLine = weights.reduce((sum, w, i) => {
      const p = w / 100;
      const [m3, m4, m5] = multipliers[i]!;
      return sum + m3! * p ** 3 * (1 - p) + m4! * p ** 4 * (1 - p) + m5! * p ** 5;
    }, 0);
    expect(returnToPlayer()).toBeCloseTo(perLine, 12);
    expect(returnToPlayer()).toBeCloseTo(0.955, 3);
  });

  it('pays left-to-right runs of three or more on a line', () => {
    const grid = [
      ['mango', 'pearl', 'coconut'],
      ['mango', 'pearl', 'coconut'],
      ['mango', 'pearl', 'jeepney'],
      ['carabao', 'pearl', 'jeepney'],
      ['mango', 'pearl', 'jeepney'],
    ] as Grid;
    const wins = lineWins(grid);
    // A line carries a fifth of the stake: pearls x5 pay 5000 line bets, mangoes x3 pay 5.
    expect(wins).toEqual([
      { line: 0, symbol: 'pearl', count: 5, units: 5000 * 20, cells: [0, 1, 2, 3, 4].map((reel) => [reel, 1]) },
      { line: 1, symbol: 'mango', count: 3, units: 5 * 20, cells: [0, 1, 2].map((reel) => [reel, 0]) },
    ]);
    expect(payout(500, wins)).toBe(100 * (5000 + 5));
  });
});

describe('the colour game', () => {
  it('pays the stake per matching die plus the stake back, and returns about 92.1%', () => {
    expect(settle(['red', 'red', 'blue'], { red: 1000, green: 500 })).toBe(3000);
    expect(settle(['red', 'red', 'red'], { red: 1000 })).toBe(4000);
    expect(settle(['blue', 'white', 'pink'], { red: 1000 })).toBe(0);
    expect(colourRtp()).toBeCloseTo(1 - 17 / 216, 10);
    expect(rollDice(fairStream('s', 'c'))).toHaveLength(3);
  });
});
