import type { OpsKycResult } from '../../../contracts/operator';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { findMemberByUsername } from '../member/repository';
import { listWaitingForKyc, markVerified } from '../withdrawal/repository';
import { moveWithdrawal } from '../withdrawal/settlement';

/**
 * A KYC reviewer verifies a player under the name on their ID (the account centre's review
 * queue comes with the KYC flow). Withdrawals that waited for it go on to the operator's queue.
 */
export async function verifyKyc(ctx: AppContext, username: string, realName: string): Promise<OpsKycResult> {
  const member = await findMemberByUsername(ctx.db, ctx.config.merchantCode, username);
  if (!member) throw errors.notFound('No such player');
  await markVerified(ctx.db, member.id, realName.trim());
  let released = 0;
  for (const id of await listWaitingForKyc(ctx.db, member.id)) {
    if ((await moveWithdrawal(ctx.db, id, 'pending')) === 'moved') released++;
  }
  return { username: member.username, kycStatus: 'verified', released };
}
