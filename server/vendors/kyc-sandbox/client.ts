import {
  KycProviderUnavailable,
  type ApplicantRequest,
  type KycProvider,
  type KycWebhookVerdict,
  type ProviderReview,
  type ProviderReviewStatus,
} from '../kyc';
import { isJsonObject as isObject, providerApi } from '../provider-api';
import { kycSignatureMatches, parseKycSignature } from './signature';

/** How far a webhook's timestamp may be from our clock before it is refused as a replay. */
export const KYC_WEBHOOK_TOLERANCE_S = 300;
export const KYC_SANDBOX_CODE = 'kyc-sandbox';

export interface KycSandboxClientOptions {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const REVIEW_STATUSES: readonly string[] = ['init', 'pending', 'onHold', 'completed'];

/**
 * The platform's client for the sandbox verification provider (Sumsub's resource shapes: an
 * applicant, its status with reviewResult): sends applicants, reads their review back, checks
 * webhook signatures.
 */
export function kycSandboxClient(options: KycSandboxClientOptions): KycProvider {
  const api = providerApi(options);

  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    api.object('KYC', (why) => new KycProviderUnavailable(why), method, path, body);

  return {
    code: KYC_SANDBOX_CODE,

    async createApplicant(request: ApplicantRequest) {
      const answer = await call('POST', '/resources/applicants', {
        externalUserId: request.externalUserId,
        info: {
          payeeName: request.payeeName,
          birthday: request.birthday,
          nationality: request.nationality,
          idType: request.idType,
          idNumber: request.idNumber,
        },
        documents: request.documents.map((d) => ({
          idDocSide: d.field,
          contentType: d.contentType,
          content: d.content.toString('base64'),
        })),
      });
      if (typeof answer.id !== 'string' || answer.externalUserId !== request.externalUserId) {
        throw new KycProviderUnavailable('KYC: the applicant answered is not the one sent');
      }
      return { applicantId: answer.id };
    },

    async getReview(applicantId: string): Promise<ProviderReview> {
      const a = await call('GET', `/resources/applicants/${encodeURIComponent(applicantId)}/status`);
      const result = isObject(a.reviewResult) ? a.reviewResult : {};
      if (a.applicantId !== applicantId || typeof a.externalUserId !== 'string' || !REVIEW_STATUSES.includes(a.reviewStatus as string)) {
        throw new KycProviderUnavailable('KYC: unreadable review');
      }
      const answer = result.reviewAnswer === 'GREEN' || result.reviewAnswer === 'RED' ? result.reviewAnswer : null;
      return {
        applicantId,
        externalUserId: a.externalUserId,
        reviewStatus: a.reviewStatus as ProviderReviewStatus,
        reviewAnswer: answer,
        rejectType: answer === 'RED' ? (result.reviewRejectType === 'FINAL' ? 'FINAL' : 'RETRY') : null,
        moderationComment: textOrNull(result.moderationComment),
        clientComment: textOrNull(result.clientComment),
        reviewedAt: typeof a.reviewDate === 'string' && !Number.isNaN(Date.parse(a.reviewDate)) ? new Date(a.reviewDate) : null,
      };
    },

    verifyWebhook(rawBody: Buffer, header: string | undefined, now: Date): KycWebhookVerdict {
      if (!header) return { ok: false, reason: 'missing_signature' };
      const parts = parseKycSignature(header);
      if (!parts || !kycSignatureMatches(options.webhookSecret, parts.timestamp, rawBody, parts.signature)) {
        return { ok: false, reason: 'bad_signature' };
      }
      if (Math.abs(now.getTime() / 1000 - parts.timestamp) > KYC_WEBHOOK_TOLERANCE_S) return { ok: false, reason: 'stale' };
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!isObject(body)) return { ok: false, reason: 'malformed' };
      const { id, type, applicantId, externalUserId } = body;
      if ([id, type, applicantId, externalUserId].some((v) => typeof v !== 'string' || v === '' || v.length > 100)) {
        return { ok: false, reason: 'malformed' };
      }
      return {
        ok: true,
        event: {
          eventId: id as string,
          eventType: type as string,
          applicantId: applicantId as string,
          externalUserId: externalUserId as string,
        },
      };
    },
  };
}
