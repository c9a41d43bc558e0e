import { describe as suite, expect, it } from 'vitest';
import { callFor, describe, UsageError } from './commands';

suite('the promotions operator’s commands', () => {
  it('turn into operator API calls', () => {
    expect(callFor('promotion-applications', [], {})).toEqual({ method: 'GET', path: '/ops/promotion-applications' });
    expect(callFor('promotion-applications', [], { status: 'rejected' })).toEqual({
      method: 'GET',
      path: '/ops/promotion-applications?status=rejected',
    });
    expect(callFor('approve-promotion', ['A12'], {})).toEqual({ method: 'POST', path: '/ops/promotion-applications/A12/approve' });
    expect(callFor('reject-promotion', ['A12'], { reason: ' Not your birthday month ' })).toEqual({
      method: 'POST',
      path: '/ops/promotion-applications/A12/reject',
      body: { reason: 'Not your birthday month' },
    });
  });

  it('refuse a rejection without a reason, a bad id or status, before calling anything', () => {
    expect(() => callFor('reject-promotion', ['A12'], {})).toThrow(UsageError);
    expect(() => callFor('reject-promotion', ['A12'], { reason: 'no' })).toThrow(UsageError);
    expect(() => callFor('approve-promotion', ['12'], {})).toThrow(UsageError);
    expect(() => callFor('approve-promotion', ['A1/../x'], {})).toThrow(UsageError);
    expect(() => callFor('promotion-applications', [], { status: 'everything' })).toThrow(UsageError);
  });

  it('print an application on one line, with the decision and its reason', () => {
    const line = describe({
      applicationId: 'A7',
      username: 'juan123',
      promotionId: 5,
      promotionTitle: 'Birthday bonus: ₱500',
      rewardAmount: 50_000,
      status: 'rejected',
      reason: 'Birthday is in June',
      createdAt: '2026-11-26T00:00:00.000Z',
      decidedAt: '2026-11-26T00:05:00.000Z',
      decidedBy: 'sandbox-ops',
    });
    expect(line).toContain('A7');
    expect(line).toContain('₱    500.00');
    expect(line).toContain('juan123');
    expect(line).toContain('#5 Birthday bonus');
    expect(line).toContain('rejected by sandbox-ops');
    expect(line).toContain('(Birthday is in June)');
  });
});
