import type { Queryable } from '../../db/types';
import { RECORDED_COLUMNS, recordedOrNull, type RecordedTransactionRow } from './repository';

/* The SQL of the wallet's risk rules (risk.ts): partner limits, round totals, held wins, alerts. */

/** Why a win is held (wallet_held_wins.reason). */
export type HoldReason = 'max_win' | 'max_ratio';

/** What an alert is about (wallet_risk_alerts.kind). */
export type AlertKind = 'win_held' | 'big_win' | 'rollback_after_win';

export interface RoundTotalsRow {
  stake: string | number;
  paid: string | number;
  held: string | number;
}

/*
 * A round's stake, paid and held wins, read in one statement so from the same snapshot. Wins count
 * through the bet they reference, so a win cannot move itself into another round by what it
 * claims. The round is the one recorded with the bet $4 (the request's round $3 if the bet has
 * none), read in the statement itself so that the wallet can send it along with its other reads.
 * $1 is the partner, $2 the member.
 */
const ROUND = `WITH r AS (
  SELECT coalesce((SELECT round FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = $4), $3) AS round)`;
const ROUND_TOTALS = `
  (SELECT coalesce(sum(b.amount), 0) FROM wallet_transactions b, r
    WHERE b.partner_code = $1 AND b.round = r.round AND b.member_id = $2 AND b.kind = 'bet' AND b.state = 'applied') AS stake,
  (SELECT coalesce(sum(w.amount), 0) FROM r, wallet_transactions b
     JOIN wallet_transactions w
       ON w.partner_code = b.partner_code AND w.reference_transaction_uuid = b.transaction_uuid AND w.kind = 'win'
    WHERE b.partner_code = $1 AND b.round = r.round AND b.member_id = $2 AND b.kind = 'bet') AS paid,
  (SELECT coalesce(sum(h.amount), 0) FROM r, wallet_transactions b
     JOIN wallet_held_wins h
       ON h.partner_code = b.partner_code AND h.reference_transaction_uuid = b.transaction_uuid AND h.status = 'held'
    WHERE b.partner_code = $1 AND b.round = r.round AND b.member_id = $2 AND b.kind = 'bet') AS held`;

export async function sumRoundTotals(
  tx: Queryable,
  partner: string,
  memberId: number,
  bet: { betUuid: string; round: string },
): Promise<RoundTotalsRow> {
  const rows = await tx.query<RoundTotalsRow>(`${ROUND} SELECT ${ROUND_TOTALS}`, [partner, memberId, bet.round, bet.betUuid]);
  return rows[0]!;
}

/**
 * What a win needs to know once its bet is locked, in one statement: what its uuid already names
 * (the transaction recorded under it, the win held for review under it; null when not there), and
 * its round's totals so far, when asked (`withTotals`: a win of nothing, which most losing rounds
 * send, is not judged, and its totals, zero here, are never summed).
 */
export async function findWinSeen(
  tx: Queryable,
  partner: string,
  memberId: number,
  win: { winUuid: string; betUuid: string; round: string; withTotals: boolean },
): Promise<{ recorded: RecordedTransactionRow | null; held: { fingerprint: string } | null; totals: RoundTotalsRow }> {
  const rows = await tx.query<RoundTotalsRow & Partial<RecordedTransactionRow> & { held_fingerprint: string | null }>(
    `${ROUND}, totals AS (SELECT ${ROUND_TOTALS} WHERE $6::boolean)
     SELECT coalesce(t.stake, 0) AS stake, coalesce(t.paid, 0) AS paid, coalesce(t.held, 0) AS held,
            ${RECORDED_COLUMNS}, h.fingerprint AS held_fingerprint
       FROM (VALUES (1)) one
       LEFT JOIN totals t ON true
       LEFT JOIN wallet_transactions w ON w.partner_code = $1 AND w.transaction_uuid = $5
       LEFT JOIN wallet_held_wins h ON h.partner_code = $1 AND h.transaction_uuid = $5`,
    [partner, memberId, win.round, win.betUuid, win.winUuid, win.withTotals],
  );
  const { stake, paid, held, held_fingerprint, ...recorded } = rows[0]!;
  return {
    recorded: recordedOrNull(recorded),
    held: held_fingerprint === null ? null : { fingerprint: held_fingerprint },
    totals: { stake, paid, held },
  };
}

export interface RiskAlert {
  kind: AlertKind;
  partner: string;
  /** The win or rollback that raised it. */
  transactionUuid: string;
  /** The bet it points at. */
  referenceTransactionUuid: string;
  memberId: number;
  round: string | null;
  /** Centavos: the win, or the stake a refused rollback would have refunded. */
  amount: number;
  roundStake: number;
  currency: string;
  detail?: Record<string, unknown>;
}

/**
 * Records an alert once per (partner, transaction, kind), so a replay raises nothing new; the new
 * row's id, or null if it was there.
 */
export async function insertRiskAlertOnce(tx: Queryable, a: RiskAlert): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO wallet_risk_alerts
       (kind, partner_code, transaction_uuid, reference_transaction_uuid, member_id, round, amount, round_stake, currency, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (partner_code, transaction_uuid, kind) DO NOTHING RETURNING id`,
    [
      a.kind,
      a.partner,
      a.transactionUuid,
      a.referenceTransactionUuid,
      a.memberId,
      a.round,
      a.amount,
      a.roundStake,
      a.currency,
      JSON.stringify(a.detail ?? {}),
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** A win held for review, as the wallet records it (not paid, not in the player's records). */
interface HeldWin {
  partner: string;
  transactionUuid: string;
  referenceTransactionUuid: string;
  memberId: number;
  round: string;
  gameCode: string;
  amount: number;
  currency: string;
  fingerprint: string;
  reason: HoldReason;
}

/** True when this call held it; false when the same uuid was held already (a concurrent replay). */
export async function insertHeldWinOnce(tx: Queryable, h: HeldWin): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO wallet_held_wins
       (partner_code, transaction_uuid, reference_transaction_uuid, member_id, round, game_code, amount, currency, fingerprint, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING transaction_uuid`,
    [
      h.partner,
      h.transactionUuid,
      h.referenceTransactionUuid,
      h.memberId,
      h.round,
      h.gameCode,
      h.amount,
      h.currency,
      h.fingerprint,
      h.reason,
    ],
  );
  return rows.length === 1;
}

interface HeldWinStateRow {
  status: string;
  fingerprint: string;
  reference_transaction_uuid: string;
}

/** A win under review, in any status: a replay of it, or a rollback naming it, is answered from this. */
export async function findHeldWinState(tx: Queryable, partner: string, transactionUuid: string): Promise<HeldWinStateRow | null> {
  const rows = await tx.query<HeldWinStateRow>(
    'SELECT status, fingerprint, reference_transaction_uuid FROM wallet_held_wins WHERE partner_code = $1 AND transaction_uuid = $2',
    [partner, transactionUuid],
  );
  return rows[0] ?? null;
}

/** Whether a bet has a win (paid, or held for review) pointing at it: its round is settled. */
export async function betHasWin(tx: Queryable, partner: string, betUuid: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM wallet_transactions WHERE partner_code = $1 AND reference_transaction_uuid = $2 AND kind = 'win'
     UNION ALL
     SELECT 1 FROM wallet_held_wins WHERE partner_code = $1 AND reference_transaction_uuid = $2 AND status = 'held'
     LIMIT 1`,
    [partner, betUuid],
  );
  return rows.length > 0;
}

interface RiskAlertRecordRow {
  id: number;
  kind: AlertKind;
  partner_code: string;
  transaction_uuid: string;
  reference_transaction_uuid: string | null;
  member_id: number;
  round: string | null;
  amount: number;
  round_stake: number;
  currency: string;
  /** jsonb: an object, or its text from a driver that does not parse it. */
  detail: Record<string, unknown> | string;
  status: 'open' | 'resolved';
  created_at: Date | string;
}

/** The newest first, for a back-office working through them. */
export async function listRiskAlertRows(db: Queryable, status: 'open' | 'resolved', limit: number): Promise<RiskAlertRecordRow[]> {
  return db.query<RiskAlertRecordRow>(
    `SELECT id, kind, partner_code, transaction_uuid, reference_transaction_uuid, member_id, round, amount, round_stake, currency,
            detail, status, created_at
       FROM wallet_risk_alerts WHERE status = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [status, limit],
  );
}

/**
 * Who a held win pays, read before its transaction: the player's and the house's ledger accounts
 * are ensured outside it, as for every wallet movement.
 */
export async function findHeldWinPayee(
  db: Queryable,
  partner: string,
  transactionUuid: string,
): Promise<{ member_id: number; currency: string } | null> {
  const rows = await db.query<{ member_id: number; currency: string }>(
    `SELECT member_id, currency FROM wallet_held_wins WHERE partner_code = $1 AND transaction_uuid = $2 AND status = 'held'`,
    [partner, transactionUuid],
  );
  return rows[0] ?? null;
}

interface HeldWinRow {
  reference_transaction_uuid: string;
  round: string;
  game_code: string;
  amount: number;
  currency: string;
  fingerprint: string;
}

/** A win still held, locked until its release commits: two releases cannot both pay it. */
export async function lockHeldWin(tx: Queryable, partner: string, transactionUuid: string): Promise<HeldWinRow | null> {
  const rows = await tx.query<HeldWinRow>(
    `SELECT reference_transaction_uuid, round, game_code, amount, currency, fingerprint FROM wallet_held_wins
      WHERE partner_code = $1 AND transaction_uuid = $2 AND status = 'held' FOR UPDATE`,
    [partner, transactionUuid],
  );
  return rows[0] ?? null;
}

/** Paid now: its round's totals count it as paid (wallet_transactions), no longer as held. */
export async function markHeldWinReleased(tx: Queryable, partner: string, transactionUuid: string): Promise<void> {
  await tx.query(`UPDATE wallet_held_wins SET status = 'released', released_at = now() WHERE partner_code = $1 AND transaction_uuid = $2`, [
    partner,
    transactionUuid,
  ]);
}

/** The review a held win asked for is done once it is paid. */
export async function resolveWinHeldAlert(tx: Queryable, partner: string, transactionUuid: string): Promise<void> {
  await tx.query(
    `UPDATE wallet_risk_alerts SET status = 'resolved', resolved_at = now()
      WHERE partner_code = $1 AND transaction_uuid = $2 AND kind = 'win_held' AND status = 'open'`,
    [partner, transactionUuid],
  );
}
