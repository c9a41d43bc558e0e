import { describe, expect, it } from 'vitest';
import { encryptBody, encryptionHeader } from '../../../contracts/encrypt-body';
import { bearer, inboxNews, sessionPlayer, testOperator, useTestApp } from '../../test/harness';
import {
  idImages,
  idVerificationOf,
  latestSubmissionId,
  ops as opsCall,
  PERSONAL_INFO,
  photo,
  SECURITY_CONFIG,
  setPersonalInfo,
  submitKyc,
  uploadId,
} from './test-support';

const t = useTestApp();

async function imageCount(memberId: number): Promise<number> {
  const rows = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM kyc_documents d JOIN kyc_submissions s ON s.id = d.submission_id WHERE s.member_id = $1',
    [memberId],
  );
  return rows[0]!.n;
}

const ops = (key: string, method: 'GET' | 'POST', url: string, payload?: object) => opsCall(t.app, key, method, url, payload);

describe('the reference lists (WPSCORE_getDropdownMenu)', () => {
  const list = async (menuGroup: string) =>
    (await t.app.inject({ url: `/wps/relay/WPSCORE_getDropdownMenu?menuGroup=${menuGroup}` })).json();

  it('serves the spec’s lists as value/label items, without a session', async () => {
    const short = (await list('idType')).value;
    expect(short).toHaveLength(12);
    expect(short[0]).toEqual({ value: 1, label: 'Passport' });
    expect(short[11]).toEqual({ value: 12, label: 'National ID (PhilSys)' });
    const long = (await list('idTypeLong')).value;
    expect(long).toHaveLength(20);
    expect(long.map((i: { label: string }) => i.label)).toEqual(
      expect.arrayContaining(["Seaman's Book", 'NBI Clearance', 'PhilHealth ID']),
    );
    expect((await list('sourceOfIncome')).value).toEqual([
      { value: 1, label: 'Employed' },
      { value: 2, label: 'Self employed' },
    ]);
    expect((await list('sourceOfIncomeLong')).value.at(-1)).toEqual({ value: 9, label: 'Others' });
    const occupations = (await list('occupation')).value;
    expect(occupations[0]).toEqual({ value: 3, label: 'Corporate Executives' });
    expect(occupations.at(-1)).toEqual({ value: 21, label: 'Others' });
    expect((await list('nationality')).value[0]).toEqual({ value: 'Philippines', label: 'Philippines' });
    expect((await list('gamingvenue')).value).toContainEqual({ value: 'NCR', label: 'National Capital Region (NCR)' });
  });

  it('refuses an unknown menu group with a code', async () => {
    expect(await list('passwords')).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });
});

describe('a player’s identity verification', () => {
  it('starts as not started (status N), the state the KYC popup auto-shows on', async () => {
    const { token } = await sessionPlayer(t);
    expect(await idVerificationOf(t.app, token)).toMatchObject({
      enabled: true,
      isComplete: false,
      status: 'N',
      state: 'not_started',
      personalInfoDone: false,
      canSubmit: true,
      rejection: null,
      personalInfo: null,
    });
  });

  it('prefills a first attempt with the birthday given at registration, and nothing else', async () => {
    const { token, memberId } = await sessionPlayer(t);
    await t.db.query(`UPDATE members SET birthday = '1994-08-21' WHERE id = $1`, [memberId]);
    const personalInfo = (await idVerificationOf(t.app, token)).personalInfo as Record<string, unknown>;
    expect(personalInfo).toMatchObject({ birthday: '1994-08-21', payeeName: null, idType: null, address: null, nationality: null });
    expect(Object.values(personalInfo).filter((value) => value !== null)).toEqual(['1994-08-21']);
  });

  it('is closed to trial players and to visitors', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token as string;
    expect((await t.app.inject({ url: SECURITY_CONFIG, headers: bearer(trial) })).json().code).toBe('TRIAL_FORBIDDEN');
    expect((await t.app.inject({ url: SECURITY_CONFIG })).json().code).toBe('UNAUTHENTICATED');
    expect((await uploadId(t.app, trial, await idImages())).json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('takes the personal information (step 1), encrypted as the client sends it; the state stays N until the upload', async () => {
    const { token } = await sessionPlayer(t);
    const key = (await t.app.inject({ url: '/wps/session/encryption' })).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: `${SECURITY_CONFIG}/set-personal-info?moduleId=PERS3`,
      headers: { ...bearer(token), encryption: encryptionHeader(key) },
      payload: await encryptBody(key, PERSONAL_INFO),
    });
    expect(res.json()).toMatchObject({ success: true, value: { status: 'N', personalInfoDone: true } });
    expect(res.json().value.personalInfo).toMatchObject({ payeeName: 'Juan Dela Cruz', birthday: '1990-05-17', occupation: 6 });
  });

  it('checks the personal information field by field and keeps nothing refused', async () => {
    const { token, memberId } = await sessionPlayer(t);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 20);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ birthday: young.toISOString().slice(0, 10) }, 'UNDER_AGE'],
      [{ birthday: '1990-02-30' }, 'FIELD_INVALID', 'birthday'],
      [{ birthday: '1890-01-01' }, 'FIELD_INVALID', 'birthday'],
      [{ nationality: 'Atlantis' }, 'FIELD_INVALID', 'nationality'],
      [{ payeeName: 'J0hn <b>' }, 'FIELD_INVALID', 'payeeName'],
      [{ address: '    ' }, 'INVALID_INPUT'],
      [{ occupation: 2 }, 'INVALID_INPUT'],
      [{ idType: 21 }, 'INVALID_INPUT'],
      [{ sourceOfIncome: '1' }, 'INVALID_INPUT'],
      [{ idNumber: '<script>' }, 'FIELD_INVALID', 'idNumber'],
      [{ favouriteColour: 'blue' }, 'INVALID_INPUT'],
    ];
    for (const [change, code, field] of cases) {
      const res = await setPersonalInfo(t.app, token, { ...PERSONAL_INFO, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ success: false, code, ...(field ? { value: { field } } : {}) });
    }
    // An ID number on the operator's restricted-persons list cannot be verified.
    const key = await testOperator(t, 'restrictions');
    await ops(key, 'POST', '/ops/restricted-identities', { kind: 'id_number', value: 'N01-99-000001', reason: 'NDRP entry 2026-7' });
    const listed = await setPersonalInfo(t.app, token, { ...PERSONAL_INFO, idNumber: 'n01 99 000001' });
    expect(listed.json()).toMatchObject({ success: false, code: 'REGISTRATION_RESTRICTED' });
    expect((await t.db.query('SELECT 1 FROM kyc_submissions WHERE member_id = $1', [memberId])).length).toBe(0);
    // Surrounding spaces are trimmed, not refused.
    const ok = await setPersonalInfo(t.app, token, { ...PERSONAL_INFO, address: '  12 Mabini St,   Quezon City  ' });
    expect(ok.json().value.personalInfo.address).toBe('12 Mabini St, Quezon City');
  });

  it('goes to review with the three images (step 2): status P, under review', async () => {
    const { token, memberId } = await sessionPlayer(t);
    await setPersonalInfo(t.app, token);
    const res = await uploadId(t.app, token, await idImages());
    expect(res.json()).toMatchObject({ success: true, value: { status: 'P', state: 'pending', canSubmit: false, isComplete: false } });
    expect(await imageCount(memberId)).toBe(3);
    // Once with the reviewer, neither step is open.
    expect((await setPersonalInfo(t.app, token)).json()).toMatchObject({ code: 'KYC_SUBMISSION_CLOSED', value: { state: 'pending' } });
    expect((await uploadId(t.app, token, await idImages())).json()).toMatchObject({ code: 'KYC_SUBMISSION_CLOSED' });
  });

  it('wants the personal information before the images', async () => {
    const { token, memberId } = await sessionPlayer(t);
    expect((await uploadId(t.app, token, await idImages())).json()).toMatchObject({ code: 'KYC_PERSONAL_INFO_MISSING' });
    expect(await imageCount(memberId)).toBe(0);
  });
});

describe('the ID upload refuses what is not three clean images, and keeps nothing of it', () => {
  async function refused(parts: Awaited<ReturnType<typeof idImages>>, code: string, field?: string) {
    const { token, memberId } = await sessionPlayer(t);
    await setPersonalInfo(t.app, token);
    const res = await uploadId(t.app, token, parts);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, code, ...(field ? { value: { field } } : {}) });
    expect(await imageCount(memberId)).toBe(0);
    expect((await idVerificationOf(t.app, token)).status).toBe('N');
  }

  it('a text file, an HTML page and a PDF named .jpg', async () => {
    await refused(await idImages({ idCardFront: Buffer.from('hello, I am not a photo') }), 'KYC_IMAGE_INVALID', 'idCardFront');
    await refused(await idImages({ idCardBack: Buffer.from('<html><script>alert(1)</script></html>') }), 'KYC_IMAGE_INVALID', 'idCardBack');
    await refused(await idImages({ idCardSelfie: Buffer.from('%PDF-1.4\n%âãÏÓ\n') }), 'KYC_IMAGE_INVALID', 'idCardSelfie');
  });

  it('a polyglot (a JPEG with a ZIP after it) and a truncated image', async () => {
    const jpeg = await photo('jpeg');
    const zip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    await refused(await idImages({ idCardFront: Buffer.concat([jpeg, zip]) }), 'KYC_IMAGE_INVALID', 'idCardFront');
    await refused(await idImages({ idCardBack: jpeg.subarray(0, jpeg.length - 40) }), 'KYC_IMAGE_INVALID', 'idCardBack');
  });

  it('an image over 5 MB', async () => {
    const padded = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    (await photo('jpeg')).copy(padded);
    await refused(await idImages({ idCardSelfie: padded }), 'KYC_IMAGE_TOO_LARGE', 'idCardSelfie');
  });

  it('a 4th file, an unknown field, a text field, the same field twice, a missing image', async () => {
    const three = await idImages();
    await refused([...three, { name: 'idCardFront', filename: 'again.jpg', content: await photo() }], 'INVALID_INPUT');
    await refused([...three.slice(0, 2), { name: 'passport', filename: 'p.jpg', content: await photo() }], 'INVALID_INPUT');
    await refused([...three.slice(0, 2), { name: 'idCardSelfie', content: 'not a file' }], 'INVALID_INPUT');
    await refused([three[0]!, three[0]!, three[2]!], 'INVALID_INPUT');
    await refused(three.slice(0, 2), 'KYC_IMAGE_MISSING', 'idCardSelfie');
  });

  it('a JSON body instead of a form', async () => {
    const { token } = await sessionPlayer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${SECURITY_CONFIG}/uploadId`,
      headers: bearer(token),
      payload: { idCardFront: 'data:image/png;base64,AAAA' },
    });
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('file names are never used: path tricks and scripts in them change nothing', async () => {
    const { token, memberId } = await sessionPlayer(t);
    await setPersonalInfo(t.app, token);
    const parts = (await idImages()).map((p, i) => ({
      ...p,
      filename: ['../../../etc/passwd.jpg', '..\\..\\windows\\system32\\a.png', '<img src=x onerror=alert(1)>.jpg'][i],
      contentType: 'text/html',
    }));
    expect((await uploadId(t.app, token, parts)).json().value.status).toBe('P');
    const stored = await t.db.query<{ field: string; content_type: string }>(
      `SELECT d.field, d.content_type FROM kyc_documents d JOIN kyc_submissions s ON s.id = d.submission_id
        WHERE s.member_id = $1 ORDER BY d.field`,
      [memberId],
    );
    expect(stored).toEqual([
      { field: 'idCardBack', content_type: 'image/png' },
      { field: 'idCardFront', content_type: 'image/jpeg' },
      { field: 'idCardSelfie', content_type: 'image/jpeg' },
    ]);
  });
});

describe('an operator’s decision', () => {
  it('needs a reason to reject or hold, and approves once', async () => {
    const key = await testOperator(t, 'kyc-reviewer');
    const { token, memberId } = await sessionPlayer(t);
    await submitKyc(t.app, token);
    const id = await latestSubmissionId(t, memberId);
    const queue = (await ops(key, 'GET', '/ops/kyc')).json().value;
    expect(queue.list.map((s: { submissionId: string }) => s.submissionId)).toContain(id);
    const row = queue.list.find((s: { submissionId: string }) => s.submissionId === id);
    expect(row).toMatchObject({
      state: 'pending',
      payeeName: 'Juan Dela Cruz',
      idTypeName: 'National ID (PhilSys)',
      occupation: 'Professionals',
    });
    expect(row.images).toEqual(['idCardBack', 'idCardFront', 'idCardSelfie']);

    for (const decision of ['reject', 'hold']) {
      for (const reason of [undefined, '', '  no  ']) {
        const res = await ops(key, 'POST', `/ops/kyc/${id}/decision`, { decision, ...(reason === undefined ? {} : { reason }) });
        expect(res.json()).toMatchObject({ success: false, code: 'FIELD_INVALID', value: { field: 'reason' } });
      }
    }
    const held = await ops(key, 'POST', `/ops/kyc/${id}/decision`, { decision: 'hold', reason: 'Second look at the selfie' });
    expect(held.json().value).toMatchObject({ state: 'on_hold', reason: 'Second look at the selfie', decidedBy: 'operator:kyc-reviewer' });
    // On hold reads "under review" to the player (H).
    expect(await idVerificationOf(t.app, token)).toMatchObject({ status: 'H', state: 'on_hold', canSubmit: false, rejection: null });

    const approved = await ops(key, 'POST', `/ops/kyc/${id}/decision`, { decision: 'approve' });
    expect(approved.json().value.state).toBe('approved');
    expect(await idVerificationOf(t.app, token)).toMatchObject({ status: 'A', state: 'approved', isComplete: true, canSubmit: false });
    expect(await inboxNews(t.app, token)).toEqual([{ about: 'kycApproved', params: {} }]);
    // A final is never undone.
    const again = await ops(key, 'POST', `/ops/kyc/${id}/decision`, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.json()).toMatchObject({ code: 'KYC_SUBMISSION_CLOSED', value: { state: 'approved' } });
    const decisions = await t.db.query<{ decision: string; reason: string | null }>(
      `SELECT decision, reason FROM operator_decisions WHERE subject = 'kyc' AND subject_id = $1 ORDER BY id`,
      [Number(id.slice(1))],
    );
    expect(decisions).toEqual([
      { decision: 'hold', reason: 'Second look at the selfie' },
      { decision: 'approve', reason: null },
    ]);
    expect((await t.db.query<{ real_name: string }>('SELECT real_name FROM members WHERE id = $1', [memberId]))[0]!.real_name).toBe(
      'Juan Dela Cruz',
    );
  });

  it('rejected with RETRY: the player reads the reason and sends again (attempt 2); with FINAL they cannot', async () => {
    const key = await testOperator(t, 'kyc-reviewer-2');
    const { token, memberId } = await sessionPlayer(t);
    await submitKyc(t.app, token);
    const first = await latestSubmissionId(t, memberId);
    await ops(key, 'POST', `/ops/kyc/${first}/decision`, { decision: 'reject', reason: 'The photo of your ID is blurred.' });
    expect(await idVerificationOf(t.app, token)).toMatchObject({
      status: 'R',
      state: 'rejected',
      canSubmit: true,
      rejection: { reason: 'The photo of your ID is blurred.', canResubmit: true },
    });
    // The resubmission, prefilled from the last attempt.
    expect((await idVerificationOf(t.app, token)).personalInfo).toMatchObject({ payeeName: 'Juan Dela Cruz' });
    await submitKyc(t.app, token);
    const second = await latestSubmissionId(t, memberId);
    expect(second).not.toBe(first);
    expect(await idVerificationOf(t.app, token)).toMatchObject({ status: 'P', rejection: null });

    await ops(key, 'POST', `/ops/kyc/${second}/decision`, { decision: 'reject', reason: 'This ID is not genuine.', canResubmit: false });
    expect(await idVerificationOf(t.app, token)).toMatchObject({ status: 'R', canSubmit: false, rejection: { canResubmit: false } });
    expect((await setPersonalInfo(t.app, token)).json()).toMatchObject({ code: 'KYC_SUBMISSION_CLOSED', value: { state: 'rejected' } });
    // Each decision reached the player's inbox with its reason.
    expect(await inboxNews(t.app, token)).toEqual([
      { about: 'kycRejected', params: { reason: 'This ID is not genuine.', canResubmit: 0 } },
      { about: 'kycRejected', params: { reason: 'The photo of your ID is blurred.', canResubmit: 1 } },
    ]);
  });

  it('the images are for operators only: no player, no session, no public path', async () => {
    const key = await testOperator(t, 'kyc-reviewer-3');
    const { token, memberId } = await sessionPlayer(t);
    await submitKyc(t.app, token);
    const id = await latestSubmissionId(t, memberId);
    const image = await ops(key, 'GET', `/ops/kyc/${id}/images/idCardFront`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('no-store');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await t.app.inject({ url: `/ops/kyc/${id}/images/idCardFront`, headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/ops/kyc/${id}/images/idCardFront` })).statusCode).toBe(401);
    expect((await ops(key, 'GET', `/ops/kyc/${id}/images/passport`)).json().code).toBe('INVALID_INPUT');
  });

  it('verify-kyc still verifies under the name on the ID', async () => {
    const key = await testOperator(t, 'kyc-reviewer-4');
    const { memberId } = await sessionPlayer(t);
    const username = (await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId]))[0]!.username;
    const res = await ops(key, 'POST', `/ops/members/${username}/kyc`, { realName: 'Maria Clara Santos' });
    expect(res.json().value).toEqual({ username, kycStatus: 'verified', released: 0 });
    const row = (
      await t.db.query<{ kyc_status: string; real_name: string }>('SELECT kyc_status, real_name FROM members WHERE id = $1', [memberId])
    )[0];
    expect(row).toEqual({ kyc_status: 'verified', real_name: 'Maria Clara Santos' });
  });
});
