import type { DepositOrder } from '../../../contracts/deposit';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { findDeposit } from './repository';
import { orderView, parseDepositId } from './service';
import { creditDeposit } from './settlement';

/** Coins arrived for a crypto order: credited once while its quote holds; after it, the order is expired. */
export async function confirmCryptoDeposit(ctx: AppContext, depositId: string): Promise<DepositOrder> {
  const deposit = await findDeposit(ctx.db, parseDepositId(depositId));
  if (!deposit || deposit.flow !== 'crypto') throw errors.notFound('No such crypto deposit');
  if (deposit.status === 'pending' && deposit.expiresAt && deposit.expiresAt.getTime() < Date.now()) throw errors.depositExpired();
  if ((await creditDeposit(ctx.db, deposit.id)) === 'already_final') throw errors.depositNotPending(deposit.status);
  return orderView((await findDeposit(ctx.db, deposit.id))!);
}
