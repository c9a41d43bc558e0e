import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, sicBo, TOTAL_PAYS } from './sic-bo';

const roll = (a: number, b: number, c: number) => ({ dice: [a, b, c] as [number, number, number] });
const pay = (spot: string, dice: [number, number, number], stake = 10_000) => sicBo.settle(spot, stake, roll(...dice), null);

describe('sic bo', () => {
  it('returns what the 216 rolls give, bet by bet', () => {
    const returns = sicBo.returns();
    // Closed forms: 105 small rolls without a triple; 16 rolls hold two or three of a face;
    // 30 rolls hold both faces of a pair; ways to make each total.
    expect(returns.small).toBeCloseTo((105 * 2) / 216, 12);
    expect(returns.odd).toBeCloseTo((105 * 2) / 216, 12);
    expect(returns['triple-4']).toBeCloseTo(181 / 216, 12);
    expect(returns['any-triple']).toBeCloseTo((6 * 31) / 216, 12);
    expect(returns['double-1']).toBeCloseTo((16 * 11) / 216, 12);
    expect(returns['single-6']).toBeCloseTo(1 - 17 / 216, 12);
    expect(returns['combo-2-5']).toBeCloseTo((30 * 6) / 216, 12);
    const ways = { 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27 } as Record<number, number>;
    for (let total = 4; total <= 17; total++) {
      expect(returns[`total-${total}`], `total ${total}`).toBeCloseTo(
        (ways[Math.min(total, 21 - total)]! * (TOTAL_PAYS[total]! + 1)) / 216,
        12,
      );
    }
    // The same through settle, over every roll.
    for (const { id } of sicBo.spots) {
      const back = ALL_ROLLS.reduce((sum, dice) => sum + pay(id, [...dice]), 0);
      expect(back / (216 * 10_000), id).toBeCloseTo(returns[id]!, 12);
    }
  });

  it('loses small, big, odd and even on any triple, and pays the triple bets', () => {
    for (const spot of ['small', 'big', 'odd', 'even']) expect(pay(spot, [2, 2, 2]), spot).toBe(0);
    expect(pay('triple-2', [2, 2, 2])).toBe(1_810_000);
    expect(pay('triple-3', [2, 2, 2])).toBe(0);
    expect(pay('any-triple', [5, 5, 5])).toBe(310_000);
    expect(pay('double-2', [2, 2, 2])).toBe(110_000);
    expect(pay('single-2', [2, 2, 2])).toBe(40_000);
    expect(pay('total-6', [2, 2, 2])).toBe(180_000);
  });

  it('pays totals, doubles, singles and combinations by the paytable', () => {
    expect(pay('small', [1, 2, 6])).toBe(20_000);
    expect(pay('odd', [1, 2, 6])).toBe(20_000);
    expect(pay('big', [1, 2, 6])).toBe(0);
    expect(pay('big', [6, 5, 1])).toBe(20_000);
    expect(pay('even', [6, 5, 1])).toBe(20_000);
    expect(pay('total-4', [1, 1, 2])).toBe(610_000);
    expect(pay('total-17', [6, 6, 5])).toBe(610_000);
    expect(pay('total-10', [3, 3, 4])).toBe(70_000);
    expect(pay('double-3', [3, 3, 4])).toBe(110_000);
    expect(pay('double-4', [3, 3, 4])).toBe(0);
    expect(pay('single-3', [3, 3, 4])).toBe(30_000);
    expect(pay('single-4', [3, 3, 4])).toBe(20_000);
    expect(pay('single-5', [3, 3, 4])).toBe(0);
    expect(pay('combo-3-4', [3, 3, 4])).toBe(60_000);
    expect(pay('combo-3-5', [3, 3, 4])).toBe(0);
  });

  it('offers each bet once and nothing else', () => {
    expect(sicBo.spots).toHaveLength(4 + 6 + 1 + 6 + 14 + 6 + 15);
    for (const spot of ['combo-2-1', 'combo-3-3', 'total-3', 'total-18', 'triple-7', 'double-0', 'single-7', 'triple']) {
      expect(sicBo.accepts(spot), spot).toBe(false);
    }
  });
});
