import { computeSignature, signatureMatches } from '../paymongo/signature';

/**
 * The sandbox verification provider's webhook signature: header `X-Kyc-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the webhook secret>`, the
 * same construction as PayMongo's (and Stripe's): the timestamp is signed with the body, so an
 * old delivery cannot be replayed with a fresh time.
 */
export const KYC_SIGNATURE_HEADER = 'x-kyc-signature';

export function kycSignatureHeader(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, rawBody)}`;
}

/** The header's timestamp and signature, or null when it is not of that form. */
export function parseKycSignature(header: string): { timestamp: number; signature: string } | null {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i.exec(header.trim());
  return match ? { timestamp: Number(match[1]), signature: match[2]! } : null;
}

export function kycSignatureMatches(secret: string, timestamp: number, rawBody: Buffer, signature: string): boolean {
  return signatureMatches(secret, timestamp, rawBody, signature);
}
