import { describe as suite, expect, it } from 'vitest';
import { callFor, describe, failed, UsageError } from './commands';

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
    expect(callFor('whitelabel', ['MANDATORYKYC3', 'on'], {})).toEqual({
      method: 'POST',
      path: '/ops/whitelabel/MANDATORYKYC3',
      body: { on: true },
    });
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
    expect(() => callFor('whitelabel', ['EVERYTHING', 'on'], {})).toThrow(UsageError);
    expect(() => callFor('whitelabel', ['MANDATORYKYC3', 'yes'], {})).toThrow(UsageError);
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

  it('checks the audit chain, with an anchor written down earlier, and exits non-zero when it is broken', () => {
    const hash = 'ab'.repeat(32);
    expect(callFor('audit-verify', [], {})).toEqual({ method: 'POST', path: '/ops/audit/verify', body: {} });
    expect(callFor('audit-verify', [], { anchor: `120:${hash}` })).toEqual({
      method: 'POST',
      path: '/ops/audit/verify',
      body: { anchor: { seq: 120, hash } },
    });
    for (const anchor of ['120', `0:${hash}`, `x:${hash}`, '120:XYZ'])
      expect(() => callFor('audit-verify', [], { anchor })).toThrow(UsageError);
    const intact = { intact: true, sealed: 3, unsealed: 0, head: { seq: 120, hash }, broken: null };
    expect(describe(intact)).toBe(`Audit chain intact: 120 rows, head 120:${hash} (sealed 3 now, 0 still waiting)`);
    expect(failed(intact)).toBe(false);
    const broken = { ...intact, intact: false, broken: { seq: 17, problem: 'altered' as const } };
    expect(describe(broken)).toContain('BROKEN at position 17');
    expect(failed(broken)).toBe(true);
    expect(failed({ list: [] })).toBe(false);
  });
});
