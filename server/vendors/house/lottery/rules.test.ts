import { describe, expect, it } from 'vitest';
import { fairStream, newServerSeed } from '../fairness';
import { LOTTERIES, drawOnSale, drawWindow } from './lotteries';
import { drawNumbers, isValidEntry, prizeMultiplier, prizeOdds, returnToPlayer, type LotteryRules } from './rules';

const D3: LotteryRules = { kind: 'digits', positions: 3, min: 0, max: 9, multiplier: 900 };
const LOTTO: LotteryRules = { kind: 'pick', pick: 6, draw: 6, max: 42, prizes: { 3: 10, 4: 140, 5: 5000, 6: 1_000_000 } };
const KENO: LotteryRules = { kind: 'pick', pick: 5, draw: 20, max: 80, prizes: { 3: 4, 4: 20, 5: 500 } };

describe('the lottery games\u2019 published mathematics', () => {
  it('computes the return to player exactly', () => {
    expect(returnToPlayer(D3)).toBeCloseTo(0.9, 12);
    // 6/42: C(42,6) = 5,245,786 tickets; 142,800 match 3, 9,450 match 4, 216 match 5, 1 matches 6.
    expect(returnToPlayer(LOTTO)).toBeCloseTo((142_800 * 10 + 9_450 * 140 + 216 * 5000 + 1_000_000) / 5_245_786, 12);
    expect(prizeOdds(LOTTO).map((t) => t.matches)).toEqual([3, 4, 5, 6]);
  });

  it('gives every game a house edge and a fair return between 85% and 92.5%', () => {
    for (const lottery of LOTTERIES) {
      const rtp = returnToPlayer(lottery.rules);
      expect(rtp, lottery.name).toBeGreaterThan(0.85);
      expect(rtp, lottery.name).toBeLessThan(0.925);
    }
  });

  it('draws distinct sorted numbers in range for pick games, and free digits for digit games', () => {
    const random = fairStream(newServerSeed().seed, 'test');
    for (let i = 0; i < 200; i++) {
      const keno = drawNumbers(KENO, random);
      expect(keno).toHaveLength(20);
      expect(new Set(keno).size).toBe(20);
      expect(keno).toEqual([...keno].sort((a, b) => a - b));
      expect(Math.min(...keno)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...keno)).toBeLessThanOrEqual(80);
      const digits = drawNumbers(D3, random);
      expect(digits).toHaveLength(3);
      expect(digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
    }
  });

  it('draws every number equally often', () => {
    // A fixed seed, so the test says the same on every run (a fresh one failed about once in a
    // hundred runs, as a 4-sigma count among 42 numbers will); the test is Pearson's chi-square.
    const random = fairStream('6f'.repeat(32), 'uniform');
    const counts = new Array<number>(43).fill(0);
    const draws = 6_000;
    for (let i = 0; i < draws; i++) for (const n of drawNumbers(LOTTO, random)) counts[n]!++;
    const expected = (draws * 6) / 42;
    const chiSquare = counts.slice(1).reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 41 degrees of freedom: 74.7 is the 0.1% critical value; a biased draw lands far above it.
    expect(chiSquare).toBeLessThan(74.7);
    for (let n = 1; n <= 42; n++) expect(Math.abs(counts[n]! - expected) / expected, `number ${n}`).toBeLessThan(0.12);
  });

  it('accepts only complete, in-range entries (distinct for pick games)', () => {
    expect(isValidEntry(D3, [0, 0, 9])).toBe(true);
    expect(isValidEntry(D3, [1, 2])).toBe(false);
    expect(isValidEntry(D3, [1, 2, 10])).toBe(false);
    expect(isValidEntry(D3, [1, 2, 2.5])).toBe(false);
    expect(isValidEntry(LOTTO, [1, 2, 3, 4, 5, 42])).toBe(true);
    expect(isValidEntry(LOTTO, [1, 2, 3, 4, 5, 5])).toBe(false);
    expect(isValidEntry(LOTTO, [0, 2, 3, 4, 5, 6])).toBe(false);
    expect(isValidEntry(LOTTO, [1, 2, 3, 4, 5, 43])).toBe(false);
  });

  it('pays digits only in exact order, and pick games by how many numbers were drawn', () => {
    expect(prizeMultiplier(D3, [1, 2, 3], [1, 2, 3])).toBe(900);
    expect(prizeMultiplier(D3, [3, 2, 1], [1, 2, 3])).toBe(0);
    expect(prizeMultiplier(LOTTO, [1, 2, 3, 4, 5, 6], [1, 2, 3, 10, 11, 12])).toBe(10);
    expect(prizeMultiplier(LOTTO, [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 12])).toBe(5000);
    expect(prizeMultiplier(LOTTO, [1, 2, 3, 4, 5, 6], [1, 2, 20, 21, 22, 23])).toBe(0);
  });
});

describe('the draw schedule', () => {
  const minute = { drawSeconds: 60 };
  const at = (iso: string) => Date.parse(iso);

  it('sells exactly one draw at a time, until 10 s before a one-minute draw', () => {
    const open = drawOnSale(minute, at('2026-11-23T12:00:05Z'));
    expect(open.drawAt.toISOString()).toBe('2026-11-23T12:01:00.000Z');
    expect(open.closesAt.toISOString()).toBe('2026-11-23T12:00:50.000Z');
    expect(drawOnSale(minute, at('2026-11-23T12:00:49.999Z')).drawNo).toBe(open.drawNo);
    // From the cut-off on, the next draw sells.
    const next = drawOnSale(minute, at('2026-11-23T12:00:50Z'));
    expect(next.drawNo).toBe(open.drawNo + 1);
    expect(next.drawAt.toISOString()).toBe('2026-11-23T12:02:00.000Z');
    expect(drawWindow(minute, open.drawNo)).toEqual(open);
  });

  it('closes long games 30 s before their draw', () => {
    const hourly = drawOnSale({ drawSeconds: 3600 }, at('2026-11-23T12:10:00Z'));
    expect(hourly.drawAt.toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(hourly.drawAt.getTime() - hourly.closesAt.getTime()).toBe(30_000);
  });

  it('names every game by a unique code with a schedule of at least a minute', () => {
    expect(new Set(LOTTERIES.map((l) => l.code)).size).toBe(LOTTERIES.length);
    expect(LOTTERIES.every((l) => l.drawSeconds >= 60)).toBe(true);
  });
});
