import type { Queryable } from '../../db/types';

/** The platform switches the console sets (table platform_settings); a key absent takes the environment's value. */
export type AccessKey = 'maintenance' | 'restricted_networks';

export async function readAccessSettings(db: Queryable): Promise<Partial<Record<AccessKey, unknown>>> {
  const rows = await db.query<{ key: AccessKey; value: unknown }>(
    `SELECT key, value FROM platform_settings WHERE key IN ('maintenance', 'restricted_networks')`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Sets one switch; true when its value changed (a repeat of the same value writes nothing). */
export async function writeAccessSetting(tx: Queryable, key: AccessKey, value: unknown): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO platform_settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
       WHERE platform_settings.value IS DISTINCT FROM EXCLUDED.value
     RETURNING key`,
    [key, JSON.stringify(value)],
  );
  return rows.length === 1;
}
