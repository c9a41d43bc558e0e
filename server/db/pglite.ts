import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './types';

/**
 * Embedded PostgreSQL (WASM). One connection: PGlite serialises queries and transactions
 * itself, so a transaction here never interleaves with another.
 */
export async function openPglite(dataDir: string | null): Promise<Db> {
  // pg_trgm indexes game-name search, as it does on PostgreSQL.
  const extensions = { pg_trgm };
  const pg = dataDir ? await PGlite.create(dataDir, { extensions }) : await PGlite.create({ extensions });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<R>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const root = wrap(pg);
  return {
    dialect: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
