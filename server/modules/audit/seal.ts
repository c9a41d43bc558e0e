import type { Db } from '../../db/types';
import { chainHash, chainRow } from './chain';
import { lockHead, sealRows, unsealedRows } from './repository';

/** The durable queue's job that seals the log (scheduled every minute; see server/audit-work.ts). */
export const AUDIT_SEAL_JOB = 'audit-seal';

const BATCH = 1_000;

/**
 * Gives every committed, unsealed row its place in the chain, in id order, after the current
 * head: seq = head + 1, hash = sha256(head hash || row). One transaction per batch, holding the
 * head row's lock, so two sealers (two processes, a job and an operator's verify) never hand out
 * the same position; the second waits, then continues from where the first stopped. A row whose
 * transaction commits after a later id was sealed is simply sealed in the next pass: the chain
 * records commit order, not id order. Returns how many rows it sealed.
 */
export async function sealAudit(db: Db, batch = BATCH): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const head = await lockHead(tx);
      const rows = await unsealedRows(tx, batch);
      if (rows.length === 0) return 0;
      let { seq, hash } = head;
      const sealedRows = rows.map((row) => {
        seq += 1;
        hash = chainHash(hash, chainRow(seq, row));
        return { id: Number(row.id), seq, hash };
      });
      await sealRows(tx, sealedRows, { seq, hash });
      return rows.length;
    });
    sealed += count;
    if (count < batch) return sealed;
  }
}
