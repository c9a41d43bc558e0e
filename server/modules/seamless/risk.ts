import type { Db, Queryable } from '../../db/types';
import { ensurePlayerAccount, houseAccount } from '../../ledger/ledger';
import { moveAndRecord, RecordedBefore } from './wallet-records';
import {
  findHeldWinPayee,
  listRiskAlertRows,
  lockHeldWin,
  markHeldWinReleased,
  resolveWinHeldAlert,
  sumRoundTotals,
  type AlertKind,
  type HoldReason,
  type RiskAlert,
  type RoundTotalsRow,
} from './risk-repository';

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

/** One player's round so far, in centavos: what was staked (applied bets) and won (paid or held). */
export interface RoundTotals {
  stake: number;
  won: number;
}

/**
 * The round of the bet `betUuid`, as recorded when the bet was applied (not what a win claims);
 * `round`, the request's, only for a bet recorded without one.
 */
export async function roundTotals(
  tx: Queryable,
  partner: string,
  memberId: number,
  bet: { betUuid: string; round: string },
): Promise<RoundTotals> {
  return totalsOf(await sumRoundTotals(tx, partner, memberId, bet));
}

/** A round's totals as the risk rules count them: what was won is what was paid and what is held. */
export function totalsOf(row: RoundTotalsRow): RoundTotals {
  return { stake: Number(row.stake), won: Number(row.paid) + Number(row.held) };
}

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
  const rows = await listRiskAlertRows(db, f.status ?? 'open', f.limit ?? 100);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    partnerCode: String(r.partner_code),
    transactionUuid: String(r.transaction_uuid),
    referenceTransactionUuid: r.reference_transaction_uuid === null ? null : String(r.reference_transaction_uuid),
    memberId: Number(r.member_id),
    round: r.round === null ? null : String(r.round),
    amount: Number(r.amount),
    roundStake: Number(r.round_stake),
    currency: String(r.currency),
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/**
 * Pays a held win after review: the win enters wallet_transactions and the ledger exactly as if
 * it had been paid when it came (same idempotency key), its alert is resolved, and the partner's
 * next replay of the win is answered RS_OK with this balance. Null when there is no such held
 * win (unknown, or released already). The player's balance in 1/100,000 units otherwise.
 */
export async function releaseHeldWin(db: Db, partner: string, transactionUuid: string): Promise<{ balance: number } | null> {
  const found = await findHeldWinPayee(db, partner, transactionUuid);
  if (!found) return null;
  const memberId = Number(found.member_id);
  const account = await ensurePlayerAccount(db, memberId, found.currency);
  const house = await houseAccount(db, found.currency, memberId);
  return db.transaction(async (tx) => {
    const h = await lockHeldWin(tx, partner, transactionUuid);
    if (!h) return null;
    // The win enters the journal as if it had been paid when it came, under its own uuid and
    // fingerprint, so the partner's replay finds it. A uuid taken since (it should not be) undoes the payment.
    const win = {
      uuid: transactionUuid,
      kind: 'win' as const,
      memberId,
      round: h.round,
      gameCode: h.game_code,
      amount: Number(h.amount),
      currency: h.currency,
      reference: h.reference_transaction_uuid,
      fingerprint: h.fingerprint,
    };
    const paid = moveAndRecord(tx, partner, win, {
      kind: 'win',
      from: house,
      to: account,
      amount: win.amount,
      currency: h.currency,
      metadata: { round: h.round, game: h.game_code, releasedAfterReview: true },
    });
    const { balance } = await paid.catch((error: unknown) => {
      if (error instanceof RecordedBefore)
        throw new Error(`the held win ${transactionUuid} has its uuid taken in the journal`, { cause: error });
      throw error;
    });
    await markHeldWinReleased(tx, partner, transactionUuid);
    await resolveWinHeldAlert(tx, partner, transactionUuid);
    return { balance };
  });
}
