/**
 * An identity-verification provider the KYC module sends submissions to (Sumsub-shaped: an
 * applicant per submission, a review with reviewStatus / reviewAnswer / reviewRejectType, signed
 * webhooks). The platform asks this interface, never a provider's module, so a real provider is
 * one more implementation; the sandbox's is `kyc-sandbox/client.ts`, talking to the sandbox
 * provider on its own origin.
 */

export interface ApplicantDocument {
  field: 'idCardFront' | 'idCardBack' | 'idCardSelfie';
  contentType: string;
  content: Buffer;
}

export interface ApplicantRequest {
  /** The platform's submission id (K<id>): the provider gives the same applicant back for it. */
  externalUserId: string;
  payeeName: string;
  birthday: string;
  nationality: string;
  idType: string;
  idNumber: string | null;
  documents: ApplicantDocument[];
}

/** Sumsub's reviewStatus values this platform acts on. */
export type ProviderReviewStatus = 'init' | 'pending' | 'onHold' | 'completed';

/** The provider's truth about an applicant, read back from its API (never taken from a callback). */
export interface ProviderReview {
  applicantId: string;
  externalUserId: string;
  reviewStatus: ProviderReviewStatus;
  /** completed only: GREEN approved, RED rejected. */
  reviewAnswer: 'GREEN' | 'RED' | null;
  /** RED only: RETRY the player may send again, FINAL they may not. */
  rejectType: 'RETRY' | 'FINAL' | null;
  /** For the player (Sumsub's moderationComment). */
  moderationComment: string | null;
  /** For the operator only (Sumsub's clientComment). */
  clientComment: string | null;
  reviewedAt: Date | null;
}

export interface VerifiedKycEvent {
  /** The provider's unique event id: the replay guard's key. */
  eventId: string;
  eventType: string;
  applicantId: string;
  externalUserId: string;
}

export type KycWebhookVerdict =
  { ok: true; event: VerifiedKycEvent } | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale' | 'malformed' };

export interface KycProvider {
  /** Short code stored beside every submission and event (`kyc-sandbox`). */
  readonly code: string;
  /** Throws KycProviderUnavailable when the provider cannot be reached or answers an error. */
  createApplicant(request: ApplicantRequest): Promise<{ applicantId: string }>;
  /** Throws KycProviderUnavailable when the provider cannot be reached or answers an error. */
  getReview(applicantId: string): Promise<ProviderReview>;
  /** Checks a webhook's signature over the exact raw bytes and its timestamp against `now`. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): KycWebhookVerdict;
}

/** The provider could not be reached, timed out or answered an error: the outcome is unknown. */
export class KycProviderUnavailable extends Error {}
