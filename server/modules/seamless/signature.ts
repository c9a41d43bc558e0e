import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** X-Hub88-Signature: base64 RSA-SHA256 signature of the exact request body bytes. */
export function verifySignature(publicKey: KeyObject | string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || signature.length > 1024) return false;
  try {
    const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
    return verify('sha256', Buffer.from(rawBody, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
