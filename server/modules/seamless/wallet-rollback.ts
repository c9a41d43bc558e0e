import type { Queryable } from '../../db/types';
import { restoreTurnover } from '../bonus/repository';
import { countRefund } from '../protection/guards';
import { STATUS, type RollbackRequest, type Status } from './protocol';
import { insertPlaceholderBet, findRecordedTransaction, markBetRolledBack, markBetRolledBackIfApplied } from './repository';
import { roundTotals } from './risk';
import { betHasWin, findHeldWinState, type RiskAlert } from './risk-repository';
import {
  lockReferenced,
  moveAndRecord,
  raise,
  RecordedBefore,
  recordOf,
  recordUnmoved,
  WalletRefusal,
  type Outcome,
  type Player,
  ledgerKey,
} from './wallet-records';

/**
 * What a rollback of a bet that already has a win answers. Hub88 has no status for it, and
 * prescribes RS_ERROR_UNKNOWN, "general error status, for cases without a special error code": it
 * is not a final refusal, so the partner keeps the rollback open and sends it again, and Hub88
 * lists declined RS_ERROR_UNKNOWN transactions among its flagged activity for follow-up.
 */
const REFUSED_AFTER_WIN: Status = STATUS.unknown;

export interface RollbackCall {
  partner: string;
  req: RollbackRequest;
  player: Player;
  /** The request's fingerprint: a replay must match it. */
  print: string;
  /** The player's account and the house account across from it. */
  account: number;
  house: number;
}

/**
 * A rollback, inside its transaction (SeamlessWallet.rollback). It refunds its bet once. A
 * rollback of a bet never seen leaves a placeholder under the bet's uuid, so the late bet is
 * refused (Hub88: "If you received rollback request and can't find the transaction to roll back,
 * respond RS_OK"). A rollback naming something other than a bet of this player (a win, a
 * rollback) is RS_ERROR_TRANSACTION_DOES_NOT_EXIST and moves nothing. A rollback of a bet that
 * already has a win is refused (REFUSED_AFTER_WIN), moves nothing and raises an alert: the round
 * is settled, and refunding the stake would let the player keep the win and the stake.
 */
export async function rollbackOnce(tx: Queryable, { partner, req, player, print, account, house }: RollbackCall): Promise<Outcome> {
  // A replay answers as the first time (replayOnce, around this transaction).
  const recorded = await findRecordedTransaction(tx, partner, req.transaction_uuid);
  if (recorded) throw new RecordedBefore(recorded);
  if (req.reference_transaction_uuid === req.transaction_uuid) throw new WalletRefusal(STATUS.transactionDoesNotExist);
  // A rollback records no amount of its own: what it refunds is its bet's.
  const self = recordOf('rollback', req, player, { amount: 0, reference: req.reference_transaction_uuid, fingerprint: print });
  let target = await lockReferenced(tx, partner, req.reference_transaction_uuid);
  if (!target) {
    // A win held for review is no bet either.
    if (await findHeldWinState(tx, partner, req.reference_transaction_uuid)) throw new WalletRefusal(STATUS.transactionDoesNotExist);
    // The bet never arrived (or not yet): remember it as rolled back so it is refused later.
    // A bet racing this rollback may hold the uuid already, uncommitted: the insert then
    // waits for it and does nothing once it committed, and the bet is read again, under lock.
    const placed = await insertPlaceholderBet(tx, partner, {
      uuid: req.reference_transaction_uuid,
      memberId: player.memberId,
      round: req.round,
      gameCode: req.game_code,
      currency: player.currency,
    });
    if (placed) return { balance: await recordUnmoved(tx, partner, self, player) };
    target = await lockReferenced(tx, partner, req.reference_transaction_uuid);
    if (!target) throw new Error('the transaction a rollback names conflicted, then could not be read');
  }
  if (target.kind !== 'bet' || target.memberId !== player.memberId) throw new WalletRefusal(STATUS.transactionDoesNotExist);
  if (await betHasWin(tx, partner, req.reference_transaction_uuid)) {
    const totals = await roundTotals(tx, partner, player.memberId, { betUuid: req.reference_transaction_uuid, round: req.round });
    const alert: RiskAlert = {
      kind: 'rollback_after_win',
      partner,
      transactionUuid: req.transaction_uuid,
      referenceTransactionUuid: req.reference_transaction_uuid,
      memberId: player.memberId,
      round: target.round,
      amount: target.amount,
      roundStake: totals.stake,
      currency: player.currency,
      detail: { roundWonCentavos: totals.won },
    };
    return { refusal: REFUSED_AFTER_WIN, raised: await raise(tx, alert) };
  }
  if (target.state !== 'applied' || target.amount === 0) {
    await markBetRolledBackIfApplied(tx, partner, req.reference_transaction_uuid);
    return { balance: await recordUnmoved(tx, partner, self, player) };
  }
  // The refund, its record with the balance for replays, and what the stake had counted taken back, sent together.
  const [, moved] = await Promise.all([
    markBetRolledBack(tx, partner, req.reference_transaction_uuid),
    moveAndRecord(tx, partner, self, {
      kind: 'rollback',
      from: house,
      to: account,
      amount: target.amount,
      currency: player.currency,
      metadata: { round: req.round, bet: req.reference_transaction_uuid },
    }),
    // A refunded stake was never a real bet: what it counted for turnover is taken back.
    restoreTurnover(tx, ledgerKey(partner, req.reference_transaction_uuid)),
    countRefund(tx, player.memberId, partner, req.reference_transaction_uuid, target.amount),
  ]);
  return { balance: moved.balance };
}
