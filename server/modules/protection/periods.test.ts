import { describe, expect, it } from 'vitest';
import { addMonths, periodsAt } from './periods';

// Manila is UTC+8 all year: 23:59:59 there is 15:59:59Z, midnight is 16:00:00Z the day before.
const manila = (local: string) => new Date(`${local}+08:00`);

describe('limit periods in Asia/Manila', () => {
  it('ends the day at midnight Manila time, not UTC: 23:59:59 and 00:00:00 are different days', () => {
    const before = periodsAt(manila('2026-05-12T23:59:59'));
    expect(before.day.key).toBe('2026-05-12');
    expect(before.day.from.toISOString()).toBe('2026-05-11T16:00:00.000Z');
    expect(before.day.to.toISOString()).toBe('2026-05-12T16:00:00.000Z');
    const after = periodsAt(manila('2026-05-13T00:00:00'));
    expect(after.day.key).toBe('2026-05-13');
    expect(after.day.from.getTime()).toBe(before.day.to.getTime());
    // 08:00 in Manila is midnight UTC: still the same Manila day as 07:59.
    expect(periodsAt(new Date('2026-05-13T00:00:00Z')).day.key).toBe('2026-05-13');
    expect(periodsAt(new Date('2026-05-12T15:59:59.999Z')).day.key).toBe('2026-05-12');
  });

  it('starts the week on Monday: Sunday 23:59:59 is the old week, Monday 00:00 the new one', () => {
    const sunday = periodsAt(manila('2026-05-10T23:59:59'));
    expect(sunday.week.key).toBe('2026-05-04');
    expect(sunday.week.to.toISOString()).toBe('2026-05-10T16:00:00.000Z');
    const monday = periodsAt(manila('2026-05-11T00:00:00'));
    expect(monday.week.key).toBe('2026-05-11');
    expect(monday.week.from.toISOString()).toBe('2026-05-10T16:00:00.000Z');
    // A week across two months belongs to neither month alone.
    expect(periodsAt(manila('2026-06-02T12:00:00')).week.key).toBe('2026-06-01');
    expect(periodsAt(manila('2026-05-31T12:00:00')).week.key).toBe('2026-05-25');
  });

  it('starts the month on the 1st at midnight Manila time', () => {
    const last = periodsAt(manila('2026-05-31T23:59:59'));
    expect(last.month.key).toBe('2026-05-01');
    expect(last.month.from.toISOString()).toBe('2026-04-30T16:00:00.000Z');
    expect(last.month.to.toISOString()).toBe('2026-05-31T16:00:00.000Z');
    expect(periodsAt(manila('2026-06-01T00:00:00')).month.key).toBe('2026-06-01');
    expect(periodsAt(manila('2026-12-31T23:59:59')).month.to.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('answers the same periods through the day from its cache, and new ones after midnight', () => {
    const morning = periodsAt(manila('2026-07-01T06:00:00'));
    expect(periodsAt(manila('2026-07-01T18:00:00'))).toBe(morning);
    expect(periodsAt(manila('2026-07-02T00:00:00')).day.key).toBe('2026-07-02');
    expect(periodsAt(manila('2026-07-01T18:00:00')).day.key).toBe('2026-07-01');
  });

  it('adds calendar months in Manila (an exclusion from 31 August ends on the last day of February)', () => {
    expect(addMonths(manila('2026-08-31T10:00:00'), 6).toISOString()).toBe(manila('2027-02-28T10:00:00').toISOString());
    expect(addMonths(manila('2026-01-15T00:30:00'), 12).toISOString()).toBe(manila('2027-01-15T00:30:00').toISOString());
  });
});
