import dayjs from 'dayjs';
import type { PromotionState, PromotionView } from '../../../contracts/promotions';
import { bonusFor } from '../deposit/promotion-rules';
import { PERIOD_ZONE, periodsAt, type Period } from '../protection/periods';
import type { ApplicationRow, PromotionRow, RewardRow } from './repository';

/*
 * The rules of /m/activity, apart from the database so each is tested on its own: which periods a
 * claim pays for, and what a promotion's state (SPEC §4's labels) is for a player at a moment.
 */

const WEEK = 7 * 86_400_000;
/** An approved application is paid once: its reward's period. */
export const ONCE = 'once';

/** The periods claims pay for, in Manila: a check-in pays today, a cashback the week before this one. */
export interface ClaimPeriods {
  today: Period;
  /** The last whole Monday-to-Sunday week; Manila has no daylight saving, so a week is always 7 × 24 h. */
  lastWeek: Period;
  /** When this week ends: the next cashback's first moment. */
  nextWeek: Date;
}

export function claimPeriods(now: Date): ClaimPeriods {
  const { day, week } = periodsAt(now);
  const from = new Date(week.from.getTime() - WEEK);
  return {
    today: day,
    lastWeek: { key: dayjs(from).tz(PERIOD_ZONE).format('YYYY-MM-DD'), from, to: week.from },
    nextWeek: week.to,
  };
}

/** The last day of a period, inclusive, in Manila (a week's Sunday). */
function lastDayOf(period: Period): string {
  return dayjs(period.to.getTime() - 1)
    .tz(PERIOD_ZONE)
    .format('YYYY-MM-DD');
}

/** SPEC §4: before the start a promotion is coming soon, from its end closed; null while it runs. */
export function windowState(p: Pick<PromotionRow, 'startsAt' | 'endsAt'>, now: Date): 'coming_soon' | 'closed' | null {
  if (p.startsAt && now < p.startsAt) return 'coming_soon';
  if (p.endsAt && now >= p.endsAt) return 'closed';
  return null;
}

/** What the platform knows of one player, gathered once for the whole list. */
export interface PlayerFacts {
  /** Once-per-player deposit promotions a credited deposit claimed, with the bonus it paid. */
  claimedDeposits: Map<number, number>;
  /** Promotions an open deposit order carries. */
  openDeposits: Set<number>;
  /** Rewards paid for today, last week or once (ClaimPeriods' keys and ONCE). */
  rewards: RewardRow[];
  applications: ApplicationRow[];
  /** Stakes less wins of the last week (negative when the player won). */
  lastWeekNetLoss: number;
}

/** The cashback a week's net loss earns: its percentage, capped; nothing when the player won. */
export function cashbackFor(p: Pick<PromotionRow, 'bonusPercent' | 'maxBonus'>, netLoss: number): number {
  return netLoss > 0 ? bonusFor(p, netLoss) : 0;
}

type PlayerPart = Pick<PromotionView, 'state' | 'claimable' | 'paid' | 'nextAt' | 'applicationId' | 'reason'>;

const part = (state: PromotionState, more: Partial<PlayerPart> = {}): PlayerPart => ({
  state,
  claimable: null,
  paid: null,
  nextAt: null,
  applicationId: null,
  reason: null,
  ...more,
});

/** A visitor's or trial player's view: what the promotion offers anyone, before any part in it. */
function freshPart(p: PromotionRow): PlayerPart {
  return p.kind === 'check_in' ? part('claim', { claimable: p.rewardAmount }) : part('join');
}

function playerPart(p: PromotionRow, facts: PlayerFacts, periods: ClaimPeriods): PlayerPart {
  const reward = (key: string) => facts.rewards.find((r) => r.promotionId === p.promotionId && r.periodKey === key);
  switch (p.kind) {
    case 'deposit': {
      const bonus = facts.claimedDeposits.get(p.promotionId);
      if (p.oncePerPlayer && bonus !== undefined) return part('claimed', { paid: bonus });
      return part(p.oncePerPlayer && facts.openDeposits.has(p.promotionId) ? 'applying' : 'join');
    }
    case 'check_in': {
      const today = reward(periods.today.key);
      return today
        ? part('signed', { paid: today.amount, nextAt: periods.today.to.toISOString() })
        : part('claim', { claimable: p.rewardAmount });
    }
    case 'cashback': {
      const nextAt = periods.nextWeek.toISOString();
      const paid = reward(periods.lastWeek.key);
      if (paid) return part('claimed', { paid: paid.amount, nextAt });
      const amount = cashbackFor(p, facts.lastWeekNetLoss);
      return amount > 0 ? part('claim', { claimable: amount }) : part('join', { nextAt });
    }
    case 'application': {
      const application = facts.applications.find((a) => a.promotionId === p.promotionId);
      if (!application) return part('join');
      const applicationId = `A${application.applicationId}`;
      const paid = reward(ONCE);
      if (paid) return part('claimed', { paid: paid.amount, applicationId });
      if (application.status === 'approved') return part('issued', { claimable: p.rewardAmount, applicationId });
      return part(application.status, { applicationId, reason: application.reason });
    }
  }
}

/**
 * A promotion as one viewer sees it now. A player's own outcome (applying, rejected, issued,
 * claimed, signed) stands whatever the dates; an offer to join or claim becomes coming soon or
 * closed outside the promotion's window. `facts` is null for a visitor or a trial player.
 */
export function viewOf(p: PromotionRow, facts: PlayerFacts | null, now: Date): PromotionView {
  const periods = claimPeriods(now);
  const mine = facts ? playerPart(p, facts, periods) : freshPart(p);
  const closedBy = windowState(p, now);
  const shown = closedBy && (mine.state === 'join' || mine.state === 'claim') ? part(closedBy) : mine;
  const cashback = p.kind === 'cashback';
  return {
    promotionId: p.promotionId,
    kind: p.kind,
    title: p.title,
    titles: p.titles,
    ...shown,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    minDeposit: p.minDeposit,
    bonusPercent: p.bonusPercent,
    maxBonus: p.maxBonus,
    rewardAmount: p.rewardAmount,
    turnoverMultiplier: p.turnoverMultiplier,
    oncePerPlayer: p.oncePerPlayer,
    week: cashback ? { from: periods.lastWeek.key, to: lastDayOf(periods.lastWeek) } : null,
    netLoss: cashback && facts ? Math.max(0, facts.lastWeekNetLoss) : null,
  };
}
