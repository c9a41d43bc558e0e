import { randomBytes } from 'node:crypto';
import { locatePostgres, openPostgres } from './postgres';
import type { Db } from './types';

/** Any constant: it serialises the extension check of scratch schemas opened together. */
const EXTENSION_LOCK = 7_264_312;

/**
 * The migrations' extensions, kept in public where every scratch schema sees them. Left to the
 * migration, CREATE EXTENSION would land in the first scratch schema on the search path: other
 * schemas migrating at the same time could not see its operator classes, and dropping that
 * schema would take the extension (and every index built on it) away.
 */
async function ensureSharedExtensions(admin: Db): Promise<void> {
  await admin.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [EXTENSION_LOCK]);
    const rows = await tx.query<{ schema: string }>(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    );
    if (!rows[0]) await tx.exec('CREATE EXTENSION pg_trgm WITH SCHEMA public');
    else if (rows[0].schema !== 'public') await tx.exec('ALTER EXTENSION pg_trgm SET SCHEMA public');
  });
}

/**
 * A throwaway schema in a PostgreSQL database, dropped on close: tests and benchmarks use it
 * so they never touch the database's own tables. Companion schemas named after it
 * (`<schema>_<suffix>`, such as the job queue's `<schema>_jobs`) are dropped with it.
 */
export async function openScratchPostgres(url: string, prefix: string, options: { max?: number } = {}): Promise<Db> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await ensureSharedExtensions(admin);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  // public stays on the path: extensions such as pg_trgm live there once installed.
  // Tests run many requests at once against one app: 20 by default; benches pass the server's own pool size.
  const inner = openPostgres(url, { searchPath: `${schema},public`, max: options.max ?? 20 });
  return locatePostgres(
    {
      ...inner,
      close: async () => {
        await inner.close();
        const companions = await admin.query<{ name: string }>('SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)', [
          `${schema}_`,
        ]);
        for (const { name } of companions) await admin.exec(`DROP SCHEMA "${name}" CASCADE`);
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      },
    },
    { url, scratchSchema: schema },
  );
}
