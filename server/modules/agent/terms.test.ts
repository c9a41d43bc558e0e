import { describe, expect, it } from 'vitest';
import type { ContractTier, PeriodFigures } from '../../../contracts/agent';
import { payFor, TERMS, tierReached } from './terms';

const iso = (span: { from: Date; to: Date }) => [span.from.toISOString(), span.to.toISOString()];
const figures = (f: Partial<PeriodFigures>): PeriodFigures => ({ downlinePlayers: 5, activePlayers: 0, turnover: 0, netLoss: 0, ...f });

describe('contract periods, in Manila (UTC+8)', () => {
  it('a daily salary counts the Manila day', () => {
    // 23:59 on 12 May in Manila is still 12 May; one minute later it is the 13th.
    expect(iso(TERMS.dailysalreqtype.period(new Date('2026-05-12T15:59:00Z')))).toEqual([
      '2026-05-11T16:00:00.000Z',
      '2026-05-12T16:00:00.000Z',
    ]);
    expect(iso(TERMS.dailysalreqtype.period(new Date('2026-05-12T16:00:00Z')))).toEqual([
      '2026-05-12T16:00:00.000Z',
      '2026-05-13T16:00:00.000Z',
    ]);
  });

  it('a dividend counts the half month: the 1st to the 15th, then the 16th to the month’s end', () => {
    expect(iso(TERMS.divtypecompperiodreq.period(new Date('2026-05-15T15:59:00Z')))).toEqual([
      '2026-04-30T16:00:00.000Z',
      '2026-05-15T16:00:00.000Z',
    ]);
    expect(iso(TERMS.divtypecompperiodreq.period(new Date('2026-05-15T16:00:00Z')))).toEqual([
      '2026-05-15T16:00:00.000Z',
      '2026-05-31T16:00:00.000Z',
    ]);
    // February's second half is shorter.
    expect(iso(TERMS.divtypecompperiodreq.period(new Date('2027-02-20T00:00:00Z')))).toEqual([
      '2027-02-15T16:00:00.000Z',
      '2027-02-28T16:00:00.000Z',
    ]);
  });

  it('an hourly salary counts the clock hour', () => {
    expect(iso(TERMS.contracthoursalreq.period(new Date('2026-05-12T03:59:59Z')))).toEqual([
      '2026-05-12T03:00:00.000Z',
      '2026-05-12T04:00:00.000Z',
    ]);
  });
});

describe('tiers', () => {
  const tiers: ContractTier[] = [
    { minimum: 1_000, activePlayers: 1, reward: 100 },
    { minimum: 5_000, activePlayers: 3, reward: 500 },
  ];

  it('reaches the highest tier whose measure and active players are both met', () => {
    expect(tierReached(tiers, 'turnover', figures({ turnover: 999, activePlayers: 9 }))).toBeNull();
    expect(tierReached(tiers, 'turnover', figures({ turnover: 1_000, activePlayers: 1 }))).toBe(0);
    // Enough turnover for the second tier, too few players: the first.
    expect(tierReached(tiers, 'turnover', figures({ turnover: 9_000, activePlayers: 2 }))).toBe(0);
    expect(tierReached(tiers, 'turnover', figures({ turnover: 5_000, activePlayers: 3 }))).toBe(1);
    expect(tierReached(tiers, 'netLoss', figures({ turnover: 9_000, netLoss: -50, activePlayers: 3 }))).toBeNull();
  });

  it('pays a salary tier’s amount, and a dividend tier’s basis points of a positive net loss, rounded down', () => {
    expect(payFor(undefined, 'amount', figures({}))).toBe(0);
    expect(payFor(tiers[1], 'amount', figures({ turnover: 5_000 }))).toBe(500);
    const tenPercent = { minimum: 0, activePlayers: 0, reward: 1_000 };
    expect(payFor(tenPercent, 'basisPoints', figures({ netLoss: 12_345 }))).toBe(1_234);
    expect(payFor(tenPercent, 'basisPoints', figures({ netLoss: -12_345 }))).toBe(0);
    // Exact past 2^53 in the product.
    expect(payFor({ ...tenPercent, reward: 2_500 }, 'basisPoints', figures({ netLoss: 9_007_199_254_740_991 }))).toBe(
      2_251_799_813_685_247,
    );
  });
});
