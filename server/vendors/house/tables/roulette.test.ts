import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { RED_NUMBERS, roulette } from './roulette';

const spin = (number: number) => ({ number });
const pay = (spot: string, number: number, stake = 10_000) => roulette.settle(spot, stake, spin(number), null);

describe('European roulette', () => {
  it('returns 36/37 on every bet, counted over the 37 pockets', () => {
    for (const { id } of roulette.spots) {
      let back = 0;
      for (let n = 0; n <= 36; n++) back += pay(id, n, 100);
      expect(back / (37 * 100), id).toBeCloseTo(36 / 37, 12);
      expect(roulette.returns()[id], id).toBeCloseTo(36 / 37, 12);
    }
  });

  it('lays out every inside bet once: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines', () => {
    const kinds = roulette.spots.map((s) => s.id.split('-')[0]);
    const tally = (kind: string) => kinds.filter((k) => k === kind).length;
    expect([tally('straight'), tally('split'), tally('street'), tally('corner'), tally('line')]).toEqual([37, 60, 14, 23, 11]);
    expect(roulette.spots.filter((s) => !/^(straight|split|street|corner|line)-/.test(s.id)).map((s) => s.id)).toEqual([
      'dozen-1',
      'dozen-2',
      'dozen-3',
      'column-1',
      'column-2',
      'column-3',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
    ]);
  });

  it('pays each bet its price, stake included', () => {
    expect(pay('straight-17', 17)).toBe(360_000);
    expect(pay('straight-17', 18)).toBe(0);
    expect(pay('split-17-20', 20)).toBe(180_000);
    expect(pay('split-0-2', 0)).toBe(180_000);
    expect(pay('street-16-17-18', 16)).toBe(120_000);
    expect(pay('street-0-2-3', 3)).toBe(120_000);
    expect(pay('corner-17-18-20-21', 21)).toBe(90_000);
    expect(pay('corner-0-1-2-3', 0)).toBe(90_000);
    expect(pay('line-31-32-33-34-35-36', 36)).toBe(60_000);
    expect(pay('dozen-2', 24)).toBe(30_000);
    expect(pay('dozen-2', 25)).toBe(0);
    expect(pay('column-1', 34)).toBe(30_000);
    expect(pay('column-3', 36)).toBe(30_000);
    expect(pay('column-3', 34)).toBe(0);
    expect(pay('red', 1)).toBe(20_000);
    expect(pay('black', 2)).toBe(20_000);
    expect(pay('odd', 35)).toBe(20_000);
    expect(pay('even', 36)).toBe(20_000);
    expect(pay('low', 18)).toBe(20_000);
    expect(pay('high', 19)).toBe(20_000);
  });

  it('loses every outside bet on the zero', () => {
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen-1', 'column-3']) expect(pay(spot, 0), spot).toBe(0);
  });

  it('colours the wheel as the casino does: 18 red, 18 black, the zero green', () => {
    expect(RED_NUMBERS.size).toBe(18);
    expect([1, 9, 12, 18, 19, 27, 30, 36].every((n) => RED_NUMBERS.has(n))).toBe(true);
    expect([0, 2, 10, 11, 20, 28, 29, 35].some((n) => RED_NUMBERS.has(n))).toBe(false);
  });

  it('accepts only real bets, with their numbers in ascending order', () => {
    for (const spot of [
      'split-17-19',
      'split-20-17',
      'split-3-4',
      'street-2-3-4',
      'corner-1-2-3-4',
      'corner-3-4-6-7',
      'line-2-3-4-5-6-7',
    ]) {
      expect(roulette.accepts(spot), spot).toBe(false);
    }
    for (const spot of ['dozen-0', 'dozen-4', 'column-4', 'straight-37', 'straight-07', 'split-0-4', 'green']) {
      expect(roulette.accepts(spot), spot).toBe(false);
    }
  });

  it('spins every pocket equally often', () => {
    // A fixed seed keeps the test stable; 37 pockets, 36 degrees of freedom: 67.98 is the 0.1% critical value.
    const random = fairStream('5a'.repeat(32), 'wheel');
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 37_000; i++) counts[roulette.draw(random, null).number]!++;
    const chiSquare = counts.reduce((sum, c) => sum + (c - 1000) ** 2 / 1000, 0);
    expect(chiSquare).toBeLessThan(67.98);
  });
});
