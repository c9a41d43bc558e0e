import { describe, expect, it } from 'vitest';
import { combinedOdds, MAX_PAYOUT, MAX_STAKE, payoutOf, slipWin, validStake } from './slip';

describe('a slip\u2019s payout', () => {
  it('pays a single its stake times the odds, rounded down to the centavo', () => {
    expect(payoutOf(1000, [185])).toBe(1850);
    expect(payoutOf(700, [193])).toBe(1351);
  });

  it('multiplies a parlay\u2019s odds exactly, in integers', () => {
    // 1.85 x 2.10 x 1.91 = 7.420350: PHP 50 returns PHP 371.0175, paid 37,101 centavos.
    expect(payoutOf(5000, [185, 210, 191])).toBe(37_101);
    expect(combinedOdds([185, 210, 191])).toBe(742);
    // Ten legs at 9.99 multiply to about 9.9 billion: the combined odds stop at their cap.
    expect(combinedOdds(Array(10).fill(999))).toBe(1_000_000);
  });

  it('caps the combined odds at 10,000 and the payout at PHP 1,000,000', () => {
    expect(payoutOf(100, Array(10).fill(500))).toBe(100 * 10_000);
    expect(payoutOf(MAX_STAKE, Array(10).fill(500))).toBe(MAX_PAYOUT);
  });
});

describe('settling a parlay', () => {
  const legs = [
    { odds: 185, outcome: 'won' as const },
    { odds: 240, outcome: 'won' as const },
  ];

  it('pays when every leg won', () => {
    expect(slipWin(2000, legs)).toBe(8880);
  });

  it('pays nothing when one leg lost, whatever the others did', () => {
    expect(slipWin(2000, [...legs, { odds: 150, outcome: 'lost' }])).toBe(0);
    expect(
      slipWin(2000, [
        { odds: 150, outcome: 'void' },
        { odds: 150, outcome: 'lost' },
      ]),
    ).toBe(0);
  });

  it('counts a void leg at odds 1.00, and hands the stake back when all are void', () => {
    expect(slipWin(2000, [...legs, { odds: 310, outcome: 'void' }])).toBe(8880);
    expect(slipWin(2000, [{ odds: 310, outcome: 'void' }])).toBe(2000);
  });
});

describe('stakes', () => {
  it('takes whole pesos from the game\u2019s minimum bet up to PHP 10,000', () => {
    expect(validStake(2000, 2000)).toBe(true);
    expect(validStake(1900, 2000)).toBe(false);
    expect(validStake(2050, 100)).toBe(false);
    expect(validStake(MAX_STAKE, 100)).toBe(true);
    expect(validStake(MAX_STAKE + 100, 100)).toBe(false);
    expect(validStake(0, 0)).toBe(false);
  });
});
