import type { Db, Queryable } from '../../db/types';
import { claimDueDeliveries as claimDue, type ClaimedDelivery } from '../delivery-claims';
import type { PostOutcome } from '../outbound-posts';

export const SCENARIOS = ['approve', 'retry', 'final', 'hold', 'manual'] as const;
export type Scenario = (typeof SCENARIOS)[number];
export type ReviewStatus = 'init' | 'pending' | 'onHold' | 'completed';

export interface ApplicantRow {
  id: string;
  externalUserId: string;
  payeeName: string;
  scenario: Scenario;
  reviewStatus: ReviewStatus;
  reviewAnswer: 'GREEN' | 'RED' | null;
  rejectType: 'RETRY' | 'FINAL' | null;
  moderationComment: string | null;
  clientComment: string | null;
  documents: { field: string; contentType: string; bytes: number; sha256: string }[];
  decideAt: Date | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

function applicantOf(r: Record<string, unknown>): ApplicantRow {
  return {
    id: r.id as string,
    externalUserId: r.external_user_id as string,
    payeeName: r.payee_name as string,
    scenario: r.scenario as Scenario,
    reviewStatus: r.review_status as ReviewStatus,
    reviewAnswer: (r.review_answer as ApplicantRow['reviewAnswer']) ?? null,
    rejectType: (r.reject_type as ApplicantRow['rejectType']) ?? null,
    moderationComment: (r.moderation_comment as string | null) ?? null,
    clientComment: (r.client_comment as string | null) ?? null,
    documents: json(r.documents),
    decideAt: date(r.decide_at),
    createdAt: new Date(r.created_at as string),
    reviewedAt: date(r.reviewed_at),
  };
}

/** A new applicant, or null when one exists for this external user id already. */
export async function insertApplicant(
  db: Queryable,
  a: Omit<ApplicantRow, 'reviewAnswer' | 'rejectType' | 'moderationComment' | 'clientComment' | 'reviewedAt'> & { info: unknown },
): Promise<ApplicantRow | null> {
  const rows = await db.query(
    `INSERT INTO sandbox_kyc_applicants (id, external_user_id, payee_name, info, documents, scenario, review_status, decide_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (external_user_id) DO NOTHING RETURNING *`,
    [
      a.id,
      a.externalUserId,
      a.payeeName,
      JSON.stringify(a.info),
      JSON.stringify(a.documents),
      a.scenario,
      a.reviewStatus,
      a.decideAt,
      a.createdAt,
    ],
  );
  return rows[0] ? applicantOf(rows[0]) : null;
}

export async function applicantById(db: Queryable, id: string, lock = false): Promise<ApplicantRow | null> {
  const rows = await db.query(`SELECT * FROM sandbox_kyc_applicants WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? applicantOf(rows[0]) : null;
}

export async function applicantByExternalId(db: Queryable, externalUserId: string): Promise<ApplicantRow | null> {
  const rows = await db.query('SELECT * FROM sandbox_kyc_applicants WHERE external_user_id = $1', [externalUserId]);
  return rows[0] ? applicantOf(rows[0]) : null;
}

/** Applicants whose automatic review is due, claimed by pushing decide_at out of reach (one tick each). */
export async function claimDueReviews(db: Db, now: Date, limit: number): Promise<ApplicantRow[]> {
  const rows = await db.query(
    `UPDATE sandbox_kyc_applicants SET decide_at = NULL
      WHERE id IN (SELECT id FROM sandbox_kyc_applicants WHERE review_status = 'pending' AND decide_at <= $1
                    ORDER BY decide_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [now, limit],
  );
  return rows.map(applicantOf);
}

export async function setReview(
  db: Queryable,
  id: string,
  r: Pick<ApplicantRow, 'reviewStatus' | 'reviewAnswer' | 'rejectType' | 'moderationComment' | 'clientComment' | 'reviewedAt'>,
): Promise<void> {
  await db.query(
    `UPDATE sandbox_kyc_applicants SET review_status = $2, review_answer = $3, reject_type = $4, moderation_comment = $5,
            client_comment = $6, reviewed_at = $7, decide_at = NULL
      WHERE id = $1`,
    [id, r.reviewStatus, r.reviewAnswer, r.rejectType, r.moderationComment, r.clientComment, r.reviewedAt],
  );
}

export async function recentApplicants(db: Queryable, limit: number): Promise<ApplicantRow[]> {
  const rows = await db.query('SELECT * FROM sandbox_kyc_applicants ORDER BY created_at DESC, id DESC LIMIT $1', [limit]);
  return rows.map(applicantOf);
}

export async function defaultScenario(db: Queryable): Promise<Scenario> {
  const rows = await db.query<{ default_scenario: Scenario }>('SELECT default_scenario FROM sandbox_kyc_settings');
  return rows[0]?.default_scenario ?? 'approve';
}

export async function setDefaultScenario(db: Queryable, scenario: Scenario): Promise<void> {
  await db.query('UPDATE sandbox_kyc_settings SET default_scenario = $1', [scenario]);
}

/** An event with its first delivery, due at once. */
export async function insertEvent(
  db: Queryable,
  e: { id: string; type: string; applicantId: string; body: string; at: Date },
): Promise<void> {
  await db.query('INSERT INTO sandbox_kyc_events (id, type, applicant_id, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
    e.id,
    e.type,
    e.applicantId,
    e.body,
    e.at,
  ]);
  await insertDelivery(db, e.id, e.at);
}

export async function insertDelivery(db: Queryable, eventId: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sandbox_kyc_deliveries (event_id, next_attempt_at, created_at)
     SELECT id, $2, $2 FROM sandbox_kyc_events WHERE id = $1 RETURNING id`,
    [eventId, at],
  );
  return rows.length === 1;
}

export interface EventRow {
  id: string;
  type: string;
  applicantId: string;
  createdAt: Date;
  delivered: boolean;
}

export async function eventsOf(db: Queryable, applicantIds: string[]): Promise<EventRow[]> {
  if (applicantIds.length === 0) return [];
  const rows = await db.query<{ id: string; type: string; applicant_id: string; created_at: Date; delivered: boolean }>(
    `SELECT e.id, e.type, e.applicant_id, e.created_at,
            EXISTS (SELECT 1 FROM sandbox_kyc_deliveries d WHERE d.event_id = e.id AND d.acknowledged_at IS NOT NULL) AS delivered
       FROM sandbox_kyc_events e WHERE e.applicant_id = ANY($1::text[]) ORDER BY e.seq`,
    [applicantIds],
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    applicantId: r.applicant_id,
    createdAt: new Date(r.created_at),
    delivered: r.delivered,
  }));
}

const DELIVERY_TABLES = { deliveries: 'sandbox_kyc_deliveries', events: 'sandbox_kyc_events' };

export const claimDueDeliveries = (db: Queryable, now: Date, claimUntil: Date, limit: number) =>
  claimDue(db, DELIVERY_TABLES, now, claimUntil, limit);

/** Closes an attempt; a stale one (another tick took the row since) changes nothing. */
export async function finishDelivery(db: Queryable, deliveryId: ClaimedDelivery['id'], o: PostOutcome): Promise<void> {
  await db.query(
    `UPDATE sandbox_kyc_deliveries SET claimed_until = NULL, last_status = $3, last_error = $4, acknowledged_at = $5,
            next_attempt_at = $6, gave_up_at = $7
      WHERE id = $1 AND attempts = $2`,
    [deliveryId, o.attempt, o.status, o.error, o.acknowledgedAt, o.nextAttemptAt, o.gaveUpAt],
  );
}
