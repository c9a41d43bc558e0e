import type { BlockKind, LimitKind, LimitPeriod, MoneyLimitPeriod } from '../../../contracts/protection';
import { numOrNull, dateOrNull } from '../../db/columns';
import type { Queryable } from '../../db/types';
import type { Periods } from './periods';

/*
 * Player protection's SQL. protection_state is the hot row: a bet reads it once (betGuardRow) and
 * updates it once under its row lock (countPlay); everything else is written when a player or the
 * operator changes something.
 */

// Limits as set.

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  setter: 'player' | 'operator';
  amount: number;
}

export async function listLimits(db: Queryable, memberId: number): Promise<LimitRow[]> {
  const rows = await db.query<LimitRow>('SELECT kind, period, setter, amount FROM protection_limits WHERE member_id = $1', [memberId]);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

export async function upsertLimit(
  tx: Queryable,
  l: {
    memberId: number;
    kind: LimitKind;
    period: LimitPeriod;
    setter: 'player' | 'operator';
    amount: number;
    setBy: string;
    reason: string | null;
  },
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO protection_limits (member_id, kind, period, setter, amount, set_by, reason, set_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (member_id, kind, period, setter) DO UPDATE SET amount = $5, set_by = $6, reason = $7, set_at = $8`,
    [l.memberId, l.kind, l.period, l.setter, l.amount, l.setBy, l.reason, at],
  );
}

export async function deleteLimit(tx: Queryable, memberId: number, kind: LimitKind, period: LimitPeriod, setter: 'player' | 'operator') {
  await tx.query('DELETE FROM protection_limits WHERE member_id = $1 AND kind = $2 AND period = $3 AND setter = $4', [
    memberId,
    kind,
    period,
    setter,
  ]);
}

// Loosenings waiting for confirmation.

export interface PendingChangeRow {
  id: number;
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  requestedAt: Date;
  confirmableAt: Date;
}

const pendingOf = (r: Record<string, unknown>): PendingChangeRow => ({
  id: Number(r.id),
  kind: r.kind as LimitKind,
  period: r.period as LimitPeriod,
  amount: numOrNull(r.amount),
  requestedAt: new Date(r.requested_at as string),
  confirmableAt: new Date(r.confirmable_at as string),
});

export async function listPendingChanges(db: Queryable, memberId: number): Promise<PendingChangeRow[]> {
  const rows = await db.query(
    `SELECT id, kind, period, amount, requested_at, confirmable_at FROM protection_limit_changes
      WHERE member_id = $1 AND state = 'pending'`,
    [memberId],
  );
  return rows.map(pendingOf);
}

export async function lockPendingChange(tx: Queryable, memberId: number, kind: LimitKind, period: LimitPeriod) {
  const rows = await tx.query(
    `SELECT id, kind, period, amount, requested_at, confirmable_at FROM protection_limit_changes
      WHERE member_id = $1 AND kind = $2 AND period = $3 AND state = 'pending' FOR UPDATE`,
    [memberId, kind, period],
  );
  return rows[0] ? pendingOf(rows[0]) : null;
}

/** Ends the change waiting for a limit, if any: superseded by a new request, cancelled, or confirmed. */
export async function closePendingChange(
  tx: Queryable,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  state: 'superseded' | 'cancelled' | 'confirmed',
  at: Date,
): Promise<number> {
  const rows = await tx.query(
    `UPDATE protection_limit_changes SET state = $4, decided_at = $5
      WHERE member_id = $1 AND kind = $2 AND period = $3 AND state = 'pending' RETURNING id`,
    [memberId, kind, period, state, at],
  );
  return rows.length;
}

export async function insertPendingChange(
  tx: Queryable,
  c: { memberId: number; kind: LimitKind; period: LimitPeriod; amount: number | null; requestedAt: Date; confirmableAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO protection_limit_changes (member_id, kind, period, amount, requested_at, confirmable_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [c.memberId, c.kind, c.period, c.amount, c.requestedAt, c.confirmableAt],
  );
}

// The protected player's row.

export interface StateRow {
  blockedUntil: Date | null;
  blockKind: BlockKind | null;
  limits: Record<'deposit' | 'loss' | 'wager', Record<MoneyLimitPeriod, number | null>>;
  sessionMinutes: number | null;
  realityCheckMinutes: number;
  starts: Record<MoneyLimitPeriod, string>;
  wagered: Record<MoneyLimitPeriod, number>;
  lost: Record<MoneyLimitPeriod, number>;
}

const STATE_COLUMNS = `blocked_until, block_kind, deposit_day, deposit_week, deposit_month, loss_day, loss_week, loss_month,
  wager_day, wager_week, wager_month, session_minutes, reality_check_minutes, day_start::text AS day_start,
  week_start::text AS week_start, month_start::text AS month_start, day_wagered, week_wagered, month_wagered,
  day_lost, week_lost, month_lost`;

const byPeriod = (r: Record<string, unknown>, prefix: string, read: (v: unknown) => number | null) => ({
  day: read(r[`${prefix}_day`]),
  week: read(r[`${prefix}_week`]),
  month: read(r[`${prefix}_month`]),
});

function stateOf(r: Record<string, unknown>): StateRow {
  return {
    blockedUntil: dateOrNull(r.blocked_until),
    blockKind: (r.block_kind as BlockKind | null) ?? null,
    limits: { deposit: byPeriod(r, 'deposit', numOrNull), loss: byPeriod(r, 'loss', numOrNull), wager: byPeriod(r, 'wager', numOrNull) },
    sessionMinutes: numOrNull(r.session_minutes),
    realityCheckMinutes: Number(r.reality_check_minutes),
    starts: { day: r.day_start as string, week: r.week_start as string, month: r.month_start as string },
    wagered: { day: Number(r.day_wagered), week: Number(r.week_wagered), month: Number(r.month_wagered) },
    lost: { day: Number(r.day_lost), week: Number(r.week_lost), month: Number(r.month_lost) },
  };
}

export async function findState(db: Queryable, memberId: number): Promise<StateRow | null> {
  const rows = await db.query(`SELECT ${STATE_COLUMNS} FROM protection_state WHERE member_id = $1`, [memberId]);
  return rows[0] ? stateOf(rows[0]) : null;
}

/** The row under lock until the transaction ends: what deposits and changes of protection serialise on. */
export async function lockState(tx: Queryable, memberId: number): Promise<StateRow | null> {
  const rows = await tx.query(`SELECT ${STATE_COLUMNS} FROM protection_state WHERE member_id = $1 FOR UPDATE`, [memberId]);
  return rows[0] ? stateOf(rows[0]) : null;
}

/**
 * The player's ledger rows, locked: a bet takes them (its transfer) before it counts itself, so
 * with them held no bet is between its transfer and its count while the row is made.
 */
export async function lockLedgerAccounts(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM ledger_accounts WHERE member_id = $1 ORDER BY id FOR UPDATE', [memberId]);
}

/**
 * Makes a player's row when they first get protection, its usage counted from their wallet
 * transactions in the current periods (applied stakes and wins; a refunded stake counts nowhere).
 * Call with the ledger rows locked (lockLedgerAccounts).
 */
export async function ensureState(tx: Queryable, memberId: number, p: Periods): Promise<void> {
  await tx.query(
    `INSERT INTO protection_state (member_id, day_start, week_start, month_start,
                                   day_wagered, week_wagered, month_wagered, day_lost, week_lost, month_lost)
     SELECT $1, $2::date, $3::date, $4::date,
            COALESCE(sum(amount) FILTER (WHERE kind = 'bet' AND created_at >= $5), 0),
            COALESCE(sum(amount) FILTER (WHERE kind = 'bet' AND created_at >= $6), 0),
            COALESCE(sum(amount) FILTER (WHERE kind = 'bet' AND created_at >= $7), 0),
            COALESCE(sum(CASE kind WHEN 'bet' THEN amount WHEN 'win' THEN -amount ELSE 0 END) FILTER (WHERE created_at >= $5), 0),
            COALESCE(sum(CASE kind WHEN 'bet' THEN amount WHEN 'win' THEN -amount ELSE 0 END) FILTER (WHERE created_at >= $6), 0),
            COALESCE(sum(CASE kind WHEN 'bet' THEN amount WHEN 'win' THEN -amount ELSE 0 END) FILTER (WHERE created_at >= $7), 0)
       FROM wallet_transactions
      WHERE member_id = $1 AND state = 'applied' AND created_at >= LEAST($5::timestamptz, $6::timestamptz, $7::timestamptz)
     ON CONFLICT (member_id) DO NOTHING`,
    [memberId, p.day.key, p.week.key, p.month.key, p.day.from, p.week.from, p.month.from],
  );
}

/** Copies the limits in force (the stricter of player and operator) onto the row. */
export async function writeEffectiveLimits(
  tx: Queryable,
  memberId: number,
  limits: StateRow['limits'],
  sessionMinutes: number | null,
): Promise<void> {
  const { deposit, loss, wager } = limits;
  await tx.query(
    `UPDATE protection_state SET deposit_day = $2, deposit_week = $3, deposit_month = $4, loss_day = $5, loss_week = $6, loss_month = $7,
            wager_day = $8, wager_week = $9, wager_month = $10, session_minutes = $11
      WHERE member_id = $1`,
    [
      memberId,
      deposit.day,
      deposit.week,
      deposit.month,
      loss.day,
      loss.week,
      loss.month,
      wager.day,
      wager.week,
      wager.month,
      sessionMinutes,
    ],
  );
}

export async function writeBlock(tx: Queryable, memberId: number, until: Date | null, kind: BlockKind | null): Promise<void> {
  await tx.query('UPDATE protection_state SET blocked_until = $2, block_kind = $3 WHERE member_id = $1', [memberId, until, kind]);
}

export async function writeRealityCheck(tx: Queryable, memberId: number, minutes: number): Promise<void> {
  await tx.query('UPDATE protection_state SET reality_check_minutes = $2 WHERE member_id = $1', [memberId, minutes]);
}

// The bet's two statements.

export interface BetGuardRow {
  status: string;
  blockedUntil: Date | null;
  sessionMinutes: number | null;
  playStartedAt: Date | null;
}

/**
 * What may stop a bet before it moves money, in one indexed read: the member's status, a break in
 * force, and (only for a player with a session limit) the start of their latest play session.
 */
export async function betGuardRow(tx: Queryable, memberId: number): Promise<BetGuardRow | null> {
  const rows = await tx.query(
    `SELECT m.status, p.blocked_until, p.session_minutes,
            CASE WHEN p.session_minutes IS NOT NULL THEN
              (SELECT s.started_at FROM protection_play_sessions s WHERE s.member_id = m.id ORDER BY s.started_at DESC LIMIT 1)
            END AS play_started_at
       FROM members m LEFT JOIN protection_state p ON p.member_id = m.id
      WHERE m.id = $1`,
    [memberId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    status: r.status as string,
    blockedUntil: dateOrNull(r.blocked_until),
    sessionMinutes: numOrNull(r.session_minutes),
    playStartedAt: dateOrNull(r.play_started_at),
  };
}

export interface PlayDelta {
  wagered: Record<MoneyLimitPeriod, number>;
  lost: Record<MoneyLimitPeriod, number>;
}

export interface CountedRow {
  wagered: Record<MoneyLimitPeriod, number>;
  lost: Record<MoneyLimitPeriod, number>;
  wagerLimits: Record<MoneyLimitPeriod, number | null>;
  lossLimits: Record<MoneyLimitPeriod, number | null>;
}

/**
 * Adds a movement of play to the current periods' usage (a period that has ended starts again at
 * zero) under the row's lock, and answers the new usage with the limits in force; null for a
 * player without protection. One UPDATE on the primary key.
 */
export async function countPlay(tx: Queryable, memberId: number, p: Periods, d: PlayDelta): Promise<CountedRow | null> {
  const rows = await tx.query(
    `UPDATE protection_state SET
        day_wagered   = CASE WHEN day_start = $2::date THEN day_wagered ELSE 0 END + $5,
        week_wagered  = CASE WHEN week_start = $3::date THEN week_wagered ELSE 0 END + $6,
        month_wagered = CASE WHEN month_start = $4::date THEN month_wagered ELSE 0 END + $7,
        day_lost      = CASE WHEN day_start = $2::date THEN day_lost ELSE 0 END + $8,
        week_lost     = CASE WHEN week_start = $3::date THEN week_lost ELSE 0 END + $9,
        month_lost    = CASE WHEN month_start = $4::date THEN month_lost ELSE 0 END + $10,
        day_start = $2::date, week_start = $3::date, month_start = $4::date
      WHERE member_id = $1
      RETURNING day_wagered, week_wagered, month_wagered, day_lost, week_lost, month_lost,
                wager_day, wager_week, wager_month, loss_day, loss_week, loss_month`,
    [memberId, p.day.key, p.week.key, p.month.key, d.wagered.day, d.wagered.week, d.wagered.month, d.lost.day, d.lost.week, d.lost.month],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    wagered: { day: Number(r.day_wagered), week: Number(r.week_wagered), month: Number(r.month_wagered) },
    lost: { day: Number(r.day_lost), week: Number(r.week_lost), month: Number(r.month_lost) },
    wagerLimits: byPeriod(r, 'wager', numOrNull),
    lossLimits: byPeriod(r, 'loss', numOrNull),
  };
}

/** When a bet was placed (its period decides what its refund takes back); null when no such bet. */
export async function betPlacedAt(tx: Queryable, partner: string, uuid: string): Promise<Date | null> {
  const rows = await tx.query<{ created_at: Date }>(
    `SELECT created_at FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = $2 AND kind = 'bet'`,
    [partner, uuid],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}

/** Deposits that count against a deposit limit (open or completed orders), summed from each period's start. */
export async function depositsSince(tx: Queryable, memberId: number, p: Periods): Promise<Record<MoneyLimitPeriod, number>> {
  const rows = await tx.query<{ day: number; week: number; month: number }>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE created_at >= $2), 0) AS day,
            COALESCE(sum(amount) FILTER (WHERE created_at >= $3), 0) AS week,
            COALESCE(sum(amount) FILTER (WHERE created_at >= $4), 0) AS month
       FROM deposits
      WHERE member_id = $1 AND status IN ('pending', 'reviewing', 'completed')
        AND created_at >= LEAST($2::timestamptz, $3::timestamptz, $4::timestamptz)`,
    [memberId, p.day.from, p.week.from, p.month.from],
  );
  const r = rows[0]!;
  return { day: Number(r.day), week: Number(r.week), month: Number(r.month) };
}

// Cool-offs and self-exclusions.

export interface ExclusionRow {
  id: number;
  kind: BlockKind;
  duration: string;
  startsAt: Date;
  endsAt: Date;
  revocableFrom: Date | null;
  revokeRequestedAt: Date | null;
  revokeConfirmableAt: Date | null;
}

const exclusionOf = (r: Record<string, unknown>): ExclusionRow => ({
  id: Number(r.id),
  kind: r.kind as BlockKind,
  duration: r.duration as string,
  startsAt: new Date(r.starts_at as string),
  endsAt: new Date(r.ends_at as string),
  revocableFrom: dateOrNull(r.revocable_from),
  revokeRequestedAt: dateOrNull(r.revoke_requested_at),
  revokeConfirmableAt: dateOrNull(r.revoke_confirmable_at),
});

/** Breaks in force at `at` (not revoked, not ended), the one ending last first. */
export async function activeExclusions(db: Queryable, memberId: number, at: Date): Promise<ExclusionRow[]> {
  const rows = await db.query(
    `SELECT id, kind, duration, starts_at, ends_at, revocable_from, revoke_requested_at, revoke_confirmable_at
       FROM protection_exclusions WHERE member_id = $1 AND revoked_at IS NULL AND ends_at > $2
      ORDER BY ends_at DESC, id DESC`,
    [memberId, at],
  );
  return rows.map(exclusionOf);
}

export async function insertExclusion(
  tx: Queryable,
  e: { memberId: number; kind: BlockKind; duration: string; startsAt: Date; endsAt: Date; revocableFrom: Date | null },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO protection_exclusions (member_id, kind, duration, starts_at, ends_at, revocable_from) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id`,
    [e.memberId, e.kind, e.duration, e.startsAt, e.endsAt, e.revocableFrom],
  );
  return Number(rows[0]!.id);
}

export async function writeBonusForfeited(tx: Queryable, exclusionId: number, amount: number): Promise<void> {
  await tx.query('UPDATE protection_exclusions SET bonus_forfeited = $2 WHERE id = $1', [exclusionId, amount]);
}

export async function writeRevocationRequest(tx: Queryable, id: number, requestedAt: Date, confirmableAt: Date): Promise<void> {
  await tx.query('UPDATE protection_exclusions SET revoke_requested_at = $2, revoke_confirmable_at = $3 WHERE id = $1', [
    id,
    requestedAt,
    confirmableAt,
  ]);
}

export async function writeRevoked(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query('UPDATE protection_exclusions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, at]);
}
