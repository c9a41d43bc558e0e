import { MONEY_LIMIT_PERIODS, type MoneyLimitKind, type MoneyLimitPeriod } from '../../../contracts/protection';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import type { Authenticated } from '../session/service';
import { protectionErrors } from './errors';
import { periodsAt, type Periods } from './periods';
import { startPlaySession } from './play-session-repository';
import { betGuardRow, betPlacedAt, countPlay, depositsSince, findState, lockState, type PlayDelta } from './repository';
import { passedLimit } from './rules';

/*
 * Where protection is enforced: where money moves (the seamless wallet's bet, a deposit order) and
 * where play starts (a game launch). The wallet's hooks run inside its transaction; a refusal is
 * answered there, and an error fails that transaction, so a bet that could not be checked is
 * never taken (fail closed).
 */

const MINUTE = 60_000;
const each = (amount: number): Record<MoneyLimitPeriod, number> => ({ day: amount, week: amount, month: amount });

/** Why a bet is refused before it moves money: the member is not active, is on a break, or their play session ran out. */
export type BetRefusal = 'disabled' | 'on_break' | 'session_limit' | 'wager_limit' | 'loss_limit';

/** Inside the bet's transaction, before its transfer: one indexed read. */
export async function betRefusal(tx: Queryable, memberId: number, at = new Date()): Promise<BetRefusal | null> {
  const row = await betGuardRow(tx, memberId);
  if (!row || row.status !== 'active') return 'disabled';
  if (row.blockedUntil && row.blockedUntil > at) return 'on_break';
  if (row.sessionMinutes !== null && row.playStartedAt && at.getTime() >= row.playStartedAt.getTime() + row.sessionMinutes * MINUTE) {
    return 'session_limit';
  }
  return null;
}

/**
 * Inside the bet's transaction, after its transfer (which locked the player's ledger row): counts
 * the stake in the current periods under the protection row's lock and answers whether that passes
 * a wager or loss limit, in which case the caller refuses the bet and its transaction undoes all.
 * The stake counts as lost until its win comes. One UPDATE; nothing for a player without protection.
 */
export async function countStake(tx: Queryable, memberId: number, stake: number, at = new Date()): Promise<BetRefusal | null> {
  const counted = await countPlay(tx, memberId, periodsAt(at), { wagered: each(stake), lost: each(stake) });
  if (!counted) return null;
  if (passedLimit(counted.wagerLimits, counted.wagered)) return 'wager_limit';
  if (passedLimit(counted.lossLimits, counted.lost)) return 'loss_limit';
  return null;
}

/** A win lowers the net loss of the periods it is paid in. Never refused. */
export async function countWin(tx: Queryable, memberId: number, amount: number, at = new Date()): Promise<void> {
  await countPlay(tx, memberId, periodsAt(at), { wagered: each(0), lost: each(-amount) });
}

/**
 * A refunded stake is taken back from the periods it was counted in, if they are still the current
 * ones (a period that has ended keeps what it counted). Never refused.
 */
export async function countRefund(tx: Queryable, memberId: number, partner: string, betUuid: string, stake: number, at = new Date()) {
  const placedAt = await betPlacedAt(tx, partner, betUuid);
  if (!placedAt) return;
  const now = periodsAt(at);
  const then: Periods = periodsAt(placedAt);
  const back = Object.fromEntries(MONEY_LIMIT_PERIODS.map((p) => [p, now[p].key === then[p].key ? -stake : 0])) as Record<
    MoneyLimitPeriod,
    number
  >;
  if (MONEY_LIMIT_PERIODS.every((p) => back[p] === 0)) return;
  const delta: PlayDelta = { wagered: back, lost: back };
  await countPlay(tx, memberId, now, delta);
}

/**
 * Before a deposit order is written (and so before the payment provider is called), in the
 * transaction that writes it: a player on a break may not deposit, and an order that would take a
 * period's deposits (open and completed orders) over the limit is refused. The protection row's
 * lock makes two orders at once count each other.
 */
export async function guardDeposit(tx: Queryable, memberId: number, amount: number, at = new Date()): Promise<void> {
  const state = await lockState(tx, memberId);
  if (!state) return;
  if (state.blockedUntil && state.blockedUntil > at && state.blockKind) throw protectionErrors.blocked(state.blockKind, state.blockedUntil);
  const limits = state.limits.deposit;
  if (MONEY_LIMIT_PERIODS.every((p) => limits[p] === null)) return;
  const used = await depositsSince(tx, memberId, periodsAt(at));
  const passed = passedLimit(limits, { day: used.day + amount, week: used.week + amount, month: used.month + amount });
  if (passed) throw protectionErrors.depositLimitReached(passed.period, passed.limit, used[passed.period]);
}

/** The first wager or loss limit already used up (nothing more can be staked until its period ends). */
function usedUp(
  state: NonNullable<Awaited<ReturnType<typeof findState>>>,
  periods: Periods,
): { kind: MoneyLimitKind; period: MoneyLimitPeriod } | null {
  for (const period of MONEY_LIMIT_PERIODS) {
    const current = state.starts[period] === periods[period].key;
    const wager = state.limits.wager[period];
    if (wager !== null && (current ? state.wagered[period] : 0) >= wager) return { kind: 'wager', period };
    const loss = state.limits.loss[period];
    if (loss !== null && (current ? state.lost[period] : 0) >= loss) return { kind: 'loss', period };
  }
  return null;
}

/**
 * A game launch: refused on a break, when this sign-in's play session reached its limit, or when a
 * wager or loss limit is used up (the player is told why rather than finding every bet refused).
 * Otherwise the play session of this sign-in begins, if it had not.
 */
export async function guardPlay(ctx: Pick<AppContext, 'db'>, auth: Authenticated, at = new Date()): Promise<void> {
  const state = await findState(ctx.db, auth.member.id);
  if (state?.blockedUntil && state.blockedUntil > at && state.blockKind)
    throw protectionErrors.blocked(state.blockKind, state.blockedUntil);
  const periods = periodsAt(at);
  const spent = state ? usedUp(state, periods) : null;
  if (spent) throw protectionErrors.playLimitReached(spent.kind, spent.period, periods[spent.period].to);
  const startedAt = await startPlaySession(ctx.db, auth.tokenHash, auth.member.id, at);
  if (state?.sessionMinutes != null) {
    const endsAt = new Date(startedAt.getTime() + state.sessionMinutes * MINUTE);
    if (at >= endsAt) throw protectionErrors.sessionLimitReached(endsAt);
  }
}
