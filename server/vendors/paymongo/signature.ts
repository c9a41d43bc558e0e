import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayMongo's webhook signature (developers.paymongo.com, "Securing a webhook"): the
 * `Paymongo-Signature` header is `t=<unix seconds>,te=<test-mode signature>,li=<live-mode
 * signature>`, each signature the hex HMAC-SHA256, keyed with the webhook's secret, of the
 * timestamp, a dot and the raw request body. One mode's part is filled, the other left empty.
 */
export const SIGNATURE_HEADER = 'paymongo-signature';

export interface SignatureParts {
  timestamp: number;
  test: string;
  live: string;
}

/** The hex HMAC over `${timestamp}.${rawBody}`, the body taken byte for byte. */
export function computeSignature(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header a test-mode event is sent with (the sandbox is test mode: `te` filled, `li` empty). */
export function signatureHeader(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return `t=${timestamp},te=${computeSignature(secret, timestamp, rawBody)},li=`;
}

/** The header's parts, or null when it is not of PayMongo's form (no timestamp, no signature). */
export function parseSignatureHeader(header: string): SignatureParts | null {
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) return null;
    parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  const test = parts.get('te') ?? '';
  const live = parts.get('li') ?? '';
  if (!/^\d{1,12}$/.test(t) || (test === '' && live === '')) return null;
  return { timestamp: Number(t), test, live };
}

/** Whether `hex` is the signature of this body at this timestamp, compared in constant time. */
export function signatureMatches(secret: string, timestamp: number, rawBody: string | Buffer, hex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = Buffer.from(computeSignature(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}
