import { notifyPlayer } from '../inbox/service';
import type { DepositStatus } from '../../../contracts/deposit';
import type { Db, Queryable } from '../../db/types';
import { applyTransfer, ensurePlayerAccount, ensureSystemAccount } from '../../ledger/ledger';
import { insertBonusGrant } from '../bonus/repository';
import { claimPromotion, dropBonus, lockDeposit, promotionById, setDepositStatus, type DepositRow } from './repository';

/** States from which a deposit can still be credited or closed. */
const OPEN: readonly DepositStatus[] = ['pending', 'reviewing'];
/**
 * A gateway's word that the money arrived outranks what the platform concluded before: a
 * checkout declined once and then paid on the same page, or paid just as it expired, is credited.
 */
export const PAID_AT_PROVIDER: readonly DepositStatus[] = ['pending', 'failed', 'expired'];
/** What an operator may credit by hand (manual and crypto orders): open ones, and ones that ended before the money was seen. */
export const CREDITABLE_BY_HAND: readonly DepositStatus[] = ['pending', 'reviewing', 'expired', 'cancelled'];

export type SettleOutcome = 'credited' | 'closed' | 'already_final';

/** Runs `act` on the deposit under its row's lock if it is in one of `from`; a deposit in any other state is left as it is. */
async function whileIn(
  db: Db,
  depositId: number,
  from: readonly DepositStatus[],
  act: (tx: Queryable, deposit: DepositRow) => Promise<SettleOutcome>,
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, depositId);
    return deposit && from.includes(deposit.status) ? act(tx, deposit) : 'already_final';
  });
}

/**
 * Credits a deposit exactly once: the row is locked, an order already final is left alone, and
 * the ledger transfers carry the deposit's own keys, so a second caller (a redelivered event,
 * the reconciliation job, an operator's double click) finds nothing left to do. The deposit and
 * its promotion's bonus move in one transaction with the status change (and `alongside`, such as
 * the operator's decision record).
 */
export async function creditDeposit(
  db: Db,
  depositId: number,
  alongside?: (tx: Queryable) => Promise<void>,
  from: readonly DepositStatus[] = OPEN,
): Promise<SettleOutcome> {
  return whileIn(db, depositId, from, async (tx, deposit) => {
    const player = await ensurePlayerAccount(tx, deposit.memberId, deposit.currency);
    await applyTransfer(tx, {
      idempotencyKey: `deposit:${deposit.id}`,
      kind: 'deposit',
      fromAccountId: await ensureSystemAccount(tx, 'gateway', deposit.currency),
      toAccountId: player,
      amount: deposit.amount,
      currency: deposit.currency,
      metadata: { depositId: deposit.id, channel: deposit.channelName, reference: deposit.reference },
    });
    await grantBonus(tx, deposit, player);
    await setDepositStatus(tx, deposit.id, 'completed');
    await notifyPlayer(tx, deposit.memberId, 'depositCredited', { amount: deposit.amount, reference: deposit.reference });
    await alongside?.(tx);
    return 'credited';
  });
}

/**
 * The deposit's promotion bonus. A once-per-player promotion is claimed here, under the key of its
 * claims table: of two orders opened (or a declined one paid later) with the welcome bonus, only
 * the first credited gets it; the other is credited without it.
 */
async function grantBonus(tx: Queryable, deposit: DepositRow, player: number): Promise<void> {
  if (deposit.promotionId === null || deposit.bonusAmount === 0) return;
  const promotion = await promotionById(tx, deposit.promotionId);
  if (promotion?.oncePerPlayer && !(await claimPromotion(tx, deposit.memberId, deposit.promotionId, deposit.id))) {
    await dropBonus(tx, deposit.id);
    return;
  }
  await applyTransfer(tx, {
    idempotencyKey: `deposit-bonus:${deposit.id}`,
    kind: 'bonus',
    fromAccountId: await ensureSystemAccount(tx, 'bonus', deposit.currency),
    toAccountId: player,
    amount: deposit.bonusAmount,
    currency: deposit.currency,
    metadata: { depositId: deposit.id, promotionId: deposit.promotionId },
  });
  await insertBonusGrant(tx, {
    memberId: deposit.memberId,
    depositId: deposit.id,
    promotionId: deposit.promotionId,
    amount: deposit.bonusAmount,
    turnoverRequired: (deposit.amount + deposit.bonusAmount) * (promotion?.turnoverMultiplier ?? 0),
  });
}

/** Closes an open deposit without money moving (declined, expired, cancelled, rejected); a final one is left as it is. */
export async function closeDeposit(
  db: Db,
  depositId: number,
  status: Exclude<DepositStatus, 'pending' | 'reviewing' | 'completed'>,
  reason: string | null,
  alongside?: (tx: Queryable) => Promise<void>,
): Promise<SettleOutcome> {
  return whileIn(db, depositId, OPEN, async (tx, deposit) => {
    await setDepositStatus(tx, deposit.id, status, reason);
    // The player closed it, or it lapsed: they know. A rejection by the cashier is news.
    if (status === 'rejected') {
      await notifyPlayer(tx, deposit.memberId, 'depositRejected', {
        amount: deposit.amount,
        reference: deposit.reference,
        reason: reason ?? '',
      });
    }
    await alongside?.(tx);
    return 'closed';
  });
}
