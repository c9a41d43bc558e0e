import type { Queryable } from '../db/types';

/**
 * Status of the i-th seeded withdrawal, out of every 20: 4 pending, 1 on hold, 1 waiting for KYC
 * (30% open, what the queue lists by default), 12 completed, 2 rejected — a busy day's mix.
 */
const STATUS_OF_I = `CASE WHEN i % 20 < 4 THEN 'pending' WHEN i % 20 = 4 THEN 'on_hold' WHEN i % 20 = 5 THEN 'waiting_kyc'
                          WHEN i % 20 < 18 THEN 'completed' ELSE 'rejected' END`;

/**
 * `count` withdrawals spread over `players` new players (each with one GCash account), made by
 * one INSERT … SELECT generate_series each: rows for the queue's paging, filters and bench, not
 * money (the ledger holds nothing for them; never decide on one). Withdrawal i is i×7 s old and
 * asks for a varied amount from ₱100. `tag` keeps usernames and references apart between calls.
 */
export async function seedWithdrawals(
  db: Queryable,
  o: { merchantCode: string; tag: string; count: number; players: number },
): Promise<{ usernames: string[] }> {
  await db.query(`INSERT INTO members (merchant_code, username, type) SELECT $1, $2 || 'p' || p, 0 FROM generate_series(1, $3::int) AS p`, [
    o.merchantCode,
    o.tag,
    o.players,
  ]);
  await db.query(
    `INSERT INTO payout_accounts (member_id, kind, bank_code, account_name, account_number)
     SELECT m.id, 'ewallet', 'GCASH', 'QUEUE PLAYER', '0917' || lpad(m.id::text, 7, '0')
       FROM members m WHERE m.merchant_code = $1 AND m.username LIKE $2 || 'p%'`,
    [o.merchantCode, o.tag],
  );
  // The accounts as two arrays, indexed by i (a join on a computed key would be a nested loop).
  await db.query(
    `WITH accounts AS (
       SELECT array_agg(a.id ORDER BY a.id) AS ids, array_agg(a.member_id ORDER BY a.id) AS members FROM payout_accounts a
         JOIN members m ON m.id = a.member_id WHERE m.merchant_code = $1 AND m.username LIKE $2 || 'p%')
     INSERT INTO withdrawals (member_id, payout_account_id, amount, currency, status, reference, created_at, updated_at)
     SELECT a.members[1 + i % $4::int], a.ids[1 + i % $4::int], 10000 + (i * 7919) % 4990000, 'PHP', ${STATUS_OF_I}, $2 || 'W' || i,
            now() - i * interval '7 seconds', now()
       FROM accounts a, generate_series(1, $3::int) AS i`,
    [o.merchantCode, o.tag, o.count, o.players],
  );
  return { usernames: Array.from({ length: o.players }, (_, p) => `${o.tag}p${p + 1}`) };
}
