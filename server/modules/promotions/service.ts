import { isRealMemberType } from '../../../contracts/constants';
import type { ClaimResult, PromotionList, PromotionView } from '../../../contracts/promotions';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { applyTransfer, ensurePlayerAccount, ensureSystemAccount } from '../../ledger/ledger';
import { insertBonusGrant } from '../bonus/repository';
import type { MemberRow } from '../member/repository';
import { protectionErrors } from '../protection/errors';
import { lockLedgerAccounts, lockState } from '../protection/repository';
import { authenticate } from '../session/service';
import { promotionErrors } from './errors';
import {
  applicationsOf,
  claimedDepositBonuses,
  findPromotion,
  insertApplication,
  insertReward,
  listPromotions,
  lockPlayersApplication,
  netLossBetween,
  openDepositPromotions,
  rewardsIn,
  type PromotionRow,
} from './repository';
import { cashbackFor, claimPeriods, ONCE, viewOf, windowState, type ClaimPeriods, type PlayerFacts } from './rules';

type Member = Pick<MemberRow, 'id' | 'merchant_code'>;

async function factsOf(db: Queryable, memberId: number, now: Date): Promise<PlayerFacts> {
  const { today, lastWeek } = claimPeriods(now);
  const [claimedDeposits, openDeposits, rewards, applications, lastWeekNetLoss] = await Promise.all([
    claimedDepositBonuses(db, memberId),
    openDepositPromotions(db, memberId),
    rewardsIn(db, memberId, [today.key, lastWeek.key, ONCE]),
    applicationsOf(db, memberId),
    netLossBetween(db, memberId, lastWeek.from, lastWeek.to),
  ]);
  return { claimedDeposits, openDeposits, rewards, applications, lastWeekNetLoss };
}

/**
 * Every promotion of the merchant with the caller's state in it. A visitor, a trial player (who may
 * take part in none) and a stale token see what the promotions offer anyone.
 */
export async function promotionList(ctx: AppContext, token: string | null): Promise<PromotionList> {
  const member = token
    ? await authenticate(ctx, token).then(
        (a) => a.member,
        () => null,
      )
    : null;
  const player = member && isRealMemberType(member.type) ? member : null;
  const now = new Date();
  const promotions = await listPromotions(ctx.db, member?.merchant_code ?? ctx.config.merchantCode);
  const facts = player ? await factsOf(ctx.db, player.id, now) : null;
  return promotions.map((p) => viewOf(p, facts, now));
}

async function promotionOf(ctx: AppContext, member: Member, promotionId: number): Promise<PromotionRow> {
  const promotion = await findPromotion(ctx.db, member.merchant_code, promotionId);
  if (!promotion) throw errors.notFound('No such promotion');
  return promotion;
}

async function viewFor(ctx: AppContext, member: Member, promotion: PromotionRow, now: Date): Promise<PromotionView> {
  return viewOf(promotion, await factsOf(ctx.db, member.id, now), now);
}

function requireOpen(p: PromotionRow, now: Date): void {
  if (windowState(p, now)) throw promotionErrors.notOpen(p.startsAt, p.endsAt);
}

/** A player on a break (cool-off, self-exclusion) takes no bonus: a break forfeits the locked ones anyway. */
async function guardBreak(tx: Queryable, memberId: number, now: Date): Promise<void> {
  const state = await lockState(tx, memberId);
  if (state?.blockedUntil && state.blockedUntil > now && state.blockKind)
    throw protectionErrors.blocked(state.blockKind, state.blockedUntil);
}

/**
 * Applies to a promotion the operator approves: once per player, while it runs. The application
 * waits as 'applying' until the operator approves it ('issued', then a claim pays) or rejects it.
 */
export async function applyToPromotion(ctx: AppContext, member: Member, promotionId: number): Promise<PromotionView> {
  const promotion = await promotionOf(ctx, member, promotionId);
  if (promotion.kind !== 'application') throw promotionErrors.notClaimable();
  const now = new Date();
  requireOpen(promotion, now);
  await ctx.db.transaction(async (tx) => {
    await guardBreak(tx, member.id, now);
    if ((await insertApplication(tx, member.id, promotionId)) === null) throw promotionErrors.limitReached(null);
  });
  return viewFor(ctx, member, promotion, now);
}

interface DueReward {
  periodKey: string;
  amount: number;
  /** When the next one opens, for the refusal of a second claim. */
  nextAt: Date | null;
}

/** What a claim of this promotion pays now, or why it pays nothing. Inside the claim's transaction. */
async function dueReward(tx: Queryable, p: PromotionRow, memberId: number, periods: ClaimPeriods, now: Date): Promise<DueReward> {
  switch (p.kind) {
    case 'check_in':
      requireOpen(p, now);
      return { periodKey: periods.today.key, amount: p.rewardAmount, nextAt: periods.today.to };
    case 'cashback': {
      requireOpen(p, now);
      const amount = cashbackFor(p, await netLossBetween(tx, memberId, periods.lastWeek.from, periods.lastWeek.to));
      if (amount <= 0) throw promotionErrors.notClaimable();
      return { periodKey: periods.lastWeek.key, amount, nextAt: periods.nextWeek };
    }
    case 'application': {
      // Approved is the player's, whatever the dates; the lock keeps a late decision from crossing the claim.
      const application = await lockPlayersApplication(tx, memberId, p.promotionId);
      if (application?.status !== 'approved') throw promotionErrors.notClaimable();
      return { periodKey: ONCE, amount: p.rewardAmount, nextAt: null };
    }
    case 'deposit':
      // Paid when its deposit is credited (deposit/settlement.ts), never claimed.
      throw promotionErrors.notClaimable();
  }
}

/**
 * Pays a check-in, a cashback or an approved application, once per its period, in one transaction:
 * the reward row (whose unique period makes a double tap or a second device pay nothing more), the
 * ledger's bonus transfer, and its lock until the turnover is bet (a deposit bonus's kind of grant).
 */
export async function claimPromotion(ctx: AppContext, member: Member, promotionId: number): Promise<ClaimResult> {
  const promotion = await promotionOf(ctx, member, promotionId);
  const { currency } = await ctx.merchants.get(member.merchant_code);
  const now = new Date();
  const paid = await ctx.db.transaction(async (tx) => {
    const player = await ensurePlayerAccount(tx, member.id, currency);
    // In a bet's order (ledger rows, then protection's), so a claim and a bet never wait on each other.
    await lockLedgerAccounts(tx, member.id);
    await guardBreak(tx, member.id, now);
    const due = await dueReward(tx, promotion, member.id, claimPeriods(now), now);
    const rewardId = await insertReward(tx, { memberId: member.id, promotionId, periodKey: due.periodKey, amount: due.amount });
    if (rewardId === null) throw promotionErrors.limitReached(due.nextAt);
    await applyTransfer(tx, {
      idempotencyKey: `promotion-reward:${rewardId}`,
      kind: 'bonus',
      fromAccountId: await ensureSystemAccount(tx, 'bonus', currency),
      toAccountId: player,
      amount: due.amount,
      currency,
      metadata: { promotionId, period: due.periodKey },
    });
    const turnoverRequired = due.amount * promotion.turnoverMultiplier;
    await insertBonusGrant(tx, { memberId: member.id, rewardId, promotionId, amount: due.amount, turnoverRequired });
    return { amount: due.amount, turnoverRequired };
  });
  return { promotion: await viewFor(ctx, member, promotion, now), ...paid };
}
