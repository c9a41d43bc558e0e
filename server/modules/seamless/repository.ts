import type { Queryable } from '../../db/types';

/*
 * The seamless wallet's SQL: partners, game tokens and the wallet_transactions journal. Risk
 * rules (limits, held wins, alerts) keep theirs in risk-repository.ts.
 */

/** The key a partner signs its calls with; an inactive partner has none, so it is refused. */
/** An active partner's key and win limits (risk.ts), in one read. */
export interface ActivePartnerRow {
  public_key_pem: string;
  max_win_centavos: number;
  max_win_ratio: number;
  alert_win_centavos: number;
  alert_win_ratio: number;
}

export async function findActivePartner(db: Queryable, partner: string): Promise<ActivePartnerRow | null> {
  const rows = await db.query<ActivePartnerRow>(
    `SELECT public_key_pem, max_win_centavos, max_win_ratio, alert_win_centavos, alert_win_ratio
       FROM wallet_partners WHERE code = $1 AND active`,
    [partner],
  );
  return rows[0] ?? null;
}

/** What a partner's user/info and a bet need to know of a member. */
interface MemberRegistrationRow {
  created_at: Date;
  status: string;
}

/** The partner's user/info shows the registration date, and knows nobody who is not a member. */
export async function findMemberRegistration(db: Queryable, memberId: number): Promise<MemberRegistrationRow | null> {
  const rows = await db.query<MemberRegistrationRow>('SELECT created_at, status FROM members WHERE id = $1', [memberId]);
  return rows[0] ?? null;
}

interface NewGameToken {
  tokenHash: string;
  memberId: number;
  sessionHash: string;
  partnerCode: string;
  gameCode: string;
  currency: string;
  idleMinutes: number;
}

/** Only the token's hash is stored: a database reader cannot play as the player. */
export async function insertGameToken(db: Queryable, g: NewGameToken): Promise<void> {
  await db.query(
    `INSERT INTO game_tokens (token_hash, member_id, session_hash, partner_code, game_code, currency, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [g.tokenHash, g.memberId, g.sessionHash, g.partnerCode, g.gameCode, g.currency, g.idleMinutes],
  );
}

interface GameTokenRow {
  member_id: number;
  currency: string;
  game_code: string;
  expired: boolean;
  /** The player's ledger account in the token's currency, when it exists (read with the token: one round trip less per call). */
  account_id: number | null;
  /** Whether play now would slide the token or touch its session (checkAndSlideGameToken writes nothing otherwise). */
  slide_due: boolean;
}

/*
 * A token slides, and its session counts play as activity, at most once a minute: a minute of the
 * token's 30 or the session's idle limit is nothing, and a row version per bet was most of a bet's
 * writes. The read tells whether a slide is due, so most bets send no slide at all.
 */
const tokenSlideDue = (idleMinutes: string) => `g.expires_at < now() + make_interval(mins => ${idleMinutes}) - interval '1 minute'`;
const SESSION_TOUCH_DUE = `s.revoked_at IS NULL AND s.last_seen_at < now() - interval '1 minute'`;

/** Whether a token (g) is over: past its own expiry, or its session (s) ended or missing. */
const TOKEN_EXPIRED = `(g.expires_at <= now() OR s.token_hash IS NULL OR s.revoked_at IS NOT NULL OR s.expires_at <= now())`;

/** A token of this partner's (another partner's token is no token); `expired` judges its session too. */
export async function findGameTokenRow(
  db: Queryable,
  tokenHash: string,
  partnerCode: string,
  idleMinutes: number,
): Promise<GameTokenRow | null> {
  const rows = await db.query<GameTokenRow>(
    `SELECT g.member_id, g.currency, g.game_code, ${TOKEN_EXPIRED} AS expired, a.id AS account_id,
            (${tokenSlideDue('$3')} OR COALESCE(${SESSION_TOUCH_DUE}, false)) AS slide_due
       FROM game_tokens g LEFT JOIN sessions s ON s.token_hash = g.session_hash
       LEFT JOIN ledger_accounts a ON a.code = 'player:' || g.member_id || ':' || g.currency
      WHERE g.token_hash = $1 AND g.partner_code = $2`,
    [tokenHash, partnerCode, idleMinutes],
  );
  return rows[0] ?? null;
}

/** What a replay of a transaction uuid is checked against and answered with. */
export interface RecordedTransactionRow {
  state: string;
  fingerprint: string;
  balance_after: number;
  kind: string;
}

/** RecordedTransactionRow's columns of a transaction joined as `w` (LEFT JOIN: all null when there is none). */
export const RECORDED_COLUMNS = 'w.state, w.fingerprint, w.balance_after, w.kind';

/** The record read through RECORDED_COLUMNS, or null when the join found none. */
export function recordedOrNull(columns: Partial<RecordedTransactionRow>): RecordedTransactionRow | null {
  return columns.kind == null ? null : (columns as RecordedTransactionRow);
}

/*
 * A token's check: whether it is expired (no row: no such token of this partner's), and, when it
 * is not and that is due, the token slid on and its session's activity counted. $1 the token's
 * hash, $2 the partner, $3 the token's idle minutes.
 */
const CHECK_AND_SLIDE = `WITH found AS (
       SELECT g.token_hash, g.session_hash, ${TOKEN_EXPIRED} AS expired,
              ${tokenSlideDue('$3')} AS token_due, COALESCE(${SESSION_TOUCH_DUE}, false) AS session_due
         FROM game_tokens g LEFT JOIN sessions s ON s.token_hash = g.session_hash
        WHERE g.token_hash = $1 AND g.partner_code = $2),
     slid AS (
       UPDATE game_tokens g SET expires_at = now() + make_interval(mins => $3)
         FROM found f WHERE g.token_hash = f.token_hash AND f.token_due AND NOT f.expired),
     touched AS (
       UPDATE sessions s SET last_seen_at = now()
         FROM found f WHERE s.token_hash = f.session_hash AND f.session_due AND NOT f.expired)`;

/** A token's check (CHECK_AND_SLIDE) after a balance call's read: whether it is expired, null when there is no such token. */
export async function checkAndSlideGameToken(
  db: Queryable,
  tokenHash: string,
  partnerCode: string,
  idleMinutes: number,
): Promise<{ expired: boolean } | null> {
  const rows = await db.query<{ expired: boolean }>(`${CHECK_AND_SLIDE} SELECT expired FROM found`, [tokenHash, partnerCode, idleMinutes]);
  return rows[0] ?? null;
}

/**
 * A bet's first statement, sent with the others of its transaction: its token's check
 * (CHECK_AND_SLIDE; `life` null when there is no such token) and what its uuid already names, if
 * anything (as findRecordedTransaction reads it).
 */
export async function checkBetStart(
  db: Queryable,
  tokenHash: string,
  partnerCode: string,
  idleMinutes: number,
  uuid: string,
): Promise<{ life: { expired: boolean } | null; recorded: RecordedTransactionRow | null }> {
  const rows = await db.query<{ expired: boolean | null } & Partial<RecordedTransactionRow>>(
    `${CHECK_AND_SLIDE}
     SELECT f.expired, ${RECORDED_COLUMNS}
       FROM (VALUES (1)) one
       LEFT JOIN found f ON true
       LEFT JOIN wallet_transactions w ON w.partner_code = $2 AND w.transaction_uuid = $4`,
    [tokenHash, partnerCode, idleMinutes, uuid],
  );
  const { expired, ...recorded } = rows[0]!;
  return {
    life: expired == null ? null : { expired },
    recorded: recordedOrNull(recorded),
  };
}

/** What was recorded under a transaction uuid, if anything. */
export async function findRecordedTransaction(tx: Queryable, partner: string, uuid: string): Promise<RecordedTransactionRow | null> {
  const rows = await tx.query<RecordedTransactionRow>(
    'SELECT state, fingerprint, balance_after, kind FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = $2',
    [partner, uuid],
  );
  return rows[0] ?? null;
}

export interface NewWalletTransaction {
  uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  memberId: number;
  round: string;
  gameCode: string;
  amount: number;
  currency: string;
  reference: string | null;
  fingerprint: string;
}

/**
 * The balance a wallet transaction's replays answer with, in units: read before it when nothing
 * moved, or the ledger's, after the transfer under `transferKey` sent before it in the same
 * transaction (the statement reads it, and the transfer's id, from the ledger).
 */
export type RecordedBalance = { units: number } | { fromLedger: { accountId: number; transferKey: string; unitsPerCentavo: number } };

/**
 * Records a transaction uuid, applied, with its balance: one write, once its money moved. False when
 * the uuid was recorded already: the primary key makes a replay, or a request racing this one (it
 * waits for that one to commit), a no-op here, and its transaction is then undone (claim).
 */
export async function insertTransactionOnce(
  tx: Queryable,
  partner: string,
  t: NewWalletTransaction,
  balance: RecordedBalance,
): Promise<boolean> {
  const fields = [partner, t.uuid, t.kind, t.memberId, t.round, t.gameCode, t.amount, t.currency, t.reference, t.fingerprint];
  const columns = `(partner_code, transaction_uuid, kind, state, member_id, round, game_code, amount, currency,
        reference_transaction_uuid, fingerprint, balance_after, ledger_transfer_id)`;
  const inserted =
    'units' in balance
      ? await tx.query(
          `INSERT INTO wallet_transactions ${columns}
           VALUES ($1, $2, $3, 'applied', $4, $5, $6, $7, $8, $9, $10, $11, NULL) ON CONFLICT DO NOTHING RETURNING transaction_uuid`,
          [...fields, balance.units],
        )
      : await tx.query(
          `INSERT INTO wallet_transactions ${columns}
           SELECT $1, $2, $3, 'applied', $4, $5, $6, $7, $8, $9, $10, a.balance * $13, t.id
             FROM ledger_accounts a, ledger_transfers t WHERE a.id = $11 AND t.idempotency_key = $12
           ON CONFLICT DO NOTHING RETURNING transaction_uuid`,
          [...fields, balance.fromLedger.accountId, balance.fromLedger.transferKey, balance.fromLedger.unitsPerCentavo],
        );
  return inserted.length === 1;
}

/**
 * Leaves a rolled-back bet under the uuid of a bet never seen, so the late bet is refused. False
 * when the uuid is taken (a racing bet: the insert waits for it to commit first).
 */
export async function insertPlaceholderBet(
  tx: Queryable,
  partner: string,
  p: { uuid: string; memberId: number; round: string; gameCode: string; currency: string },
): Promise<boolean> {
  const placed = await tx.query(
    `INSERT INTO wallet_transactions
       (partner_code, transaction_uuid, kind, state, member_id, round, game_code, amount, currency, fingerprint, balance_after)
     VALUES ($1, $2, 'bet', 'placeholder', $3, $4, $5, 0, $6, '', 0) ON CONFLICT DO NOTHING RETURNING transaction_uuid`,
    [partner, p.uuid, p.memberId, p.round, p.gameCode, p.currency],
  );
  return placed.length === 1;
}

interface LockedTransactionRow {
  kind: string;
  state: string;
  amount: number;
  member_id: number;
  round: string | null;
}

/** The transaction a rollback names, whatever its kind, locked until the rollback commits. */
export async function lockTransaction(tx: Queryable, partner: string, uuid: string): Promise<LockedTransactionRow | null> {
  const rows = await tx.query<LockedTransactionRow>(
    'SELECT kind, state, amount, member_id, round FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = $2 FOR UPDATE',
    [partner, uuid],
  );
  return rows[0] ?? null;
}

interface LockedBetRow {
  state: string;
  member_id: number;
  round: string;
}

/**
 * The bet a win names, locked until the win commits: two deliveries of one win (or a win and a
 * rollback of its bet) take their turns on it.
 */
export async function lockBet(tx: Queryable, partner: string, betUuid: string): Promise<LockedBetRow | null> {
  const rows = await tx.query<LockedBetRow>(
    `SELECT state, member_id, round FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = $2 AND kind = 'bet' FOR UPDATE`,
    [partner, betUuid],
  );
  return rows[0] ?? null;
}

/** A bet that moved nothing (never applied, or of zero): rolled back only if it stands applied. */
export async function markBetRolledBackIfApplied(tx: Queryable, partner: string, betUuid: string): Promise<void> {
  await tx.query(
    `UPDATE wallet_transactions SET state = 'rolled_back' WHERE partner_code = $1 AND transaction_uuid = $2 AND state = 'applied'`,
    [partner, betUuid],
  );
}

/** A bet whose stake is being refunded in the same transaction. */
export async function markBetRolledBack(tx: Queryable, partner: string, betUuid: string): Promise<void> {
  await tx.query(`UPDATE wallet_transactions SET state = 'rolled_back' WHERE partner_code = $1 AND transaction_uuid = $2`, [
    partner,
    betUuid,
  ]);
}
