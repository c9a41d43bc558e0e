import { guarded, PG, pgErrorCode } from './types';

/**
 * A transaction's statements, held to its lifetime. Statements sent together (Promise.all) can
 * outlive the transaction's function: when one fails, Promise.all rejects at once while the
 * others' answers, and whatever statement their callers send next, are still to come. On a pooled
 * connection such a late statement would run after ROLLBACK, outside the transaction, or inside
 * the next transaction to borrow the connection. So `end` refuses every statement sent after it
 * (never sent) and waits for those already sent; the caller then sends COMMIT or ROLLBACK.
 *
 * It also keeps the transaction's first failure in the order PostgreSQL answered. Which failure
 * reaches the caller first through Promise.all depends on how many promises each answer passes
 * through on its way, and the statements sent behind a failed one all fail with
 * in_failed_sql_transaction: `cause` gives back the failure that aborted the transaction instead
 * (an overdraft, a deadlock to retry).
 */
export function heldToTransaction() {
  const inFlight = new Set<Promise<unknown>>();
  let ended = false;
  let firstFailure: unknown = undefined;
  return {
    send<R>(sql: string, send: () => Promise<R>): Promise<R> {
      if (ended) return guarded(sql, () => Promise.reject(new Error('statement sent after its transaction ended: not run')));
      const sent = guarded(sql, send);
      const settled: Promise<unknown> = sent.then(
        () => inFlight.delete(settled),
        (error: unknown) => {
          firstFailure ??= error;
          inFlight.delete(settled);
        },
      );
      inFlight.add(settled);
      return sent;
    },
    async end(): Promise<void> {
      ended = true;
      await Promise.all(inFlight);
    },
    /** What the transaction failed of: `error`, unless that is only a consequence of its first failure. */
    cause(error: unknown): unknown {
      return pgErrorCode(error) === PG.inFailedTransaction && firstFailure !== undefined ? firstFailure : error;
    },
  };
}
