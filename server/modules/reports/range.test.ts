import { describe, expect, it } from 'vitest';
import { reportRange } from './range';

describe('the report range', () => {
  it('is Manila days, both ends included', () => {
    expect(reportRange('2026-03-01', '2026-03-31')).toEqual({
      from: new Date('2026-02-28T16:00:00Z'),
      to: new Date('2026-03-31T16:00:00Z'),
    });
  });

  it('takes at most 92 days', () => {
    // 1 January to 2 April is 31 + 28 + 31 + 2 = 92 days.
    expect(reportRange('2026-01-01', '2026-04-02').to).toEqual(new Date('2026-04-02T16:00:00Z'));
    expect(() => reportRange('2026-01-01', '2026-04-03')).toThrow(expect.objectContaining({ code: 'FIELD_INVALID' }));
  });

  it('refuses a range that ends before it starts, and dates that do not exist', () => {
    expect(() => reportRange('2026-03-02', '2026-03-01')).toThrow(expect.objectContaining({ code: 'FIELD_INVALID', status: 400 }));
    expect(() => reportRange('2026-02-30', '2026-03-01')).toThrow(expect.objectContaining({ code: 'FIELD_INVALID' }));
    expect(() => reportRange('2026-3-1', '2026-03-01')).toThrow(expect.objectContaining({ code: 'FIELD_INVALID' }));
  });
});
