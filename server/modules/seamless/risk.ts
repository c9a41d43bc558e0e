import type { Db, Queryable } from '../../db/types';
import { applyTransfer, ensurePlayerAccount, houseAccount } from '../../ledger/ledger';
import { UNITS_PER_CENTAVO } from '../../../contracts/constants';

/**
 * How far the wallet trusts a partner's wins, per partner (wallet_partners, migration 010), in
 * minor units of the wallet currency (centavos). Above `maxWin`, or above `maxWinRatio` times
 * the round's stake, a win is held for review instead of paid; a paid win above both `alertWin`
 * and `alertWinRatio` times the stake raises a big-win alert (Hub88's own rule: over EUR 40,000
 * and over 350x).
 */
export interface PartnerLimits {
  maxWin: number;
  maxWinRatio: number;
  alertWin: number;
  alertWinRatio: number;
}

export async function partnerLimits(db: Queryable, partner: string): Promise<PartnerLimits> {
  const rows = await db.query<{ max_win_centavos: number; max_win_ratio: number; alert_win_centavos: number; alert_win_ratio: number }>(
    'SELECT max_win_centavos, max_win_ratio, alert_win_centavos, alert_win_ratio FROM wallet_partners WHERE code = $1',
    [partner],
  );
  const row = rows[0];
  if (!row) throw new Error(`unknown wallet partner ${partner}`);
  return {
    maxWin: Number(row.max_win_centavos),
    maxWinRatio: Number(row.max_win_ratio),
    alertWin: Number(row.alert_win_centavos),
    alertWinRatio: Number(row.alert_win_ratio),
  };
}

/** One player's round so far, in centavos: what was staked (applied bets) and won (paid or held). */
export interface RoundTotals {
  stake: number;
  won: number;
}

/** The round is the bet's own round, as recorded when the bet was applied (not what a win claims). */
export async function roundTotals(tx: Queryable, partner: string, memberId: number, round: string): Promise<RoundTotals> {
  const rows = await tx.query<{ stake: string | number; paid: string | number; held: string | number }>(
    `SELECT
       (SELECT coalesce(sum(b.amount), 0) FROM wallet_transactions b
         WHERE b.partner_code = $1 AND b.round = $3 AND b.member_id = $2 AND b.kind = 'bet' AND b.state = 'applied') AS stake,
       (SELECT coalesce(sum(w.amount), 0) FROM wallet_transactions b
          JOIN wallet_transactions w ON w.partner_code = b.partner_code AND w.reference_transaction_uuid = b.transaction_uuid AND w.kind = 'win'
         WHERE b.partner_code = $1 AND b.round = $3 AND b.member_id = $2 AND b.kind = 'bet') AS paid,
       (SELECT coalesce(sum(h.amount), 0) FROM wallet_transactions b
          JOIN wallet_held_wins h ON h.partner_code = b.partner_code AND h.reference_transaction_uuid = b.transaction_uuid AND h.status = 'held'
         WHERE b.partner_code = $1 AND b.round = $3 AND b.member_id = $2 AND b.kind = 'bet') AS held`,
    [partner, memberId, round],
  );
  const row = rows[0]!;
  return { stake: Number(row.stake), won: Number(row.paid) + Number(row.held) };
}

export type HoldReason = 'max_win' | 'max_ratio';

export interface WinVerdict {
  /** Why the win is held for review, or null when it is paid. */
  hold: HoldReason | null;
  /** A paid win the risk team should see (over both alert thresholds). */
  bigWin: boolean;
  /** The round's winnings with this win over its stake; null for a round with no stake. */
  ratio: number | null;
}

/**
 * What to do with a win of `amount` centavos in a round with `totals` so far. The ratio counts
 * the whole round (several wins on one stake, such as free spins, add up), so a large win cannot
 * slip under it in small pieces. A round with no stake (free spins, rewards) has no ratio: the
 * single-win maximum bounds it.
 */
export function judgeWin(limits: PartnerLimits, amount: number, totals: RoundTotals): WinVerdict {
  const total = totals.won + amount;
  const ratio = totals.stake > 0 ? total / totals.stake : null;
  const hold: HoldReason | null = amount > limits.maxWin ? 'max_win' : ratio !== null && ratio > limits.maxWinRatio ? 'max_ratio' : null;
  const bigWin = hold === null && amount > limits.alertWin && (ratio === null || ratio > limits.alertWinRatio);
  return { hold, bigWin, ratio };
}

export type AlertKind = 'win_held' | 'big_win' | 'rollback_after_win';

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

/** Records an alert once per (partner, transaction, kind); the new row's id, or null if it was there. */
export async function raiseAlert(tx: Queryable, a: RiskAlert): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO wallet_risk_alerts (kind, partner_code, transaction_uuid, reference_transaction_uuid, member_id, round, amount, round_stake, currency, detail)
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

/**
 * The structured warn line of a new alert: ids and amounts only. No player (the back-office
 * finds them through the alert id), no token, nothing a log reader could use to play as them.
 */
export function alertLogLine(id: number, a: RiskAlert): Record<string, unknown> {
  return {
    event: 'seamless_risk_alert',
    alertId: id,
    kind: a.kind,
    partner: a.partner,
    transactionUuid: a.transactionUuid,
    referenceTransactionUuid: a.referenceTransactionUuid,
    amountCentavos: a.amount,
    roundStakeCentavos: a.roundStake,
    currency: a.currency,
    ...(a.detail ?? {}),
  };
}

/** A win held for review, as the wallet records it (not paid, not in the player's records). */
export interface HeldWin {
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
export async function holdWin(tx: Queryable, h: HeldWin): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO wallet_held_wins (partner_code, transaction_uuid, reference_transaction_uuid, member_id, round, game_code, amount, currency, fingerprint, reason)
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

export async function findHeldWin(
  tx: Queryable,
  partner: string,
  transactionUuid: string,
): Promise<{ status: string; fingerprint: string; reference: string } | null> {
  const rows = await tx.query<{ status: string; fingerprint: string; reference_transaction_uuid: string }>(
    'SELECT status, fingerprint, reference_transaction_uuid FROM wallet_held_wins WHERE partner_code = $1 AND transaction_uuid = $2',
    [partner, transactionUuid],
  );
  return rows[0] ? { status: rows[0].status, fingerprint: rows[0].fingerprint, reference: rows[0].reference_transaction_uuid } : null;
}

/** Whether a bet has a win (paid, or held for review) pointing at it. */
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

export interface RiskAlertRow {
  id: number;
  kind: AlertKind;
  partnerCode: string;
  transactionUuid: string;
  referenceTransactionUuid: string | null;
  memberId: number;
  round: string | null;
  amount: number;
  roundStake: number;
  currency: string;
  detail: Record<string, unknown>;
  status: 'open' | 'resolved';
  createdAt: string;
}

/** What a back-office lists: the alerts, newest first (open ones by default). */
export async function listRiskAlerts(db: Queryable, f: { status?: 'open' | 'resolved'; limit?: number } = {}): Promise<RiskAlertRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, kind, partner_code, transaction_uuid, reference_transaction_uuid, member_id, round, amount, round_stake, currency, detail, status, created_at
       FROM wallet_risk_alerts WHERE status = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [f.status ?? 'open', f.limit ?? 100],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as AlertKind,
    partnerCode: String(r.partner_code),
    transactionUuid: String(r.transaction_uuid),
    referenceTransactionUuid: r.reference_transaction_uuid === null ? null : String(r.reference_transaction_uuid),
    memberId: Number(r.member_id),
    round: r.round === null ? null : String(r.round),
    amount: Number(r.amount),
    roundStake: Number(r.round_stake),
    currency: String(r.currency),
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>,
    status: r.status as 'open' | 'resolved',
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}

/**
 * Pays a held win after review: the win enters wallet_transactions and the ledger exactly as if
 * it had been paid when it came (same idempotency key), its alert is resolved, and the partner's
 * next replay of the win is answered RS_OK with this balance. Null when there is no such held
 * win (unknown, or released already). The player's balance in 1/100,000 units otherwise.
 */
export async function releaseHeldWin(db: Db, partner: string, transactionUuid: string): Promise<{ balance: number } | null> {
  const found = await db.query<{ member_id: number; currency: string }>(
    `SELECT member_id, currency FROM wallet_held_wins WHERE partner_code = $1 AND transaction_uuid = $2 AND status = 'held'`,
    [partner, transactionUuid],
  );
  if (!found[0]) return null;
  const memberId = Number(found[0].member_id);
  const account = await ensurePlayerAccount(db, memberId, found[0].currency);
  const house = await houseAccount(db, found[0].currency, memberId);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{
      reference_transaction_uuid: string;
      round: string;
      game_code: string;
      amount: number;
      currency: string;
      fingerprint: string;
    }>(
      `SELECT reference_transaction_uuid, round, game_code, amount, currency, fingerprint FROM wallet_held_wins
        WHERE partner_code = $1 AND transaction_uuid = $2 AND status = 'held' FOR UPDATE`,
      [partner, transactionUuid],
    );
    const h = rows[0];
    if (!h) return null;
    const amount = Number(h.amount);
    // A uuid taken since (it should not be) fails here on the primary key, and nothing moves.
    await tx.query(
      `INSERT INTO wallet_transactions (partner_code, transaction_uuid, kind, state, member_id, round, game_code, amount, currency, reference_transaction_uuid, fingerprint, balance_after)
       VALUES ($1, $2, 'win', 'applied', $3, $4, $5, $6, $7, $8, $9, 0)`,
      [partner, transactionUuid, memberId, h.round, h.game_code, amount, h.currency, h.reference_transaction_uuid, h.fingerprint],
    );
    const moved = await applyTransfer(tx, {
      idempotencyKey: `seamless:${partner}:${transactionUuid}`,
      kind: 'win',
      fromAccountId: house,
      toAccountId: account,
      amount,
      currency: h.currency,
      metadata: { round: h.round, game: h.game_code, releasedAfterReview: true },
    });
    const balance = moved.balances[account]! * UNITS_PER_CENTAVO;
    await tx.query(
      'UPDATE wallet_transactions SET balance_after = $3, ledger_transfer_id = $4 WHERE partner_code = $1 AND transaction_uuid = $2',
      [partner, transactionUuid, balance, moved.transferId],
    );
    await tx.query(
      `UPDATE wallet_held_wins SET status = 'released', released_at = now() WHERE partner_code = $1 AND transaction_uuid = $2`,
      [partner, transactionUuid],
    );
    await tx.query(
      `UPDATE wallet_risk_alerts SET status = 'resolved', resolved_at = now() WHERE partner_code = $1 AND transaction_uuid = $2 AND kind = 'win_held' AND status = 'open'`,
      [partner, transactionUuid],
    );
    return { balance };
  });
}
