import type { WithdrawalStatus } from '../../../contracts/withdrawal';
import type { Db, Queryable } from '../../db/types';
import { applyTransfer, ensurePlayerAccount, ensureSystemAccount } from '../../ledger/ledger';
import type { InboxTemplate } from '../../../contracts/inbox';
import { notifyPlayer } from '../inbox/service';
import { lockWithdrawal, setWithdrawalStatus, type WithdrawalRow } from './repository';

/** The moves each state may take (every state before completed holds the amount; completed may still be reversed). */
const MOVES: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ['approved', 'on_hold', 'rejected'],
  on_hold: ['approved', 'rejected'],
  waiting_kyc: ['pending', 'rejected'],
  approved: ['processing'],
  processing: ['completed', 'failed'],
  // A payout the receiving bank returned after it was paid (REVERSED).
  completed: ['failed'],
  rejected: [],
  failed: [],
};

/** The moves a player hears of in the inbox: the decision and its outcome (not the steps between). */
const NEWS_OF: Partial<Record<WithdrawalStatus, InboxTemplate>> = {
  completed: 'withdrawalPaid',
  rejected: 'withdrawalRejected',
  failed: 'withdrawalFailed',
};

export type MoveOutcome = 'moved' | 'not_allowed';

/**
 * Moves a withdrawal to its next state under its row's lock, with the ledger following: the
 * hold leaves on completion ('withdrawal'), comes back on rejection or failure ('release'), and
 * a reversal after completion brings the paid amount back. Every transfer carries the
 * withdrawal's own key, so a repeated move finds nothing left to do.
 */
export async function moveWithdrawal(
  db: Db,
  id: number,
  to: WithdrawalStatus,
  more: { reason?: string | null; provider?: string; providerRef?: string } = {},
  alongside?: (tx: Queryable, before: WithdrawalRow) => Promise<void>,
): Promise<MoveOutcome> {
  return db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, id);
    if (!w || !MOVES[w.status].includes(to)) return 'not_allowed';
    const hold = await ensureSystemAccount(tx, 'withdrawal_hold', w.currency);
    const player = await ensurePlayerAccount(tx, w.memberId, w.currency);
    const gateway = await ensureSystemAccount(tx, 'gateway', w.currency);
    const move = (kind: 'withdrawal' | 'release', key: string, from: number, toAccount: number) =>
      applyTransfer(tx, {
        idempotencyKey: key,
        kind,
        fromAccountId: from,
        toAccountId: toAccount,
        amount: w.amount,
        currency: w.currency,
        metadata: { withdrawalId: w.id },
      });
    if (to === 'completed') await move('withdrawal', `withdrawal:${w.id}`, hold, gateway);
    if (to === 'rejected' || (to === 'failed' && w.status !== 'completed'))
      await move('release', `withdrawal-release:${w.id}`, hold, player);
    if (to === 'failed' && w.status === 'completed') await move('release', `withdrawal-reversal:${w.id}`, gateway, player);
    await setWithdrawalStatus(tx, w.id, to, more);
    const news = NEWS_OF[to];
    if (news) await notifyPlayer(tx, w.memberId, news, { amount: w.amount, reference: w.reference, reason: more.reason ?? '' });
    await alongside?.(tx, w);
    return 'moved';
  });
}
