import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/types';
import type { ClaimedDelivery } from '../delivery-claims';
import { OutboundPosts } from '../outbound-posts';
import {
  applicantByExternalId,
  applicantById,
  claimDueDeliveries,
  claimDueReviews,
  defaultScenario,
  finishDelivery,
  insertApplicant,
  insertDelivery,
  insertEvent,
  setReview,
  type ApplicantRow,
  type Scenario,
} from './repository';
import { KYC_SIGNATURE_HEADER, kycSignatureHeader } from './signature';

/**
 * The sandbox verification provider's behaviour. An applicant is reviewed automatically
 * `reviewDelayMs` after it arrives, by its scenario:
 * - the payee name holds the word `retry`  -> RED, RETRY (the player may send again);
 * - the word `final`                        -> RED, FINAL;
 * - the word `hold`                         -> onHold (until a tester decides);
 * - the word `manual`                       -> stays pending (for the operator or a tester);
 * - otherwise the tester's default (POST /sandbox/settings), approve (GREEN) out of the box.
 * A tester may decide any applicant not yet completed: POST /sandbox/applicants/:id/review.
 * Every change raises an event, posted signed to the platform's webhook and retried until
 * acknowledged.
 */
export interface KycSandboxOptions {
  db: Db;
  /** The platform's API key (the Basic-auth user name of every call). */
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  /** How long the automatic review takes (default 3 s). */
  reviewDelayMs?: number;
  now?: () => Date;
  fetch?: typeof fetch;
  deliveryTimeoutMs?: number;
}

/** 8 attempts over about 3 hours, as the PayMongo sandbox retries. */
const RETRY_DELAYS_S: readonly number[] = [10, 30, 120, 600, 3600, 3600, 3600];
const DEFAULT_REVIEW_DELAY_MS = 3_000;

const COMMENTS = {
  retry: {
    moderationComment: 'The photo of your ID is blurred or cut off. Please send a clear photo of the whole ID.',
    clientComment: 'Sandbox: RETRY asked for by the applicant name',
  },
  final: {
    moderationComment: 'We cannot accept this ID for verification. Please contact customer service.',
    clientComment: 'Sandbox: FINAL asked for by the applicant name',
  },
  hold: { clientComment: 'Sandbox: held for a second look' },
};

export type ReviewInput =
  | { reviewStatus: 'onHold'; clientComment?: string }
  | { reviewStatus: 'completed'; reviewAnswer: 'GREEN' }
  | {
      reviewStatus: 'completed';
      reviewAnswer: 'RED';
      reviewRejectType: 'RETRY' | 'FINAL';
      moderationComment: string;
      clientComment?: string;
    };

export interface ApplicantInput {
  externalUserId: string;
  info: { payeeName: string; birthday: string; nationality: string; idType: string; idNumber: string | null };
  documents: { field: string; contentType: string; bytes: number; sha256: string }[];
}

/** The scenario a payee name asks for, by whole word, case aside. */
export function scenarioOf(payeeName: string): Scenario | null {
  const words = new Set(payeeName.toLowerCase().split(/[^a-z]+/));
  for (const scenario of ['retry', 'final', 'hold', 'manual'] as const) if (words.has(scenario)) return scenario;
  return null;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function kycSandbox(options: KycSandboxOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const delay = options.reviewDelayMs ?? DEFAULT_REVIEW_DELAY_MS;

  async function raise(tx: Queryable, applicant: ApplicantRow, type: string, reviewStatus: string): Promise<void> {
    const at = now();
    const id = newId('evt');
    const body = JSON.stringify({
      id,
      type,
      applicantId: applicant.id,
      externalUserId: applicant.externalUserId,
      reviewStatus,
      createdAtMs: at.getTime(),
    });
    await insertEvent(tx, { id, type, applicantId: applicant.id, body, at });
  }

  async function applyReview(tx: Queryable, applicant: ApplicantRow, input: ReviewInput): Promise<void> {
    const reviewedAt = now();
    if (input.reviewStatus === 'onHold') {
      await setReview(tx, applicant.id, {
        reviewStatus: 'onHold',
        reviewAnswer: null,
        rejectType: null,
        moderationComment: null,
        clientComment: input.clientComment ?? null,
        reviewedAt,
      });
      await raise(tx, applicant, 'applicantOnHold', 'onHold');
      return;
    }
    const red = input.reviewAnswer === 'RED';
    await setReview(tx, applicant.id, {
      reviewStatus: 'completed',
      reviewAnswer: input.reviewAnswer,
      rejectType: red ? input.reviewRejectType : null,
      moderationComment: red ? input.moderationComment : null,
      clientComment: red ? (input.clientComment ?? null) : null,
      reviewedAt,
    });
    await raise(tx, applicant, 'applicantReviewed', 'completed');
  }

  const deliveries = new OutboundPosts<ClaimedDelivery>({
    url: options.webhookUrl,
    now,
    fetch: options.fetch,
    timeoutMs: options.deliveryTimeoutMs ?? 5_000,
    retryDelaysS: RETRY_DELAYS_S,
    claim: (at, claimUntil, limit) => claimDueDeliveries(db, at, claimUntil, limit),
    post: (delivery, sentAt) => ({
      headers: {
        [KYC_SIGNATURE_HEADER]: kycSignatureHeader(options.webhookSecret, Math.floor(sentAt.getTime() / 1000), delivery.body),
        'user-agent': 'KYC-Sandbox/1.0',
      },
      body: delivery.body,
    }),
    record: (delivery, outcome) => finishDelivery(db, delivery.id, outcome),
  });

  return {
    now,

    /**
     * Creates the applicant and asks for its check (Sumsub: create, add documents, request check);
     * the same external id gives the same applicant.
     */
    async create(input: ApplicantInput): Promise<{ applicant: ApplicantRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const scenario = scenarioOf(input.info.payeeName) ?? (await defaultScenario(tx));
        const createdAt = now();
        const applicant = await insertApplicant(tx, {
          id: newId('app'),
          externalUserId: input.externalUserId,
          payeeName: input.info.payeeName,
          info: input.info,
          documents: input.documents,
          scenario,
          reviewStatus: 'pending',
          decideAt: scenario === 'manual' ? null : new Date(createdAt.getTime() + delay),
          createdAt,
        });
        if (!applicant) return { applicant: (await applicantByExternalId(tx, input.externalUserId))!, created: false };
        await raise(tx, applicant, 'applicantPending', 'pending');
        return { applicant, created: true };
      });
    },

    get: (id: string) => applicantById(db, id),

    /** A tester's (or the automatic) review; a completed applicant stays as it is ('final'). */
    async review(id: string, input: ReviewInput): Promise<'reviewed' | 'final' | 'unknown'> {
      return db.transaction(async (tx) => {
        const applicant = await applicantById(tx, id, true);
        if (!applicant) return 'unknown';
        if (applicant.reviewStatus === 'completed') return 'final';
        await applyReview(tx, applicant, input);
        return 'reviewed';
      });
    },

    /** A new delivery of an event, due now (a tester's duplicate); false for an unknown event. */
    redeliver: (eventId: string) => insertDelivery(db, eventId, now()),

    /** The heartbeat: reviews whose time has come, then the webhooks that are due. */
    async tick(): Promise<{ reviewed: number; sent: number; acknowledged: number }> {
      const due = await claimDueReviews(db, now(), 20);
      for (const applicant of due) {
        const scenario = applicant.scenario;
        const input: ReviewInput =
          scenario === 'retry' || scenario === 'final'
            ? {
                reviewStatus: 'completed',
                reviewAnswer: 'RED',
                reviewRejectType: scenario === 'retry' ? 'RETRY' : 'FINAL',
                ...COMMENTS[scenario],
              }
            : scenario === 'hold'
              ? { reviewStatus: 'onHold', ...COMMENTS.hold }
              : { reviewStatus: 'completed', reviewAnswer: 'GREEN' };
        await db.transaction((tx) => applyReview(tx, applicant, input));
      }
      const { sent, acknowledged } = await deliveries.sendDue(20);
      return { reviewed: due.length, sent, acknowledged };
    },
  };
}

export type KycSandbox = ReturnType<typeof kycSandbox>;
