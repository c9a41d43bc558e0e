import { describe, expect, it } from 'vitest';
import { returnToPlayer as colourRtp, rollDice, settle } from './colour-game';
import { fairStream, newServerSeed, seedHash } from './fairness';
import { lineWins, payout, PAYTABLE, returnToPlayer, spinGrid } from './slot';

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

describe('the slot', () => {
  it('returns 95.5% by its published paytable', () => {
    expect(returnToPlayer()).toBeCloseTo(0.955, 3);
  });

  it('pays left-to-right runs of three or more on a line', () => {
    const grid = [
      ['mango', 'pearl', 'coconut'],
      ['mango', 'pearl', 'coconut'],
      ['mango', 'pearl', 'jeepney'],
      ['carabao', 'pearl', 'jeepney'],
      ['mango', 'pearl', 'jeepney'],
    ] as never;
    const wins = lineWins(grid);
    expect(wins).toEqual(
      expect.arrayContaining([
        { line: 0, symbol: 'pearl', count: 5, multiplier: PAYTABLE.pearl[2] },
        { line: 1, symbol: 'mango', count: 3, multiplier: PAYTABLE.mango[0] },
      ]),
    );
    expect(payout(500, wins)).toBe(100 * (5000 + 5 + wins.filter((w) => w.line > 1).reduce((s, w) => s + w.multiplier, 0)));
  });

  it('lands near its return over many seeded spins', () => {
    const random = fairStream('simulation-seed', 'simulation');
    let staked = 0;
    let won = 0;
    for (let i = 0; i < 100_000; i++) {
      staked += 500;
      won += payout(500, lineWins(spinGrid(random)));
    }
    expect(won / staked).toBeGreaterThan(0.85);
    expect(won / staked).toBeLessThan(1.05);
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
