import { describe, expect, it } from 'vitest';
import { ALL_LIMITS, breakSpan, changeOf, confirmableAt, passedLimit, stricter } from './rules';

describe('limit changes', () => {
  it('tightens at once: a first limit, or a lower one; loosens with a higher one or a removal', () => {
    expect(changeOf(null, 5_000)).toBe('tighten');
    expect(changeOf(10_000, 5_000)).toBe('tighten');
    expect(changeOf(5_000, 10_000)).toBe('loosen');
    expect(changeOf(5_000, null)).toBe('loosen');
    expect(changeOf(5_000, 5_000)).toBe('same');
    expect(changeOf(null, null)).toBe('same');
  });

  it('lets a loosening be confirmed 24 hours after it was asked for', () => {
    expect(confirmableAt(new Date('2026-05-12T10:00:00Z')).toISOString()).toBe('2026-05-13T10:00:00.000Z');
  });

  it('combines the player’s and the operator’s limit by the stricter', () => {
    expect(stricter(null, null)).toBeNull();
    expect(stricter(5_000, null)).toBe(5_000);
    expect(stricter(null, 3_000)).toBe(3_000);
    expect(stricter(5_000, 3_000)).toBe(3_000);
    expect(stricter(2_000, 3_000)).toBe(2_000);
  });

  it('lists every limit: deposit, loss and wager by day, week and month, then the session', () => {
    expect(ALL_LIMITS).toHaveLength(10);
    expect(ALL_LIMITS.at(-1)).toEqual({ kind: 'session', period: 'session' });
  });
});

describe('what passes a limit', () => {
  it('allows usage up to the limit and refuses beyond it, naming the first period passed', () => {
    const limits = { day: 1_000, week: null, month: 5_000 };
    expect(passedLimit(limits, { day: 1_000, week: 9_999, month: 5_000 })).toBeNull();
    expect(passedLimit(limits, { day: 1_001, week: 0, month: 1_001 })).toEqual({ period: 'day', limit: 1_000, used: 1_001 });
    expect(passedLimit(limits, { day: 500, week: 0, month: 5_001 })).toEqual({ period: 'month', limit: 5_000, used: 5_001 });
  });
});

describe('breaks', () => {
  const at = new Date('2026-05-12T10:00:00Z');

  it('runs a cool-off its course: 24 hours, 7 or 30 days, never revocable', () => {
    expect(breakSpan('24h', at)).toEqual({ kind: 'cool_off', endsAt: new Date('2026-05-13T10:00:00Z'), revocableFrom: null });
    expect(breakSpan('7d', at).endsAt.toISOString()).toBe('2026-05-19T10:00:00.000Z');
    expect(breakSpan('30d', at).endsAt.toISOString()).toBe('2026-06-11T10:00:00.000Z');
  });

  it('keeps a self-exclusion irrevocable for its first 6 months (a 6-month one for all of it)', () => {
    expect(breakSpan('6m', at)).toEqual({ kind: 'self_exclusion', endsAt: new Date('2026-11-12T10:00:00Z'), revocableFrom: null });
    expect(breakSpan('1y', at)).toEqual({
      kind: 'self_exclusion',
      endsAt: new Date('2027-05-12T10:00:00Z'),
      revocableFrom: new Date('2026-11-12T10:00:00Z'),
    });
    expect(breakSpan('5y', at).endsAt.toISOString()).toBe('2031-05-12T10:00:00.000Z');
  });
});
