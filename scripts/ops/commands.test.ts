import { describe as suite, expect, it } from 'vitest';
import { callFor, describe, UsageError } from './commands';

suite('the ops command line', () => {
  it('turns each command into its operator API call', () => {
    expect(callFor('deposits', [], { status: 'reviewing' })).toEqual({ method: 'GET', path: '/ops/deposits?status=reviewing' });
    expect(callFor('approve-deposit', ['D12'], {})).toEqual({ method: 'POST', path: '/ops/deposits/D12/approve' });
    expect(callFor('reject-deposit', ['D12'], { reason: 'No such transfer' })).toEqual({
      method: 'POST',
      path: '/ops/deposits/D12/reject',
      body: { reason: 'No such transfer' },
    });
    expect(callFor('approve-withdrawal', ['W3'], {})).toEqual({ method: 'POST', path: '/ops/withdrawals/W3/approve' });
    expect(callFor('verify-kyc', ['juan123'], { name: ' Juan Dela Cruz ' })).toEqual({
      method: 'POST',
      path: '/ops/members/juan123/kyc',
      body: { realName: 'Juan Dela Cruz' },
    });
  });

  it('refuses a rejection without a reason, a wrong id and an unknown command, before calling anything', () => {
    expect(() => callFor('reject-withdrawal', ['W3'], {})).toThrow(UsageError);
    expect(() => callFor('approve-deposit', ['W3'], {})).toThrow(UsageError);
    expect(() => callFor('approve-deposit', ['D1;rm'], {})).toThrow(UsageError);
    expect(() => callFor('refund-everything', [], {})).toThrow(UsageError);
    expect(() => callFor('verify-kyc', ['juan123'], {})).toThrow(UsageError);
    expect(() => callFor('verify-kyc', ['../x'], { name: 'Juan Dela Cruz' })).toThrow(UsageError);
  });

  it('prints a deposit with who decided what', () => {
    const line = describe({
      depositId: 'D7',
      username: 'demo',
      status: 'completed',
      flow: 'manual',
      channelName: 'Bank transfer',
      bankCode: 'BDO',
      amount: 150_000,
      bonusAmount: 0,
      reference: 'ABCDE23456',
      transferReference: 'IP123456',
      receiptUploaded: true,
      reason: null,
      createdAt: '2026-11-26T00:00:00.000Z',
      expiresAt: null,
      decisions: [{ operator: 'sandbox-ops', decision: 'approve', reason: null, decidedAt: '2026-11-26T00:05:00.000Z' }],
    });
    expect(line).toContain('D7');
    expect(line).toContain('₱    1,500.00');
    expect(line).toContain('approve by sandbox-ops');
  });
});
