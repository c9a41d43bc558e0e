import { isRealMemberType } from '../../../contracts/constants';
import type { KycState } from '../../../contracts/kyc';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import type { MemberRow } from '../member/repository';
import { kycErrors } from './errors';
import { memberKyc } from './repository';
import { stateOf } from './service';

/**
 * The cashier's view of a player's verification (GET withdraw settings' kycStatus and the
 * withdrawal gate): approved reads 'verified'; pending and on hold read 'pending' (a withdrawal
 * then waits for the check); not started and expired read 'unverified' (verify first); rejected
 * stays 'rejected'.
 */
export type CashierKycStatus = 'unverified' | 'pending' | 'verified' | 'rejected';

const CASHIER_STATUS: Record<KycState, CashierKycStatus> = {
  not_started: 'unverified',
  pending: 'pending',
  on_hold: 'pending',
  approved: 'verified',
  rejected: 'rejected',
  expired: 'unverified',
};

export interface KycIdentity {
  state: KycState;
  kycStatus: CashierKycStatus;
  /** The verified name a payout account must carry; null unless approved. */
  realName: string | null;
}

export async function kycIdentity(db: Queryable, memberId: number, now = new Date()): Promise<KycIdentity> {
  const kyc = await memberKyc(db, memberId);
  const state = stateOf(kyc, now);
  return { state, kycStatus: CASHIER_STATUS[state], realName: state === 'approved' ? kyc.realName : null };
}

/**
 * MANDATORYKYC3's "before first play": a real player launches a game only with a verification
 * approved or with the reviewer (pending, on hold). Refused with KYC_REQUIRED, which the client
 * turns into the KYC popup. Trial players play on trial credit and are never asked.
 */
export async function requireKycToPlay(ctx: AppContext, member: Pick<MemberRow, 'id' | 'merchant_code' | 'type'>): Promise<void> {
  if (!isRealMemberType(member.type)) return;
  const merchant = await ctx.merchants.get(member.merchant_code);
  if (!merchant.settings.whitelabel.MANDATORYKYC3) return;
  const identity = await kycIdentity(ctx.db, member.id);
  if (identity.state === 'approved' || identity.state === 'pending' || identity.state === 'on_hold') return;
  throw kycErrors.required(identity.state, identity.kycStatus);
}
