import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { bearer, sessionPlayer, testOperator, useTestApp } from '../../test/harness';
import { buildKycSandbox, type KycSandboxApp } from '../../vendors/kyc-sandbox/app';
import { kycSandbox, type KycSandbox } from '../../vendors/kyc-sandbox/sandbox';
import { KYC_SIGNATURE_HEADER, kycSignatureHeader } from '../../vendors/kyc-sandbox/signature';
import { reconcileKyc, sendSubmission } from './provider-events';
import { idVerificationOf, PERSONAL_INFO, submitKyc } from './test-support';

/**
 * The sandbox verification provider on its own port and the platform listening on another,
 * sharing one database: applicants are sent over HTTP, reviews come back as signed webhooks,
 * and the platform reads each review back from the provider before acting.
 */
const env: Record<string, string> = {};
beforeAll(async () => {
  env.KYC_SANDBOX_PORT = String(await freePort());
});
const t = useTestApp(env);
const p = {} as { sandbox: KycSandbox; app: KycSandboxApp };
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as { port: number };
  const options = {
    db: t.db,
    secretKey: t.config.kyc!.secretKey,
    webhookSecret: t.config.kyc!.webhookSecret,
    webhookUrl: `http://127.0.0.1:${port}/wps/kyc/kyc-sandbox/webhook`,
    reviewDelayMs: 0,
  };
  p.sandbox = kycSandbox(options);
  p.app = await buildKycSandbox({ ...options, sandbox: p.sandbox, perIpPerMinute: 1_000_000 });
  await p.app.listen({ host: '127.0.0.1', port: Number(env.KYC_SANDBOX_PORT) });
});
afterAll(async () => {
  await p.app?.close();
});

/** A player whose submission (under `payeeName`) reached the provider; their token and submission id. */
async function sentPlayer(payeeName = 'Juan Dela Cruz') {
  const { token, memberId } = await sessionPlayer(t);
  await submitKyc(t.app, token, { ...PERSONAL_INFO, payeeName });
  const id = Number(
    (await t.db.query<{ id: number }>(`SELECT id FROM kyc_submissions WHERE member_id = $1 AND state = 'pending'`, [memberId]))[0]!.id,
  );
  expect(await sendSubmission(t.app.ctx, id)).toBe('sent');
  return { token, memberId, id };
}

async function applicantOf(submissionId: number): Promise<string> {
  return (await t.db.query<{ provider_ref: string }>('SELECT provider_ref FROM kyc_submissions WHERE id = $1', [submissionId]))[0]!
    .provider_ref;
}

/** The provider's heartbeats until its deliveries are all acknowledged. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const report = await p.sandbox.tick();
    if (report.sent === 0 && report.reviewed === 0) return;
  }
}

async function eventsOf(applicantId: string): Promise<{ id: string; type: string; body: string }[]> {
  return t.db.query('SELECT id, type, body FROM sandbox_kyc_events WHERE applicant_id = $1 ORDER BY seq', [applicantId]);
}

/** Posts an event body to the platform's webhook as the provider would, signed at `at` with `secret`. */
function deliver(body: string, options: { secret?: string; at?: Date; header?: string | null } = {}) {
  const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const header =
    options.header !== undefined ? options.header : kycSignatureHeader(options.secret ?? t.config.kyc!.webhookSecret, timestamp, body);
  return t.app.inject({
    method: 'POST',
    url: '/wps/kyc/kyc-sandbox/webhook',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { [KYC_SIGNATURE_HEADER]: header }) },
    payload: body,
  });
}

const reviewedAudits = async (submissionId: number) =>
  (
    await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE kind = 'kyc.reviewed' AND data LIKE $1`, [
      `%"submissionId":${submissionId}%`,
    ])
  )[0]!.n;

describe('the sandbox provider reviews and tells the platform', () => {
  it('approves by default: the signed webhooks arrive, the review is read back, the player is verified', async () => {
    const { token, id, memberId } = await sentPlayer();
    // Sending again (a retried job) opens no second applicant.
    expect(await sendSubmission(t.app.ctx, id)).toBe('already_sent');
    await settle();
    expect(await idVerificationOf(t.app, token)).toMatchObject({ status: 'A', state: 'approved', isComplete: true });
    const events = await t.db.query<{ event_type: string; outcome: string }>(
      'SELECT event_type, outcome FROM kyc_provider_events WHERE applicant_id = $1 ORDER BY event_type',
      [await applicantOf(id)],
    );
    expect(events.map((e) => e.event_type)).toEqual(['applicantPending', 'applicantReviewed']);
    expect(events.map((e) => e.outcome)).toContain('approved');
    const member = (
      await t.db.query<{ kyc_status: string; real_name: string }>('SELECT kyc_status, real_name FROM members WHERE id = $1', [memberId])
    )[0];
    expect(member).toEqual({ kyc_status: 'verified', real_name: 'Juan Dela Cruz' });
    expect(await reviewedAudits(id)).toBe(1);
  });

  it('rejects with RETRY or FINAL, or holds, as the payee name asks', async () => {
    const retry = await sentPlayer('Juan Retry Dela Cruz');
    const final = await sentPlayer('Maria Final Santos');
    const hold = await sentPlayer('Jose Hold Rizal');
    await settle();
    expect(await idVerificationOf(t.app, retry.token)).toMatchObject({
      status: 'R',
      canSubmit: true,
      rejection: { canResubmit: true, reason: expect.stringContaining('clear photo') },
    });
    expect(await idVerificationOf(t.app, final.token)).toMatchObject({ status: 'R', canSubmit: false, rejection: { canResubmit: false } });
    expect(await idVerificationOf(t.app, hold.token)).toMatchObject({ status: 'H', state: 'on_hold' });
    // A tester decides the held one.
    const review = await p.app.inject({
      method: 'POST',
      url: `/sandbox/applicants/${await applicantOf(hold.id)}/review`,
      payload: { reviewStatus: 'completed', reviewAnswer: 'GREEN' },
    });
    expect(review.statusCode).toBe(200);
    await settle();
    expect((await idVerificationOf(t.app, hold.token)).status).toBe('A');
  });

  it('an operator’s decision stands over the provider’s later one', async () => {
    const key = await testOperator(t, 'kyc-provider-ops');
    const manual = await sentPlayer('Ana Manual Reyes');
    await settle();
    expect((await idVerificationOf(t.app, manual.token)).status).toBe('P');
    await t.app.inject({ method: 'POST', url: `/ops/kyc/K${manual.id}/decision`, headers: bearer(key), payload: { decision: 'approve' } });
    await p.app.inject({
      method: 'POST',
      url: `/sandbox/applicants/${await applicantOf(manual.id)}/review`,
      payload: { reviewStatus: 'completed', reviewAnswer: 'RED', reviewRejectType: 'FINAL', moderationComment: 'Too late' },
    });
    await settle();
    expect((await idVerificationOf(t.app, manual.token)).status).toBe('A');
  });

  it('the reconciliation sends what never reached the provider and reads back what it never heard about', async () => {
    const { token, memberId } = await sessionPlayer(t);
    await submitKyc(t.app, token);
    await t.db.query(`UPDATE kyc_submissions SET submitted_at = now() - interval '5 minutes' WHERE member_id = $1`, [memberId]);
    expect((await reconcileKyc(t.app.ctx)).checked).toBeGreaterThanOrEqual(1);
    const id = Number((await t.db.query<{ id: number }>('SELECT id FROM kyc_submissions WHERE member_id = $1', [memberId]))[0]!.id);
    const applicant = await applicantOf(id);
    expect(applicant).toMatch(/^app_/);
    // Reviewed, but every webhook is lost: the next run reads the review back.
    await p.sandbox.review(applicant, { reviewStatus: 'completed', reviewAnswer: 'GREEN' });
    await t.db.query('DELETE FROM sandbox_kyc_deliveries WHERE acknowledged_at IS NULL');
    expect((await idVerificationOf(t.app, token)).status).toBe('P');
    await t.db.query(`UPDATE kyc_submissions SET checked_at = now() - interval '5 minutes' WHERE id = $1`, [id]);
    await reconcileKyc(t.app.ctx);
    expect((await idVerificationOf(t.app, token)).status).toBe('A');
  });
});

describe('the platform’s webhook trusts nothing it cannot check', () => {
  it('refuses a forged, an unsigned, a stale and a malformed event, and stores none', async () => {
    const { id } = await sentPlayer('Pedro Manual Penduko');
    const [event] = await eventsOf(await applicantOf(id));
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM kyc_provider_events'))[0]!.n;
    const forged = await deliver(event!.body, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await deliver(event!.body, { header: null })).statusCode).toBe(401);
    expect((await deliver(event!.body, { header: 't=123,v1=zz' })).statusCode).toBe(401);
    expect((await deliver(event!.body, { at: new Date(Date.now() - 10 * 60_000) })).statusCode).toBe(401);
    // Signed over other bytes than those sent.
    const tampered = event!.body.replace('applicantPending', 'applicantReviewed');
    expect(
      (await deliver(tampered, { header: kycSignatureHeader(t.config.kyc!.webhookSecret, Math.floor(Date.now() / 1000), event!.body) }))
        .statusCode,
    ).toBe(401);
    expect((await deliver('{"id": 1}')).statusCode).toBe(401);
    expect((await deliver('not json')).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/kyc/sumsub/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event!.body,
    });
    expect(other.statusCode).toBe(404);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM kyc_provider_events'))[0]!.n).toBe(before);
  });

  it('stores and applies an event once, however often it is replayed', async () => {
    const { id, token } = await sentPlayer('Rosa Manual Cruz');
    const applicant = await applicantOf(id);
    await p.sandbox.review(applicant, { reviewStatus: 'completed', reviewAnswer: 'GREEN' });
    const reviewed = (await eventsOf(applicant)).find((e) => e.type === 'applicantReviewed')!;
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push((await deliver(reviewed.body)).json().value.outcome);
    expect(outcomes).toEqual(['approved', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect((await idVerificationOf(t.app, token)).status).toBe('A');
    expect(await reviewedAudits(id)).toBe(1);
    const stored = await t.db.query('SELECT 1 FROM kyc_provider_events WHERE event_id = $1', [reviewed.id]);
    expect(stored).toHaveLength(1);
  });

  it('an older event arriving after a final changes nothing', async () => {
    const { id, token } = await sentPlayer('Lito Manual Lapid');
    const applicant = await applicantOf(id);
    await p.sandbox.review(applicant, {
      reviewStatus: 'completed',
      reviewAnswer: 'RED',
      reviewRejectType: 'RETRY',
      moderationComment: 'Your selfie does not show your face clearly.',
    });
    const [pending, final] = await eventsOf(applicant);
    expect([pending!.type, final!.type]).toEqual(['applicantPending', 'applicantReviewed']);
    expect((await deliver(final!.body)).json().value.outcome).toBe('rejected');
    expect((await deliver(pending!.body)).json().value.outcome).toBe('already_final');
    expect(await idVerificationOf(t.app, token)).toMatchObject({
      status: 'R',
      rejection: { reason: 'Your selfie does not show your face clearly.', canResubmit: true },
    });
    expect(await reviewedAudits(id)).toBe(1);
  });

  it('an event about an applicant of another submission is not applied to this one', async () => {
    const a = await sentPlayer('Nena Manual Diaz');
    const b = await sentPlayer('Toto Manual Diaz');
    const applicantB = await applicantOf(b.id);
    await p.sandbox.review(applicantB, { reviewStatus: 'completed', reviewAnswer: 'GREEN' });
    const event = JSON.parse((await eventsOf(applicantB)).at(-1)!.body);
    const crossed = JSON.stringify({ ...event, id: `${event.id}x`, externalUserId: `K${a.id}` });
    expect((await deliver(crossed)).json().value.outcome).toBe('unknown_applicant');
    expect((await idVerificationOf(t.app, a.token)).status).toBe('P');
  });
});
