import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { pruneExpired } from './repository';

const t = useTestApp();

describe('pruning expired rows', () => {
  it('removes what has expired and keeps what is still live', async () => {
    const db = t.db;
    await db.query(
      `INSERT INTO captchas (id, answer_hash, expires_at)
        VALUES ('old', 'h', now() - interval '2 hours'), ('live', 'h', now() + interval '5 minutes')`,
    );
    await db.query(
      `INSERT INTO throttle_counters (key, hits, window_ends_at)
        VALUES ('ended', 3, now() - interval '1 minute'), ('running', 3, now() + interval '5 minutes')`,
    );
    await db.query(
      `INSERT INTO verification_codes (purpose, destination, code_hash, expires_at, resend_at)
        VALUES ('login', '+1', 'h', now() - interval '2 days', now()), ('login', '+2', 'h', now() + interval '5 minutes', now())`,
    );
    await pruneExpired(db);
    expect((await db.query<{ id: string }>('SELECT id FROM captchas')).map((r) => r.id)).toEqual(['live']);
    expect(
      (await db.query<{ key: string }>(`SELECT key FROM throttle_counters WHERE key IN ('ended', 'running')`)).map((r) => r.key),
    ).toEqual(['running']);
    expect((await db.query<{ destination: string }>('SELECT destination FROM verification_codes')).map((r) => r.destination)).toEqual([
      '+2',
    ]);
  });
});
