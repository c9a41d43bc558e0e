import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { applyTransfer, playerBalance } from '../../ledger/ledger';
import { UNITS_PER_CENTAVO } from '../../../contracts/constants';
import { walletUser, type GameToken, type KnownGameTokens } from './game-tokens';
import { STATUS, type Status } from './protocol';
import { insertRiskAlertOnce, type RiskAlert } from './risk-repository';
import {
  findRecordedTransaction,
  insertTransactionOnce,
  lockTransaction,
  type NewWalletTransaction,
  type RecordedBalance,
  type RecordedTransactionRow,
} from './repository';

/*
 * The steps every wallet operation (wallet-service.ts) is made of: who the call is about, its
 * transaction uuid recorded once and replayed, the balance it answers with, the alert it raised.
 */

/** A refusal inside a wallet operation, answered with its RS_* status. */
export class WalletRefusal extends Error {
  constructor(readonly status: Status) {
    super(status);
  }
}

export interface Player {
  memberId: number;
  currency: string;
}

const toUnits = (centavos: number) => centavos * UNITS_PER_CENTAVO;

/** A bet's or win's amount in centavos; one finer than a centavo is refused as the wrong type. */
export function centavosOf(units: number): number {
  if (units % UNITS_PER_CENTAVO !== 0) throw new WalletRefusal(STATUS.wrongTypes);
  return units / UNITS_PER_CENTAVO;
}

export async function balanceUnits(db: Queryable, player: Player): Promise<number> {
  return toUnits(await playerBalance(db, player.memberId, player.currency));
}

/**
 * Who a request is about. A balance call needs a live token, read now (`readLife`). So does a bet,
 * which checks it in its own transaction (checkBetToken) and may start from the known token; wins
 * and rollbacks are honoured with an expired one (the round was started while it was valid).
 */
export async function tokenPlayer(
  ctx: AppContext,
  tokens: KnownGameTokens,
  partner: string,
  req: { token: string; user: string },
  need: { readLife: boolean; allowExpired: boolean },
): Promise<Player & { token: GameToken }> {
  const token = await tokens.find(ctx.db, partner, req.token, need.readLife);
  if (!token || walletUser(token.memberId) !== req.user) throw new WalletRefusal(STATUS.invalidToken);
  if (token.expired && !need.allowExpired) throw new WalletRefusal(STATUS.tokenExpired);
  return { memberId: token.memberId, currency: token.currency, token };
}

/**
 * The ledger's idempotency key of a partner's wallet transaction: its money moves once whatever
 * the retries, and a bet's turnover is counted (and taken back) under the same key.
 */
export function ledgerKey(partner: string, transactionUuid: string): string {
  return `seamless:${partner}:${transactionUuid}`;
}

export function fingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * What a partner's call records under its uuid: the call itself (its round and game), the player,
 * the centavos it moves, what it points at (a win's or rollback's bet) and its fingerprint.
 */
export function recordOf<K extends NewWalletTransaction['kind']>(
  kind: K,
  req: { transaction_uuid: string; round: string; game_code: string },
  player: Player,
  t: { amount: number; reference: string | null; fingerprint: string },
): NewWalletTransaction & { kind: K } {
  return {
    uuid: req.transaction_uuid,
    kind,
    memberId: player.memberId,
    round: req.round,
    gameCode: req.game_code,
    currency: player.currency,
    ...t,
  };
}

/**
 * Thrown to undo a transaction whose uuid was recorded before, for replayOnce to answer as the
 * first time, from the record when it was read already.
 */
export class RecordedBefore extends Error {
  constructor(readonly recorded?: RecordedTransactionRow) {
    super('recorded before');
  }
}

/**
 * Records a transaction uuid once, with the balance its replays answer, sent beside the statements
 * of its play before knowing whether it is new. When it is not, it throws to undo the transaction,
 * with what was sent beside it (the money would otherwise move twice), and replayOnce answers from
 * the first record.
 */
export async function claim(tx: Queryable, partner: string, t: NewWalletTransaction, balance: RecordedBalance): Promise<void> {
  if (!(await insertTransactionOnce(tx, partner, t, balance))) throw new RecordedBefore();
}

/** A transaction that moves no money (a bet or win of nothing, a rollback that refunds nothing), recorded with the balance it answers. */
export async function recordUnmoved(tx: Queryable, partner: string, t: NewWalletTransaction, player: Player): Promise<number> {
  const units = await balanceUnits(tx, player);
  await claim(tx, partner, t, { units });
  return units;
}

/**
 * Runs a bet's, win's or rollback's transaction, which claims its uuid; a replay (or a request
 * racing the first) undoes it and answers as the first time, from the record the transaction read
 * or, when its claim conflicted, read once the undoing is done: the insert that conflicted waited
 * for the first to commit, so the record is there.
 */
export async function replayOnce(
  db: Queryable,
  partner: string,
  first: { uuid: string; print: string; kind: 'bet' | 'win' | 'rollback' },
  run: () => Promise<Outcome>,
): Promise<Outcome> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof RecordedBefore)) throw error;
    const recorded = error.recorded ?? (await findRecordedTransaction(db, partner, first.uuid));
    if (!recorded) throw new Error(`wallet transaction ${first.uuid} conflicted yet is not recorded`, { cause: error });
    return { balance: replayOf(recorded, first.print, first.kind) };
  }
}

interface Referenced {
  kind: string;
  state: string;
  amount: number;
  memberId: number;
  round: string | null;
}

/** The transaction a rollback names, whatever its kind, locked until the rollback commits. */
export async function lockReferenced(tx: Queryable, partner: string, uuid: string): Promise<Referenced | null> {
  const r = await lockTransaction(tx, partner, uuid);
  return r ? { kind: r.kind, state: r.state, amount: Number(r.amount), memberId: Number(r.member_id), round: r.round } : null;
}

/** What an already-recorded uuid answers: the first result, or why it cannot be applied. */
export function replayOf(first: RecordedTransactionRow, print: string, kind: string): number {
  if (first.state !== 'applied' && kind === 'bet') throw new WalletRefusal(STATUS.transactionRolledBack);
  if (first.fingerprint !== print || first.kind !== kind) throw new WalletRefusal(STATUS.duplicateTransaction);
  return Number(first.balance_after);
}

/** A wallet transaction's money: from and to which account, how much, and what the ledger keeps of it. */
export interface WalletMove {
  kind: 'bet' | 'win' | 'rollback';
  from: number;
  to: number;
  amount: number;
  currency: string;
  /** A bet's or win's round and game; a rollback's round and bet; a held win's release. */
  metadata: Record<string, unknown>;
}

/**
 * A bet's, win's or rollback's money moved once under its uuid, and then the uuid recorded with
 * the balance after it, read from the ledger by the statement itself (claim): sent together, one
 * round trip, and one write of the record. Answers the player's balance after it, in units.
 */
export async function moveAndRecord(
  tx: Queryable,
  partner: string,
  record: NewWalletTransaction,
  move: WalletMove,
): Promise<{ balance: number; centavos: number }> {
  // A bet moves the player's money to the house; a win, or a rollback's refund, the house's to the player.
  const player = move.kind === 'bet' ? move.from : move.to;
  const transferKey = ledgerKey(partner, record.uuid);
  const [moved] = await Promise.all([
    applyTransfer(tx, {
      idempotencyKey: transferKey,
      kind: move.kind,
      fromAccountId: move.from,
      toAccountId: move.to,
      amount: move.amount,
      currency: move.currency,
      metadata: move.metadata,
    }),
    claim(tx, partner, record, { fromLedger: { accountId: player, transferKey, unitsPerCentavo: UNITS_PER_CENTAVO } }),
  ]);
  const centavos = moved.balances[player]!;
  return { balance: toUnits(centavos), centavos };
}

/** A bet's or win's money moved and its uuid recorded (moveAndRecord), with the round and game it was played in. */
export function playAndRecord(
  tx: Queryable,
  partner: string,
  record: NewWalletTransaction & { kind: 'bet' | 'win' },
  move: { from: number; to: number; amount: number; currency: string },
): Promise<{ balance: number; centavos: number }> {
  return moveAndRecord(tx, partner, record, { kind: record.kind, ...move, metadata: { round: record.round, game: record.gameCode } });
}

/** An alert an operation raised, for the warn line once its transaction committed. */
export interface Raised {
  id: number;
  alert: RiskAlert;
}

/**
 * What an operation's transaction decided: a balance, or a refusal. A refusal returned (rather
 * than thrown) commits what the transaction recorded first: a held win, a risk alert.
 */
export type Outcome = { balance: number; raised?: Raised } | { refusal: Status; raised?: Raised };

export async function raise(tx: Queryable, alert: RiskAlert): Promise<Raised | undefined> {
  const id = await insertRiskAlertOnce(tx, alert);
  return id === null ? undefined : { id, alert };
}
