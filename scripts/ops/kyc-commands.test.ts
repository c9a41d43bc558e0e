import { describe as suite, expect, it } from 'vitest';
import { callFor, describe, UsageError } from './commands';

suite('the KYC reviewer’s commands', () => {
  it('turn into operator API calls', () => {
    expect(callFor('kyc-queue', [], {})).toEqual({ method: 'GET', path: '/ops/kyc' });
    expect(callFor('kyc-queue', [], { state: 'on_hold' })).toEqual({ method: 'GET', path: '/ops/kyc?state=on_hold' });
    expect(callFor('kyc-show', ['K12'], {})).toEqual({ method: 'GET', path: '/ops/kyc/K12' });
    expect(callFor('kyc-approve', ['K12'], {})).toEqual({ method: 'POST', path: '/ops/kyc/K12/decision', body: { decision: 'approve' } });
    expect(callFor('kyc-approve', ['K12'], { until: '2031-05-01' })).toMatchObject({
      body: { decision: 'approve', validUntil: '2031-05-01' },
    });
    expect(callFor('kyc-reject', ['K12'], { reason: ' Blurred photo ' })).toMatchObject({
      body: { decision: 'reject', reason: 'Blurred photo', canResubmit: true },
    });
    expect(callFor('kyc-reject', ['K12'], { reason: 'Not a real ID', final: true as unknown as string })).toMatchObject({
      body: { canResubmit: false },
    });
    expect(callFor('kyc-hold', ['K12'], { reason: 'Second look' })).toMatchObject({ body: { decision: 'hold', reason: 'Second look' } });
  });

  it('refuse a decision without a reason, a bad id or state, before calling anything', () => {
    expect(() => callFor('kyc-reject', ['K12'], {})).toThrow(UsageError);
    expect(() => callFor('kyc-hold', ['K12'], { reason: 'ok' })).toThrow(UsageError);
    expect(() => callFor('kyc-approve', ['12'], {})).toThrow(UsageError);
    expect(() => callFor('kyc-approve', ['K1/../x'], {})).toThrow(UsageError);
    expect(() => callFor('kyc-approve', ['K1'], { until: 'next year' })).toThrow(UsageError);
    expect(() => callFor('kyc-queue', [], { state: 'everything' })).toThrow(UsageError);
  });

  it('print a submission on one line', () => {
    const line = describe({
      submissionId: 'K7',
      username: 'juan123',
      state: 'rejected',
      attempt: 2,
      payeeName: 'Juan Dela Cruz',
      birthday: '1990-05-17',
      idType: 12,
      idTypeName: 'National ID (PhilSys)',
      idNumber: null,
      nationality: 'Philippines',
      address: '12 Mabini St',
      permanentAddress: '12 Mabini St',
      placeOfBirth: 'Manila',
      sourceOfIncome: 'Employed',
      occupation: 'Clerks',
      employerName: null,
      images: ['idCardBack', 'idCardFront', 'idCardSelfie'],
      provider: 'kyc-sandbox',
      reason: 'Blurred photo',
      canResubmit: true,
      decidedBy: 'operator:sandbox-ops',
      submittedAt: '2026-11-26T00:00:00.000Z',
      decidedAt: '2026-11-26T00:05:00.000Z',
      createdAt: '2026-11-26T00:00:00.000Z',
    });
    expect(line).toContain('K7');
    expect(line).toContain('rejected');
    expect(line).toContain('Blurred photo; may resubmit');
  });
});
