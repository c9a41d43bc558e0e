import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRange, withEnd, withStart } from './dayRange';

const range = { startDate: '2026-05-03', endDate: '2026-05-10' };

describe('day range of a dated list', () => {
  it('defaults to the last 7 days', () => {
    expect(defaultRange(dayjs('2026-05-10'))).toEqual(range);
  });

  it('keeps the end not before the start', () => {
    expect(withStart(range, '2026-05-12')).toEqual({ startDate: '2026-05-12', endDate: '2026-05-12' });
    expect(withEnd(range, '2026-05-01')).toEqual({ startDate: '2026-05-01', endDate: '2026-05-01' });
  });

  it('keeps the range within 3 months', () => {
    expect(withStart(range, '2026-01-01')).toEqual({ startDate: '2026-01-01', endDate: '2026-04-01' });
    expect(withEnd({ startDate: '2026-01-01', endDate: '2026-02-01' }, '2026-06-15')).toEqual({
      startDate: '2026-03-15',
      endDate: '2026-06-15',
    });
  });

  it('changes only the edited end when the range stays valid', () => {
    expect(withStart(range, '2026-05-01')).toEqual({ startDate: '2026-05-01', endDate: '2026-05-10' });
    expect(withEnd(range, '2026-05-05')).toEqual({ startDate: '2026-05-03', endDate: '2026-05-05' });
  });

  it('ignores a cleared or broken date', () => {
    expect(withStart(range, '')).toBe(range);
    expect(withEnd(range, 'soon')).toBe(range);
  });
});
