import type { AuditChainProblem, OpsAuditVerdict } from '../../../contracts/audit';
import type { Db, Queryable } from '../../db/types';
import { GENESIS_HASH, chainHash, chainRow } from './chain';
import { countUnsealed, readHead, sealedRows } from './repository';
import { sealAudit } from './seal';

export type AuditAnchor = OpsAuditVerdict['head'];

/**
 * `altered`: the row at this position is not what was sealed (a column changed, or rows swapped
 * positions). `missing`: no row holds this position (deleted). `head`: the chain ends elsewhere than
 * the head row says (its last rows rewritten). `anchor`: a position written down earlier holds
 * another hash now, or is gone (the chain rewritten from there on, or cut shorter).
 */
export type ChainProblem = AuditChainProblem;
export type AuditVerdict = OpsAuditVerdict;

const PAGE = 5_000;

/**
 * Recomputes the chain from the first row to the head, page by page, and names the first
 * position where it breaks. Rows sealed after the head was read are left for the next check.
 */
export async function checkAuditChain(db: Queryable, anchor?: AuditAnchor): Promise<Omit<AuditVerdict, 'sealed' | 'unsealed'>> {
  const { lastSeq, ...head } = await readHead(db);
  const fail = (seq: number, problem: ChainProblem) => ({ intact: false, head, broken: { seq, problem } });
  let expected = 1;
  let hash = GENESIS_HASH;
  let anchorSeen = false;
  // Rows sealed past the head: the head was moved back to hide them from the check.
  if (lastSeq > head.seq) return fail(head.seq + 1, 'head');
  while (expected <= head.seq) {
    const rows = await sealedRows(db, expected, head.seq, PAGE);
    if (rows.length === 0) return fail(expected, 'missing');
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== expected) return fail(expected, 'missing');
      hash = chainHash(hash, chainRow(seq, row));
      if (hash !== row.hash) return fail(seq, 'altered');
      if (anchor && seq === anchor.seq) {
        if (hash !== anchor.hash) return fail(seq, 'anchor');
        anchorSeen = true;
      }
      expected += 1;
    }
  }
  if (hash !== head.hash) return fail(head.seq, 'head');
  if (anchor && !anchorSeen) return fail(anchor.seq, 'anchor');
  return { intact: true, head, broken: null };
}

/** What `npm run ops -- audit-verify` runs: seal what is waiting, then check the whole chain. */
export async function verifyAudit(db: Db, anchor?: AuditAnchor): Promise<AuditVerdict> {
  const sealed = await sealAudit(db);
  const verdict = await checkAuditChain(db, anchor);
  return { ...verdict, sealed, unsealed: await countUnsealed(db) };
}
