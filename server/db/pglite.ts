import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './types';
import { heldToTransaction } from './held-statements';
import { guarded, toDbError } from './types';

/**
 * The PGlite instance behind each Db openPglite made. Only the job queue reaches it: pg-boss's
 * fromPglite adapter needs exec()'s rows per statement and listen(), which Queryable does not give.
 */
const instances = new WeakMap<Db, PGlite>();

/** The PGlite instance behind a Db from openPglite (undefined for any other Db). */
export function pgliteInstance(db: Db): PGlite | undefined {
  return instances.get(db);
}

/**
 * Embedded PostgreSQL (WASM), in `dataDir` or in memory (empty, or a copy of the data directory
 * `from` holds, as PGlite's dumpDataDir wrote it). One connection: PGlite serialises queries and transactions
 * itself, so a transaction here never interleaves with another. Failures come out as DbError
 * (PGlite's own errors carry the statement and its parameters).
 */
export async function openPglite(dataDir: string | null, options: { from?: Blob } = {}): Promise<Db> {
  // pg_trgm indexes game-name search, as it does on PostgreSQL.
  const extensions = { pg_trgm };
  const pg = dataDir
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create({ extensions, ...(options.from ? { loadDataDir: options.from } : {}) });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>, send = guarded): Queryable => ({
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await send(sql, () => q.query<R>(sql, params as unknown[]));
      return result.rows;
    },
    async exec(sql: string) {
      await send(sql, () => q.exec(sql));
    },
  });
  const root = wrap(pg);
  const db: Db = {
    dialect: 'pglite',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      // What fn throws passes as it is (its queries already throw DbError); BEGIN and COMMIT are PGlite's.
      let thrownByFn = false;
      // PGlite runs one statement at a time, but statements sent together still fail together:
      // the caller hears of the one that aborted the transaction (held-statements.ts).
      const statements = heldToTransaction();
      try {
        return await pg.transaction(async (tx) => {
          try {
            return await fn(wrap(tx, (sql, run) => statements.send(sql, run)));
          } catch (error) {
            thrownByFn = true;
            await statements.end();
            throw statements.cause(error);
          }
        });
      } catch (error) {
        throw thrownByFn ? error : toDbError(error, 'COMMIT');
      }
    },
    close: () => pg.close(),
  };
  instances.set(db, pg);
  return db;
}
