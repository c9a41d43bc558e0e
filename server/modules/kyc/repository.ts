import type { KycImageField } from '../../../contracts/kyc';
import type { Queryable } from '../../db/types';

/** members.kyc_status: the player's current verification ('verified' = approved), written only here. */
export type MemberKycStatus = 'unverified' | 'pending' | 'on_hold' | 'verified' | 'rejected';
export type SubmissionState = 'draft' | 'pending' | 'on_hold' | 'approved' | 'rejected';
export type SubmissionSource = 'player' | 'register' | 'operator';

export interface MemberKyc {
  kycStatus: MemberKycStatus;
  realName: string | null;
  validUntil: Date | null;
  /** The birthday the player registered with (YYYY-MM-DD), to prefill a first attempt. */
  birthday: string | null;
}

export interface PersonalInfo {
  idType: number | null;
  payeeName: string | null;
  birthday: string | null;
  address: string | null;
  permanentAddress: string | null;
  placeOfBirth: string | null;
  nationality: string | null;
  sourceOfIncome: number | null;
  occupation: number | null;
  employerName: string | null;
  idNumber: string | null;
  region: string | null;
}

export interface SubmissionRow extends PersonalInfo {
  id: number;
  memberId: number;
  attempt: number;
  state: SubmissionState;
  source: SubmissionSource;
  provider: string | null;
  providerRef: string | null;
  sentAt: Date | null;
  rejectReason: string | null;
  canResubmit: boolean | null;
  reviewNote: string | null;
  decidedBy: string | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  validUntil: Date | null;
  createdAt: Date;
}

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** A date column read back as YYYY-MM-DD whatever the driver hands over (a Date at UTC midnight, or text). */
const day = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

function submissionOf(r: Record<string, unknown>): SubmissionRow {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    attempt: Number(r.attempt),
    state: r.state as SubmissionState,
    source: r.source as SubmissionSource,
    idType: int(r.id_type),
    payeeName: (r.payee_name as string | null) ?? null,
    birthday: day(r.birthday_text ?? r.birthday),
    address: (r.address as string | null) ?? null,
    permanentAddress: (r.permanent_address as string | null) ?? null,
    placeOfBirth: (r.place_of_birth as string | null) ?? null,
    nationality: (r.nationality as string | null) ?? null,
    sourceOfIncome: int(r.source_of_income),
    occupation: int(r.occupation),
    employerName: (r.employer_name as string | null) ?? null,
    idNumber: (r.id_number as string | null) ?? null,
    region: (r.region as string | null) ?? null,
    provider: (r.provider as string | null) ?? null,
    providerRef: (r.provider_ref as string | null) ?? null,
    sentAt: date(r.sent_at),
    rejectReason: (r.reject_reason as string | null) ?? null,
    canResubmit: (r.can_resubmit as boolean | null) ?? null,
    reviewNote: (r.review_note as string | null) ?? null,
    decidedBy: (r.decided_by as string | null) ?? null,
    submittedAt: date(r.submitted_at),
    decidedAt: date(r.decided_at),
    validUntil: date(r.valid_until),
    createdAt: new Date(r.created_at as string),
  };
}

/** Every column, the birthday as text so no time zone moves it. */
const COLUMNS = `s.*, to_char(s.birthday, 'YYYY-MM-DD') AS birthday_text`;

interface MemberKycRow {
  kyc_status: MemberKycStatus;
  real_name: string | null;
  kyc_valid_until: Date | null;
  birthday_text: string | null;
}

/** A member's verification, the birthday as text so no time zone moves it. */
const MEMBER_KYC = `SELECT kyc_status, real_name, kyc_valid_until, to_char(birthday, 'YYYY-MM-DD') AS birthday_text
  FROM members WHERE id = $1`;

function memberKycOf(row: MemberKycRow | undefined): MemberKyc {
  return {
    kycStatus: row?.kyc_status ?? 'unverified',
    realName: row?.real_name ?? null,
    validUntil: date(row?.kyc_valid_until),
    birthday: row?.birthday_text ?? null,
  };
}

/** The member's row locked: every KYC write of one player runs one at a time. */
export async function lockMemberKyc(tx: Queryable, memberId: number): Promise<MemberKyc> {
  return memberKycOf((await tx.query<MemberKycRow>(`${MEMBER_KYC} FOR UPDATE`, [memberId]))[0]);
}

export async function memberKyc(db: Queryable, memberId: number): Promise<MemberKyc> {
  return memberKycOf((await db.query<MemberKycRow>(MEMBER_KYC, [memberId]))[0]);
}

/** The player's verification follows their submission; an approval also sets the verified name and its validity. */
export async function setMemberKyc(
  tx: Queryable,
  memberId: number,
  status: MemberKycStatus,
  approval?: { realName: string; validUntil: Date | null },
): Promise<void> {
  if (approval) {
    await tx.query('UPDATE members SET kyc_status = $2, real_name = $3, kyc_valid_until = $4 WHERE id = $1', [
      memberId,
      status,
      approval.realName,
      approval.validUntil,
    ]);
  } else {
    await tx.query('UPDATE members SET kyc_status = $2 WHERE id = $1', [memberId, status]);
  }
}

/** The player's open attempt (a draft, or one with the reviewer), if any. */
export async function openSubmission(db: Queryable, memberId: number): Promise<SubmissionRow | null> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM kyc_submissions s WHERE s.member_id = $1 AND s.state IN ('draft', 'pending', 'on_hold')`,
    [memberId],
  );
  return rows[0] ? submissionOf(rows[0]) : null;
}

/** The player's newest attempt, open or decided. */
export async function latestSubmission(db: Queryable, memberId: number): Promise<SubmissionRow | null> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM kyc_submissions s WHERE s.member_id = $1 ORDER BY s.attempt DESC LIMIT 1`, [
    memberId,
  ]);
  return rows[0] ? submissionOf(rows[0]) : null;
}

/** The player's newest decided attempt (its rejection reason stays shown while a new draft is filled in). */
export async function lastDecided(db: Queryable, memberId: number): Promise<SubmissionRow | null> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM kyc_submissions s WHERE s.member_id = $1 AND s.state IN ('approved', 'rejected')
      ORDER BY s.attempt DESC LIMIT 1`,
    [memberId],
  );
  return rows[0] ? submissionOf(rows[0]) : null;
}

export async function submissionById(db: Queryable, id: number, lock = false): Promise<SubmissionRow | null> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM kyc_submissions s WHERE s.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? submissionOf(rows[0]) : null;
}

const INFO_COLUMNS = [
  'id_type',
  'payee_name',
  'birthday',
  'address',
  'permanent_address',
  'place_of_birth',
  'nationality',
  'source_of_income',
  'occupation',
  'employer_name',
  'id_number',
  'region',
] as const;
const infoValues = (i: PersonalInfo) => [
  i.idType,
  i.payeeName,
  i.birthday,
  i.address,
  i.permanentAddress,
  i.placeOfBirth,
  i.nationality,
  i.sourceOfIncome,
  i.occupation,
  i.employerName,
  i.idNumber,
  i.region,
];

/** A new draft attempt (number: one past the player's last). */
export async function insertDraft(tx: Queryable, memberId: number, source: SubmissionSource, info: PersonalInfo): Promise<number> {
  const placeholders = INFO_COLUMNS.map((_, i) => `$${i + 3}`).join(', ');
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO kyc_submissions (member_id, attempt, state, source, ${INFO_COLUMNS.join(', ')})
     SELECT $1, COALESCE(MAX(attempt), 0) + 1, 'draft', $2, ${placeholders} FROM kyc_submissions WHERE member_id = $1
     RETURNING id`,
    [memberId, source, ...infoValues(info)],
  );
  return Number(rows[0]!.id);
}

export async function updateDraft(tx: Queryable, id: number, info: PersonalInfo): Promise<void> {
  const sets = INFO_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await tx.query(`UPDATE kyc_submissions SET ${sets}, updated_at = now() WHERE id = $1 AND state = 'draft'`, [id, ...infoValues(info)]);
}

export async function insertDocument(
  tx: Queryable,
  d: { submissionId: number; field: KycImageField; contentType: string; content: Buffer; sha256: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO kyc_documents (submission_id, field, content_type, content, sha256) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (submission_id, field) DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content,
       sha256 = EXCLUDED.sha256, uploaded_at = now()`,
    [d.submissionId, d.field, d.contentType, d.content, d.sha256],
  );
}

export interface DocumentRow {
  field: KycImageField;
  contentType: string;
  content: Buffer;
}

export async function documentsOf(db: Queryable, submissionId: number): Promise<DocumentRow[]> {
  const rows = await db.query<{ field: KycImageField; content_type: string; content: Uint8Array }>(
    'SELECT field, content_type, content FROM kyc_documents WHERE submission_id = $1 ORDER BY field',
    [submissionId],
  );
  return rows.map((r) => ({ field: r.field, contentType: r.content_type, content: Buffer.from(r.content) }));
}

export async function documentOf(db: Queryable, submissionId: number, field: KycImageField): Promise<DocumentRow | null> {
  const rows = await db.query<{ content_type: string; content: Uint8Array }>(
    'SELECT content_type, content FROM kyc_documents WHERE submission_id = $1 AND field = $2',
    [submissionId, field],
  );
  return rows[0] ? { field, contentType: rows[0].content_type, content: Buffer.from(rows[0].content) } : null;
}

export async function documentFields(db: Queryable, submissionIds: number[]): Promise<Map<number, KycImageField[]>> {
  const map = new Map<number, KycImageField[]>();
  if (submissionIds.length === 0) return map;
  const rows = await db.query<{ submission_id: number; field: KycImageField }>(
    'SELECT submission_id, field FROM kyc_documents WHERE submission_id = ANY($1::bigint[]) ORDER BY field',
    [submissionIds],
  );
  for (const r of rows) map.set(Number(r.submission_id), [...(map.get(Number(r.submission_id)) ?? []), r.field]);
  return map;
}

/** The draft goes to review. */
export async function markSubmitted(tx: Queryable, id: number): Promise<void> {
  await tx.query(`UPDATE kyc_submissions SET state = 'pending', submitted_at = now(), updated_at = now() WHERE id = $1`, [id]);
}

/** The provider's applicant id, kept once (a second send of the same submission finds the same applicant). */
export async function setProviderRef(db: Queryable, id: number, provider: string, providerRef: string): Promise<void> {
  await db.query(
    `UPDATE kyc_submissions SET provider = $2, provider_ref = $3, sent_at = now(), checked_at = now(), updated_at = now()
      WHERE id = $1 AND provider_ref IS NULL`,
    [id, provider, providerRef],
  );
}

export async function markChecked(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE kyc_submissions SET checked_at = now() WHERE id = $1', [id]);
}

export interface Decision {
  state: 'pending' | 'on_hold' | 'approved' | 'rejected';
  rejectReason: string | null;
  canResubmit: boolean | null;
  reviewNote: string | null;
  decidedBy: string;
  validUntil: Date | null;
}

export async function decideSubmission(tx: Queryable, id: number, d: Decision): Promise<void> {
  await tx.query(
    `UPDATE kyc_submissions SET state = $2, reject_reason = $3, can_resubmit = $4, review_note = $5, decided_by = $6,
            valid_until = $7, decided_at = now(), updated_at = now()
      WHERE id = $1`,
    [id, d.state, d.rejectReason, d.canResubmit, d.reviewNote, d.decidedBy, d.validUntil],
  );
}

/** An operator's verification with no submission behind it (verify-kyc): recorded as an approved attempt of its own. */
export async function insertOperatorApproval(tx: Queryable, memberId: number, realName: string, decidedBy: string): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO kyc_submissions (member_id, attempt, state, source, payee_name, decided_by, submitted_at, decided_at)
     SELECT $1, COALESCE(MAX(attempt), 0) + 1, 'approved', 'operator', $2, $3, now(), now() FROM kyc_submissions WHERE member_id = $1
     RETURNING id`,
    [memberId, realName, decidedBy],
  );
  return Number(rows[0]!.id);
}

export interface QueueRow extends SubmissionRow {
  username: string;
}

export async function submissionPage(
  db: Queryable,
  states: SubmissionState[],
  limit: number,
  offset: number,
): Promise<{ rows: QueueRow[]; totalCount: number }> {
  const rows = await db.query(
    `SELECT ${COLUMNS}, m.username FROM kyc_submissions s JOIN members m ON m.id = s.member_id
      WHERE s.state = ANY($1::text[]) ORDER BY s.submitted_at NULLS LAST, s.id LIMIT $2 OFFSET $3`,
    [states, limit, offset],
  );
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM kyc_submissions WHERE state = ANY($1::text[])', [states]);
  return { rows: rows.map((r) => ({ ...submissionOf(r), username: r.username as string })), totalCount: Number(count[0]?.n ?? 0) };
}

/** Submissions with the reviewer the provider has not been told about, or not heard from, since `before`; least recently asked first. */
export async function listUnsettled(db: Queryable, before: Date, limit: number): Promise<SubmissionRow[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM kyc_submissions s
      WHERE s.state IN ('pending', 'on_hold') AND s.source <> 'operator' AND COALESCE(s.checked_at, s.submitted_at) < $1
      ORDER BY s.checked_at NULLS FIRST, s.id LIMIT $2`,
    [before, limit],
  );
  return rows.map(submissionOf);
}

// --- Provider events -------------------------------------------------------------------------

export async function storeKycEvent(
  db: Queryable,
  e: { provider: string; eventId: string; eventType: string; applicantId: string; rawBody: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO kyc_provider_events (provider, event_id, event_type, applicant_id, raw_body) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING 1`,
    [e.provider, e.eventId, e.eventType, e.applicantId, e.rawBody],
  );
  return rows.length === 1;
}

export async function kycEventProcessed(db: Queryable, provider: string, eventId: string): Promise<boolean> {
  const rows = await db.query<{ processed_at: Date | null }>(
    'SELECT processed_at FROM kyc_provider_events WHERE provider = $1 AND event_id = $2',
    [provider, eventId],
  );
  return rows[0]?.processed_at != null;
}

export async function markKycEventProcessed(db: Queryable, provider: string, eventId: string, outcome: string): Promise<void> {
  await db.query(
    'UPDATE kyc_provider_events SET processed_at = now(), outcome = $3 WHERE provider = $1 AND event_id = $2 AND processed_at IS NULL',
    [provider, eventId, outcome],
  );
}
