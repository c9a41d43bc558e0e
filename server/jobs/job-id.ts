import { createHash } from 'node:crypto';

/** Any fixed UUID: the namespace of the job queue's deterministic ids. */
const NAMESPACE = Buffer.from('6f1c4a52-8a0e-4d5b-9a43-2f7b1d3c9e10'.replaceAll('-', ''), 'hex');

/**
 * The job id for `key` on queue `name`: a UUIDv5 (RFC 9562), so every process and every retry of
 * a request derives the same id. pg-boss's job table is keyed by (name, id) and inserts with
 * ON CONFLICT DO NOTHING, so a second send with the key adds nothing while the first job's row
 * exists. (A singletonKey alone does not deduplicate on a standard queue.)
 */
export function jobIdFor(name: string, key: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${name}\u0000${key}`, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
