import { randomBytes } from 'node:crypto';
import { openPostgres } from './postgres';
import type { Db } from './types';

/**
 * A throwaway schema in a PostgreSQL database, dropped on close: tests and benchmarks use it
 * so they never touch the database's own tables.
 */
export async function openScratchPostgres(url: string, prefix: string): Promise<Db> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  // public stays on the path: extensions such as pg_trgm live there once installed.
  const inner = openPostgres(url, { searchPath: `${schema},public`, max: 20 });
  return {
    ...inner,
    close: async () => {
      await inner.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
