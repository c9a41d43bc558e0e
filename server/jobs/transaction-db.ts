import type { Db as BossDb } from 'pg-boss';
import type { Queryable } from '../db/types';

/**
 * pg-boss's view of a caller's transaction, so `send(..., { tx })` writes the job in it: the job
 * exists only if the transaction commits (and a NOTIFY in it is delivered only then). A send is
 * one parameterised statement, which Queryable.query runs as it is on both dialects. Anything
 * else pg-boss might try through it (a parameterless script) is refused rather than guessed at.
 * Failures arrive as our DbError, which carries no values.
 */
export function transactionDb(tx: Queryable): BossDb {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values?.length) throw new Error('the job queue runs only parameterised statements in a caller transaction');
      return { rows: await tx.query(text, values) };
    },
  };
}
