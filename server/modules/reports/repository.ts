import { TRIAL_MEMBER_TYPE } from '../../../contracts/constants';
import type { Db, Queryable } from '../../db/types';

/**
 * The reports' figures, straight from the rows that move money (wallet_transactions and
 * ledger_transfers, written in one transaction with each other, so with one created_at) and
 * from the audit log. `from` and `to` are the range's bounds as instants (`to` excluded); a day
 * is the Manila calendar day of the row's time. Trial players' play money is left out.
 */
export interface Range {
  from: Date;
  to: Date;
}

/**
 * Runs a report's queries on one snapshot (REPEATABLE READ, read only), so its figures and its
 * check against the ledger see the same rows even while play goes on. JIT compilation is off: on
 * these wide aggregates it cost PostgreSQL seconds of compiling for no faster run (measured, README).
 */
export function onOneSnapshot<T>(db: Db, read: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await tx.query('SET LOCAL jit = off');
    return read(tx);
  });
}

const MANILA_DATE = (column: string) => `(${column} AT TIME ZONE 'Asia/Manila')::date`;
const DAY = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD')`;
/** A number a JSON field holds, as bigint, or NULL (a key written by hand would not break the cast). */
const JSON_ID = (field: string) => `CASE WHEN jsonb_typeof(t.metadata->'${field}') = 'number' THEN (t.metadata->>'${field}')::bigint END`;
const n = (v: unknown) => Number(v ?? 0);

export interface GgrLine {
  day: string;
  partner: string;
  gameCode: string;
  vendor: string | null;
  gameName: string | null;
  stakes: number;
  wins: number;
  refunds: number;
  bets: number;
}

/**
 * Stakes, wins and refunds per day, wallet partner and game, as the wallet applied them: only
 * rows with a ledger transfer count (a zero bet moves nothing). A bet counts on its day even if a
 * later rollback refunds it; the refund counts on the rollback's day, for the amount its ledger
 * transfer moved (the rollback row itself records 0). Rollbacks are few: they are read apart,
 * by their own index, so the bets and wins are one plain aggregate.
 */
export async function ggrLines(db: Queryable, r: Range): Promise<GgrLine[]> {
  const rows = await db.query<Record<string, unknown>>(
    `WITH moved AS (
       SELECT ${MANILA_DATE('w.created_at')} AS day, w.partner_code, COALESCE(w.game_code, '') AS game_code,
              sum(w.amount) FILTER (WHERE w.kind = 'bet') AS stakes, count(*) FILTER (WHERE w.kind = 'bet') AS bets,
              sum(w.amount) FILTER (WHERE w.kind = 'win') AS wins
         FROM wallet_transactions w JOIN members m ON m.id = w.member_id
        WHERE w.created_at >= $1 AND w.created_at < $2 AND w.kind IN ('bet', 'win') AND w.ledger_transfer_id IS NOT NULL AND m.type <> $3
        GROUP BY 1, 2, 3),
     refunded AS (
       SELECT ${MANILA_DATE('w.created_at')} AS day, w.partner_code, COALESCE(w.game_code, '') AS game_code, sum(t.amount) AS refunds
         FROM wallet_transactions w JOIN ledger_transfers t ON t.id = w.ledger_transfer_id JOIN members m ON m.id = w.member_id
        WHERE w.kind = 'rollback' AND w.created_at >= $1 AND w.created_at < $2 AND m.type <> $3
        GROUP BY 1, 2, 3),
     catalogue AS (SELECT DISTINCT ON (game_code) game_code, vendor_code, game_name FROM games ORDER BY game_code, node_id)
     SELECT to_char(day, 'YYYY-MM-DD') AS day, partner_code, game_code, stakes, bets, wins, refunds, g.vendor_code, g.game_name
       FROM moved FULL JOIN refunded USING (day, partner_code, game_code) LEFT JOIN catalogue g USING (game_code)
      ORDER BY 1, 2, 3`,
    [r.from, r.to, TRIAL_MEMBER_TYPE],
  );
  return rows.map((row) => ({
    day: String(row.day),
    partner: String(row.partner_code),
    gameCode: String(row.game_code),
    vendor: (row.vendor_code as string | null) ?? null,
    gameName: (row.game_name as string | null) ?? null,
    stakes: n(row.stakes),
    wins: n(row.wins),
    refunds: n(row.refunds),
    bets: n(row.bets),
  }));
}

/**
 * The check on GGR: what the ledger's bet transfers of real players took to the house, less what
 * its win and rollback transfers gave back, in the range.
 */
export async function ledgerGameNet(db: Queryable, r: Range): Promise<number> {
  const rows = await db.query<{ net: string | number | null }>(
    `SELECT sum(CASE WHEN t.kind = 'bet' THEN t.amount ELSE -t.amount END) AS net
       FROM ledger_transfers t
       JOIN ledger_accounts a ON a.id = CASE WHEN t.kind = 'bet' THEN t.from_account_id ELSE t.to_account_id END
       JOIN members m ON m.id = a.member_id
      WHERE t.kind IN ('bet', 'win', 'rollback') AND t.created_at >= $1 AND t.created_at < $2 AND m.type <> $3`,
    [r.from, r.to, TRIAL_MEMBER_TYPE],
  );
  return n(rows[0]?.net);
}

export interface PaymentLine {
  day: string;
  direction: 'deposit' | 'withdrawal';
  channel: string;
  amount: number;
  count: number;
  reversed: number;
  reversedCount: number;
}

/**
 * Completed deposits (the ledger's deposit transfers, with their order's channel) and withdrawals
 * (the transfers that paid them out, with the payout account's bank), per day and channel; a
 * payout the bank returned (its reversal transfer) counts on the day it came back.
 */
export async function paymentLines(db: Queryable, r: Range): Promise<PaymentLine[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT day, direction, channel,
            sum(amount) FILTER (WHERE NOT reversal) AS amount, count(*) FILTER (WHERE NOT reversal) AS count,
            sum(amount) FILTER (WHERE reversal) AS reversed, count(*) FILTER (WHERE reversal) AS reversed_count
       FROM (SELECT ${DAY('t.created_at')} AS day, 'deposit' AS direction, COALESCE(d.channel_name, 'ledger') AS channel,
                    t.amount, false AS reversal
               FROM ledger_transfers t LEFT JOIN deposits d ON d.id = ${JSON_ID('depositId')}
              WHERE t.kind = 'deposit' AND t.created_at >= $1 AND t.created_at < $2
             UNION ALL
             SELECT ${DAY('t.created_at')}, 'withdrawal', COALESCE(p.bank_code, 'ledger'), t.amount, t.kind = 'release'
               FROM ledger_transfers t
               LEFT JOIN withdrawals w ON w.id = ${JSON_ID('withdrawalId')}
               LEFT JOIN payout_accounts p ON p.id = w.payout_account_id
              WHERE (t.kind = 'withdrawal' OR (t.kind = 'release' AND t.idempotency_key LIKE 'withdrawal-reversal:%'))
                AND t.created_at >= $1 AND t.created_at < $2) x
      GROUP BY day, direction, channel
      ORDER BY day, direction, channel`,
    [r.from, r.to],
  );
  return rows.map((row) => ({
    day: String(row.day),
    direction: row.direction as PaymentLine['direction'],
    channel: String(row.channel),
    amount: n(row.amount),
    count: n(row.count),
    reversed: n(row.reversed),
    reversedCount: n(row.reversed_count),
  }));
}

/** Per day (and, under day null, over the whole range): distinct members, or rows, of one kind. */
type Counted = { day: string | null; count: number }[];

async function counted(db: Queryable, sql: string, params: unknown[]): Promise<Counted> {
  const rows = await db.query<{ day: string | null; count: string | number }>(sql, params);
  return rows.map((row) => ({ day: row.day === null ? null : String(row.day), count: n(row.count) }));
}

/** Real players with a bet taken (one that moved money), per day and over the range. */
export function activePlayers(db: Queryable, r: Range): Promise<Counted> {
  return counted(
    db,
    `SELECT ${DAY('w.created_at')} AS day, count(DISTINCT w.member_id) AS count
       FROM wallet_transactions w JOIN members m ON m.id = w.member_id
      WHERE w.kind = 'bet' AND w.ledger_transfer_id IS NOT NULL AND w.created_at >= $1 AND w.created_at < $2 AND m.type <> $3
      GROUP BY GROUPING SETS ((1), ())`,
    [r.from, r.to, TRIAL_MEMBER_TYPE],
  );
}

/** Real accounts registered, per day and over the range. */
export function registeredPlayers(db: Queryable, r: Range): Promise<Counted> {
  return counted(
    db,
    `SELECT ${DAY('created_at')} AS day, count(*) AS count FROM members
      WHERE created_at >= $1 AND created_at < $2 AND type <> $3
      GROUP BY GROUPING SETS ((1), ())`,
    [r.from, r.to, TRIAL_MEMBER_TYPE],
  );
}

/** Players with a deposit credited (a deposit transfer to their account), per day and over the range. */
export function depositingPlayers(db: Queryable, r: Range): Promise<Counted> {
  return counted(
    db,
    `SELECT ${DAY('t.created_at')} AS day, count(DISTINCT a.member_id) AS count
       FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
      WHERE t.kind = 'deposit' AND t.created_at >= $1 AND t.created_at < $2 AND a.member_id IS NOT NULL
      GROUP BY GROUPING SETS ((1), ())`,
    [r.from, r.to],
  );
}

export interface BonusLine {
  day: string;
  promotionKind: string;
  granted: number;
  grants: number;
  takenBack: number;
}

/**
 * The ledger's bonus transfers per day: to a player, a grant of its promotion's kind (from the
 * transfer's promotionId); back to the bonus account, a bonus taken back (a break forfeits the
 * locked bonuses together, so that line has no promotion).
 */
export async function bonusLines(db: Queryable, r: Range): Promise<BonusLine[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${DAY('t.created_at')} AS day,
            CASE WHEN a.kind = 'player' THEN COALESCE(p.kind, 'unknown') ELSE 'taken_back' END AS promotion_kind,
            sum(t.amount) FILTER (WHERE a.kind = 'player') AS granted, count(*) FILTER (WHERE a.kind = 'player') AS grants,
            sum(t.amount) FILTER (WHERE a.kind <> 'player') AS taken_back
       FROM ledger_transfers t
       JOIN ledger_accounts a ON a.id = t.to_account_id
       LEFT JOIN promotions p ON a.kind = 'player' AND p.promotion_id = ${JSON_ID('promotionId')}
      WHERE t.kind = 'bonus' AND t.created_at >= $1 AND t.created_at < $2
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [r.from, r.to],
  );
  return rows.map((row) => ({
    day: String(row.day),
    promotionKind: String(row.promotion_kind),
    granted: n(row.granted),
    grants: n(row.grants),
    takenBack: n(row.taken_back),
  }));
}

/** Limit and exclusion events (the audit log's protection.* rows) per day and kind. */
export async function protectionLines(db: Queryable, r: Range): Promise<{ day: string; event: string; count: number; players: number }[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${DAY('created_at')} AS day, kind, count(*) AS count, count(DISTINCT member_id) AS players
       FROM audit_log
      WHERE kind LIKE 'protection.%' AND created_at >= $1 AND created_at < $2
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [r.from, r.to],
  );
  return rows.map((row) => ({ day: String(row.day), event: String(row.kind), count: n(row.count), players: n(row.players) }));
}
