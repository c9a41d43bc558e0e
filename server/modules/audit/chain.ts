import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json';
import type { StoredRow } from './repository';

/** The hash before the first row: the chain starts from 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

/** A row as the chain covers it: its position and every column but the hash, exactly as stored. */
export interface ChainRow {
  seq: number;
  id: number;
  /** UTC to the microsecond. */
  createdAt: string;
  kind: string;
  memberId: number | null;
  actor: string;
  /** The canonical JSON text as stored. */
  data: string;
}

export function chainRow(seq: number, row: StoredRow): ChainRow {
  return {
    seq,
    id: Number(row.id),
    createdAt: row.created_at,
    kind: row.kind,
    memberId: row.member_id === null ? null : Number(row.member_id),
    actor: row.actor,
    data: row.data,
  };
}

/**
 * hash = sha256(previous hash || canonical row), hex. The row's position (seq) is inside what is
 * hashed, so moving a row, removing one or changing any column breaks every hash from there on.
 */
export function chainHash(previousHash: string, row: ChainRow): string {
  return createHash('sha256')
    .update(previousHash + canonicalJson({ ...row }))
    .digest('hex');
}
