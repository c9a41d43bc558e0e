import { describe, expect, it } from 'vitest';
import { fanTan } from './fan-tan';

const counted = (result: number) => ({ beads: 40 + result, result });
const pay = (spot: string, result: number, stake = 10_000) => fanTan.settle(spot, stake, counted(result), null);

describe('fan tan', () => {
  it('counts the beads off in fours, every result from 20 of the 80 possible handfuls', () => {
    const counts = [0, 0, 0, 0, 0];
    // A stream walking every handful size once: the draw maps the 80 slots onto 41..120 beads.
    for (let slot = 0; slot < 80; slot++) {
      const { beads, result } = fanTan.draw(() => (slot + 0.5) / 80, null);
      expect(beads).toBe(41 + slot);
      expect(result).toBe(beads % 4 === 0 ? 4 : beads % 4);
      counts[result]!++;
    }
    expect(counts.slice(1)).toEqual([20, 20, 20, 20]);
  });

  it('pays each bet its price less the 5% commission on the win', () => {
    expect(pay('fan-2', 2)).toBe(38_500);
    expect(pay('fan-2', 3)).toBe(0);
    expect(pay('nim-1-2', 1)).toBe(29_000);
    expect(pay('nim-1-2', 2)).toBe(10_000);
    expect(pay('nim-1-2', 3)).toBe(0);
    expect(pay('kwok-1-4', 4)).toBe(19_500);
    expect(pay('kwok-1-4', 1)).toBe(19_500);
    expect(pay('kwok-1-4', 2)).toBe(0);
    expect(pay('odd', 3)).toBe(19_500);
    expect(pay('even', 3)).toBe(0);
    expect(pay('three-1-2-3', 2, 6_000)).toBe(7_900);
    expect(pay('three-1-2-3', 4)).toBe(0);
  });

  it('rounds a commission down to the centavo', () => {
    // P1 at 19:60 wins 31.67 centavos: the player gets 31.
    expect(pay('three-1-2-4', 4, 100)).toBe(131);
    // Whole pesos keep the 5% of the other bets exact; a stray centavo amount is rounded down.
    expect(pay('fan-1', 1, 100)).toBe(385);
    expect(pay('fan-1', 1, 7)).toBe(7 + 19);
    expect(pay('kwok-1-2', 2, 11)).toBe(11 + 10);
  });

  it('returns what the four results give, bet by bet', () => {
    const returns = fanTan.returns();
    expect(returns['fan-3']).toBeCloseTo(0.9625, 12);
    expect(returns['nim-4-1']).toBeCloseTo(0.975, 12);
    expect(returns['kwok-2-3']).toBeCloseTo(0.975, 12);
    expect(returns.even).toBeCloseTo(0.975, 12);
    expect(returns['three-2-3-4']).toBeCloseTo(0.9875, 12);
    for (const { id } of fanTan.spots) {
      // 6,000 centavos: a stake every price divides, so the enumeration has no rounding in it.
      const back = [1, 2, 3, 4].reduce((sum, result) => sum + pay(id, result, 6_000), 0);
      expect(back / (4 * 6_000), id).toBeCloseTo(returns[id]!, 12);
    }
  });

  it('offers fan, nim, kwok, odd/even and three-number bets, and nothing else', () => {
    expect(fanTan.spots).toHaveLength(4 + 12 + 4 + 2 + 4);
    for (const spot of ['fan-0', 'nim-1-1', 'kwok-1-3', 'kwok-2-1', 'three-1-2', 'three-3-2-1', 'nim-5-1']) {
      expect(fanTan.accepts(spot), spot).toBe(false);
    }
  });
});
