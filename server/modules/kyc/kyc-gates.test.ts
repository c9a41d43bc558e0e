import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionPlayer, testOperator, useTestApp, verifiedPlayer } from '../../test/harness';
import { registrations } from '../../test/registration';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { AGGREGATOR_PARTNERS } from '../../vendors/house/aggregator';
import { registerPartner } from '../../vendors/house/partner';
import { hashPassword } from '../session/passwords';
import { requireKycToPlay } from './gate';
import { idImages, idVerificationOf, latestSubmissionId, mandatoryKycSwitch, ops as opsCall, submitKyc, uploadId } from './test-support';

/** What a player's verification opens: withdrawals (the withdrawal gate) and, with MANDATORYKYC3 on, registration and play. */

const t = useTestApp();
const ops = (key: string, method: 'GET' | 'POST', url: string, payload?: object) => opsCall(t.app, key, method, url, payload);
const setMandatoryKyc = mandatoryKycSwitch(t);

describe('the withdrawal gate reads the verification', () => {
  const settings = async (token: string) =>
    (await t.app.inject({ url: '/wps/transaction/withdraw/settings', headers: bearer(token) })).json().value.kycStatus as string;

  it('approved reads verified; on hold reads pending; expired reads unverified', async () => {
    const key = await testOperator(t, 'kyc-reviewer-5');
    const { token, memberId } = await sessionPlayer(t);
    expect(await settings(token)).toBe('unverified');
    await submitKyc(t.app, token);
    expect(await settings(token)).toBe('pending');
    const id = await latestSubmissionId(t, memberId);
    await ops(key, 'POST', `/ops/kyc/${id}/decision`, { decision: 'hold', reason: 'Checking the address' });
    expect(await settings(token)).toBe('pending');
    const future = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    expect((await ops(key, 'POST', `/ops/kyc/${id}/decision`, { decision: 'approve', validUntil: future })).json().value.state).toBe(
      'approved',
    );
    expect(await settings(token)).toBe('verified');
    expect((await idVerificationOf(t.app, token)).validUntil).toMatch(new RegExp(`^${future.slice(0, 4)}`));
    // The ID's expiry passes: verify again.
    await t.db.query(`UPDATE members SET kyc_valid_until = now() - interval '1 day' WHERE id = $1`, [memberId]);
    expect(await settings(token)).toBe('unverified');
    expect(await idVerificationOf(t.app, token)).toMatchObject({ status: 'E', state: 'expired', canSubmit: true, isComplete: false });
    await submitKyc(t.app, token);
    expect(await settings(token)).toBe('pending');
  });

  it('an approval releases the withdrawals that waited for it; a rejection gives their hold back', async () => {
    const key = await testOperator(t, 'kyc-reviewer-6');
    for (const decision of ['approve', 'reject'] as const) {
      const player = await verifiedPlayer(t);
      const bound = await t.app.inject({
        method: 'PUT',
        url: '/wps/v2/member/securityConfig/bankCard',
        headers: bearer(player.token),
        payload: { bankCode: 'GCASH', accountName: 'Juan Dela Cruz', accountNumber: '09171234567', paymentPassword: '123580' },
      });
      const accountId = bound.json().value.accountId as number;
      await t.db.query(`UPDATE members SET kyc_status = 'unverified' WHERE id = $1`, [player.memberId]);
      await transfer(t.db, {
        idempotencyKey: `kyc-test-credit:${player.memberId}`,
        kind: 'deposit',
        fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
        toAccountId: await ensurePlayerAccount(t.db, player.memberId, 'PHP'),
        amount: 100_000,
        currency: 'PHP',
      });
      await submitKyc(t.app, player.token);
      const w = await t.app.inject({
        method: 'POST',
        url: '/wps/transaction/withdraw',
        headers: { ...bearer(player.token), 'idempotency-key': `kyc-${decision}-${player.memberId}` },
        payload: { accountId, amount: 20_000, paymentPassword: '123580' },
      });
      expect(w.json().value?.status, w.body).toBe('waiting_kyc');
      const id = await latestSubmissionId(t, player.memberId);
      await ops(
        key,
        'POST',
        `/ops/kyc/${id}/decision`,
        decision === 'approve' ? { decision } : { decision, reason: 'Not the same person' },
      );
      const status = (await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE member_id = $1', [player.memberId]))[0]!
        .status;
      expect(status).toBe(decision === 'approve' ? 'pending' : 'rejected');
    }
  });
});

describe('mandatory KYC (MANDATORYKYC3)', () => {
  it('is switched by an operator only, and only a whitelabel flag can be', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/ops/whitelabel/MANDATORYKYC3', payload: { on: true } })).json().code).toBe(
      'UNAUTHENTICATED',
    );
    const operator = await testOperator(t, 'flag-prober');
    expect((await ops(operator, 'POST', '/ops/whitelabel/EVERYTHING', { on: true })).json().code).toBe('INVALID_INPUT');
    expect((await ops(operator, 'POST', '/ops/whitelabel/MANDATORYKYC3', { on: 'yes' })).json().code).toBe('INVALID_INPUT');
    await setMandatoryKyc(true);
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.MANDATORYKYC3).toBe(true);
    await setMandatoryKyc(false);
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.MANDATORYKYC3).toBe(false);
  });

  const { form: registerForm, register } = registrations(t, { mobilePrefix: '9181234', username: 'kycplayer', birthday: '1992-03-04' });
  const STEP2 = {
    placeOfBirth: 'Cebu City',
    address: '8 Osmeña Blvd, Cebu City',
    permanentAddress: '8 Osmeña Blvd, Cebu City',
    nationality: 'Philippines',
    region: 'VII',
    occupation: 9,
    sourceOfIncome: 2,
  };

  it('register settings tell which step-2 fields are required', async () => {
    const value = (await t.app.inject({ url: '/wps/system/setting/register' })).json().value;
    expect(value.kycFields).toContainEqual({ name: 'nationality', required: true });
    expect(value.kycFields).toContainEqual({ name: 'idNumber', required: false });
  });

  it('registration requires step 2’s fields, and keeps them as the first draft', async () => {
    await setMandatoryKyc(true);
    try {
      const missing = await register(await registerForm({}));
      expect(missing.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'placeOfBirth' } });
      const badRegion = await register(await registerForm({ ...STEP2, region: 'Narnia' }));
      expect(badRegion.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'region' } });
      const res = await register(await registerForm({ ...STEP2, idType: 1, payeeName: 'Pedro Penduko', idNumber: 'P1234567A' }));
      expect(res.json().success, res.body).toBe(true);
      const token = res.json().value.token as string;
      // Everything the review needs is there: the popup goes straight to the upload.
      expect(await idVerificationOf(t.app, token)).toMatchObject({ status: 'N', personalInfoDone: true });
      expect((await uploadId(t.app, token, await idImages())).json().value.status).toBe('P');
    } finally {
      await setMandatoryKyc(false);
    }
  });

  it('without the flag, step 2’s fields are optional', async () => {
    const res = await register(await registerForm({}));
    expect(res.json().success, res.body).toBe(true);
  });

  // A launch issues a game token for the vendor's wallet partner: the partners must be known.
  beforeAll(async () => {
    for (const partner of AGGREGATOR_PARTNERS) {
      await registerPartner(t.db, partner.code, partner.name, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    }
  });

  it('a game opens only with a verification sent (pending) or approved', async () => {
    const nodeId = (
      await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('Perlas ng Silangan Slot')}` })
    ).json().value.games[0].nodeId;
    const launch = (token: string) =>
      t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(token), payload: { nodeId } });
    const { token } = await sessionPlayer(t, await hashPassword('Mabuhay-2026!'));
    const trialId = (await sessionPlayer(t)).memberId;
    await setMandatoryKyc(true);
    try {
      const refused = await launch(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'KYC_REQUIRED', value: { state: 'not_started', kycStatus: 'unverified' } });
      // Trial players play on trial credit and are never asked (checked at the gate itself).
      await expect(requireKycToPlay(t.app.ctx, { id: trialId, merchant_code: t.config.merchantCode, type: 4 })).resolves.toBeUndefined();
      await submitKyc(t.app, token);
      const launched = await launch(token);
      expect(launched.json().success, launched.body).toBe(true);
    } finally {
      await setMandatoryKyc(false);
    }
    expect((await launch((await sessionPlayer(t)).token)).json().success).toBe(true);
  });
});
