import {
  REALITY_CHECK_DEFAULT,
  type BlockView,
  type CoolOffDuration,
  type LimitKey,
  type LimitView,
  type PlaySession,
  type ProtectionState,
  type SelfExclusionDuration,
  type SetLimitBody,
  type SetLimitResult,
} from '../../../contracts/protection';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { applyTransfer, ensurePlayerAccount, ensureSystemAccount, playerBalance } from '../../ledger/ledger';
import { appendAudit } from '../audit/log';
import { forfeitOpenBonuses } from '../bonus/repository';
import type { MemberRow } from '../member/repository';
import { protectionErrors } from './errors';
import { identityDigest } from './identity';
import { periodsAt } from './periods';
import { findPlaySession, netResultSince } from './play-session-repository';
import {
  activeExclusions,
  closePendingChange,
  deleteLimit,
  depositsSince,
  ensureState,
  findState,
  insertExclusion,
  insertPendingChange,
  listLimits,
  listPendingChanges,
  lockLedgerAccounts,
  lockPendingChange,
  lockState,
  upsertLimit,
  writeBlock,
  writeBonusForfeited,
  writeEffectiveLimits,
  writeRealityCheck,
  writeRevocationRequest,
  writeRevoked,
  type ExclusionRow,
  type StateRow,
} from './repository';
import { endIdentitiesOfExclusion, insertIdentities, memberIdentities, type NewIdentity } from './identity-repository';
import { ALL_LIMITS, breakSpan, changeOf, confirmableAt, isMoneyKind, limitNews, stricter } from './rules';
import { notifyPlayer } from '../inbox/service';

type Member = Pick<MemberRow, 'id' | 'merchant_code'>;

const MINUTE = 60_000;
const sameKey = (a: LimitKey, b: { kind: string; period: string }) => a.kind === b.kind && a.period === b.period;
const actorOf = (memberId: number) => `member:${memberId}`;

/**
 * Makes the player's protected row if they had none and locks it until the transaction ends. The
 * ledger rows are locked first, as a bet takes them before it counts itself (see ensureState).
 */
export async function protect(tx: Queryable, memberId: number, at: Date): Promise<StateRow> {
  await lockLedgerAccounts(tx, memberId);
  await ensureState(tx, memberId, periodsAt(at));
  return (await lockState(tx, memberId))!;
}

/** Copies the limits in force (the stricter of the player's and the operator's) onto the row every bet reads. */
export async function refreshEffectiveLimits(tx: Queryable, memberId: number): Promise<void> {
  const rows = await listLimits(tx, memberId);
  const of = (kind: string, period: string) => {
    const set = rows.filter((r) => r.kind === kind && r.period === period);
    return stricter(set.find((r) => r.setter === 'player')?.amount ?? null, set.find((r) => r.setter === 'operator')?.amount ?? null);
  };
  const byPeriod = (kind: string) => ({ day: of(kind, 'day'), week: of(kind, 'week'), month: of(kind, 'month') });
  await writeEffectiveLimits(
    tx,
    memberId,
    { deposit: byPeriod('deposit'), loss: byPeriod('loss'), wager: byPeriod('wager') },
    of('session', 'session'),
  );
}

/** What a period used, read from the row: a period that has ended since it was last counted used nothing yet. */
function usedNow(state: StateRow | null, kind: 'loss' | 'wager', period: 'day' | 'week' | 'month', key: string): number {
  if (!state || state.starts[period] !== key) return 0;
  return kind === 'loss' ? state.lost[period] : state.wagered[period];
}

function blockView(e: ExclusionRow): BlockView {
  return {
    kind: e.kind,
    duration: e.duration as BlockView['duration'],
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    revocableFrom: e.revocableFrom ? e.revocableFrom.toISOString() : null,
    revocation:
      e.revokeRequestedAt && e.revokeConfirmableAt
        ? { requestedAt: e.revokeRequestedAt.toISOString(), confirmableAt: e.revokeConfirmableAt.toISOString() }
        : null,
  };
}

/** Everything the protection screens show: each limit (set, in force, used, waiting), the reality check and a break in force. */
export async function protectionState(db: Queryable, memberId: number, at = new Date()): Promise<ProtectionState> {
  const [limits, pending, state, breaks] = await Promise.all([
    listLimits(db, memberId),
    listPendingChanges(db, memberId),
    findState(db, memberId),
    activeExclusions(db, memberId, at),
  ]);
  const periods = periodsAt(at);
  const hasDepositLimit = limits.some((l) => l.kind === 'deposit');
  const deposits = hasDepositLimit ? await depositsSince(db, memberId, periods) : { day: 0, week: 0, month: 0 };
  const views: LimitView[] = ALL_LIMITS.map((key) => {
    const set = limits.filter((l) => sameKey(key, l));
    const player = set.find((l) => l.setter === 'player')?.amount ?? null;
    const operator = set.find((l) => l.setter === 'operator')?.amount ?? null;
    const waiting = pending.find((p) => sameKey(key, p));
    const money = key.period !== 'session' && isMoneyKind(key.kind) ? { kind: key.kind, period: key.period } : null;
    return {
      kind: key.kind,
      period: key.period,
      player,
      operator,
      effective: stricter(player, operator),
      used: !money
        ? null
        : money.kind === 'deposit'
          ? deposits[money.period]
          : usedNow(state, money.kind, money.period, periods[money.period].key),
      periodEndsAt: money ? periods[money.period].to.toISOString() : null,
      pending: waiting
        ? { amount: waiting.amount, requestedAt: waiting.requestedAt.toISOString(), confirmableAt: waiting.confirmableAt.toISOString() }
        : null,
    };
  });
  return {
    limits: views,
    realityCheckMinutes: state?.realityCheckMinutes ?? REALITY_CHECK_DEFAULT,
    block: breaks[0] ? blockView(breaks[0]) : null,
    serverTime: at.toISOString(),
  };
}

/**
 * The player changes their own limit. A tightening (a first limit, or a lower one) is in force at
 * once; a loosening (higher, or removed) waits 24 hours and then for the player's confirmation,
 * replacing any change that was waiting. Asking for the limit already in force withdraws a
 * waiting loosening.
 */
export async function setPlayerLimit(ctx: AppContext, memberId: number, body: SetLimitBody, at = new Date()): Promise<SetLimitResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await protect(tx, memberId, at);
    const current = (await listLimits(tx, memberId)).find((l) => sameKey(body, l) && l.setter === 'player')?.amount ?? null;
    const change = changeOf(current, body.amount);
    await closePendingChange(tx, memberId, body.kind, body.period, 'superseded', at);
    if (change === 'same') return 'unchanged' as const;
    if (change === 'tighten') {
      await upsertLimit(tx, { memberId, ...body, amount: body.amount!, setter: 'player', setBy: 'player', reason: null }, at);
      await refreshEffectiveLimits(tx, memberId);
    } else {
      await insertPendingChange(tx, { memberId, ...body, requestedAt: at, confirmableAt: confirmableAt(at) });
    }
    await appendAudit(tx, {
      kind: change === 'tighten' ? 'protection.limit_set' : 'protection.limit_change_requested',
      memberId,
      actor: actorOf(memberId),
      data: { limitKind: body.kind, period: body.period, from: current, to: body.amount },
    });
    return change === 'tighten' ? ('applied' as const) : ('pending' as const);
  });
  return { outcome, state: await protectionState(ctx.db, memberId, at) };
}

/** The player confirms a loosening whose 24 hours have passed: it is in force from now. */
export async function confirmLimitChange(ctx: AppContext, memberId: number, key: LimitKey, at = new Date()): Promise<ProtectionState> {
  await ctx.db.transaction(async (tx) => {
    await protect(tx, memberId, at);
    const waiting = await lockPendingChange(tx, memberId, key.kind, key.period);
    if (!waiting) throw errors.notFound('No change of this limit is waiting');
    if (at < waiting.confirmableAt) throw protectionErrors.changeNotConfirmable(waiting.confirmableAt);
    if (waiting.amount === null) await deleteLimit(tx, memberId, key.kind, key.period, 'player');
    else await upsertLimit(tx, { memberId, ...key, amount: waiting.amount, setter: 'player', setBy: 'player', reason: null }, at);
    await closePendingChange(tx, memberId, key.kind, key.period, 'confirmed', at);
    await refreshEffectiveLimits(tx, memberId);
    await notifyPlayer(tx, memberId, 'limitEffective', limitNews(key.kind, key.period, waiting.amount));
    await appendAudit(tx, {
      kind: 'protection.limit_change_confirmed',
      memberId,
      actor: actorOf(memberId),
      data: { limitKind: key.kind, period: key.period, to: waiting.amount, requestedAt: waiting.requestedAt.toISOString() },
    });
  });
  return protectionState(ctx.db, memberId, at);
}

/** The player withdraws a loosening they asked for: the limit stays as it is. */
export async function cancelLimitChange(ctx: AppContext, memberId: number, key: LimitKey, at = new Date()): Promise<ProtectionState> {
  const closed = await ctx.db.transaction((tx) => closePendingChange(tx, memberId, key.kind, key.period, 'cancelled', at));
  if (closed === 0) throw errors.notFound('No change of this limit is waiting');
  return protectionState(ctx.db, memberId, at);
}

/** How often the reality check comes: a reminder, not a limit, so any change is in force at once. */
export async function setRealityCheck(ctx: AppContext, memberId: number, minutes: number, at = new Date()): Promise<ProtectionState> {
  await ctx.db.transaction(async (tx) => {
    await protect(tx, memberId, at);
    await writeRealityCheck(tx, memberId, minutes);
  });
  return protectionState(ctx.db, memberId, at);
}

/** The break in force now (the one ending last) is what a bet and a deposit read. */
async function refreshBlock(tx: Queryable, memberId: number, at: Date): Promise<ExclusionRow | null> {
  const [longest] = await activeExclusions(tx, memberId, at);
  await writeBlock(tx, memberId, longest?.endsAt ?? null, longest?.kind ?? null);
  return longest ?? null;
}

/**
 * A bonus is playable but not the player's money until its turnover is met: a break forfeits the
 * locked bonuses, and the part of them still in the balance goes back to the bonus account. The
 * player keeps (and may withdraw) the rest of their balance.
 */
async function forfeitBonuses(tx: Queryable, member: Member, currency: string, exclusionId: number): Promise<number> {
  const locked = await forfeitOpenBonuses(tx, member.id);
  if (locked === 0) return 0;
  const amount = Math.min(locked, await playerBalance(tx, member.id, currency));
  if (amount <= 0) return 0;
  await applyTransfer(tx, {
    idempotencyKey: `protection:forfeit:${exclusionId}`,
    kind: 'bonus',
    fromAccountId: await ensurePlayerAccount(tx, member.id, currency),
    toAccountId: await ensureSystemAccount(tx, 'bonus', currency),
    amount,
    currency,
    metadata: { forfeited: true, exclusionId },
  });
  await writeBonusForfeited(tx, exclusionId, amount);
  return amount;
}

/** A self-excluded player's mobile, email and ID number, refused at registration until the exclusion ends. */
async function listIdentities(ctx: AppContext, tx: Queryable, memberId: number, exclusionId: number, endsAt: Date): Promise<void> {
  const contacts = await memberIdentities(tx, memberId);
  const entries: NewIdentity[] = [];
  const add = (kind: NewIdentity['kind'], value: string | null) => {
    if (!value) return;
    try {
      entries.push({
        kind,
        digest: identityDigest(ctx.config.tokenPepper, kind, value),
        source: 'self_exclusion',
        exclusionId,
        reason: null,
        addedBy: actorOf(memberId),
        expiresAt: endsAt,
      });
    } catch {
      // A stored number that no longer parses cannot be matched anyway.
    }
  };
  add('mobile', contacts.mobile && contacts.dialingCode ? `+${contacts.dialingCode}${contacts.mobile}` : null);
  add('email', contacts.email);
  add('id_number', contacts.idNumber);
  await insertIdentities(tx, entries);
}

/**
 * A cool-off (24 h, 7 or 30 days) or a self-exclusion (6 months, 1 or 5 years), from now. Play and
 * deposits stop at once (the next bet reads the row); locked bonuses are forfeited. A break that
 * would end before the one already running is refused: a break can be lengthened, never shortened.
 */
export async function takeBreak(
  ctx: AppContext,
  member: Member,
  duration: CoolOffDuration | SelfExclusionDuration,
  at = new Date(),
): Promise<ProtectionState> {
  // Read before the transaction: the merchant directory asks the database on its own connection.
  const { currency } = await ctx.merchants.get(member.merchant_code);
  await ctx.db.transaction((tx) => startBreak(ctx, tx, { member, currency, duration, at, actor: actorOf(member.id) }));
  return protectionState(ctx.db, member.id, at);
}

export interface BreakStart {
  member: Member;
  /** The merchant's currency (the bonuses forfeited are in it). */
  currency: string;
  duration: CoolOffDuration | SelfExclusionDuration;
  at: Date;
  /** Who starts it: the player (`member:<id>`), or a staff member (`staff:<id>`) for them. */
  actor: string;
  /** More for the audit entry (a staff member's action and reason hash). */
  note?: Record<string, unknown>;
}

/** takeBreak's work inside the caller's transaction (a staff member's action is recorded in the same one); the exclusion's id. */
export async function startBreak(ctx: AppContext, tx: Queryable, b: BreakStart): Promise<number> {
  const { member, duration, at } = b;
  const span = breakSpan(duration, at);
  await protect(tx, member.id, at);
  const [running] = await activeExclusions(tx, member.id, at);
  if (running && running.endsAt >= span.endsAt) throw protectionErrors.alreadyOnBreak(running.endsAt);
  const exclusionId = await insertExclusion(tx, { memberId: member.id, duration, startsAt: at, ...span });
  await refreshBlock(tx, member.id, at);
  const forfeited = await forfeitBonuses(tx, member, b.currency, exclusionId);
  if (span.kind === 'self_exclusion') await listIdentities(ctx, tx, member.id, exclusionId, span.endsAt);
  await appendAudit(tx, {
    kind: 'protection.break_taken',
    memberId: member.id,
    actor: b.actor,
    data: { exclusionId, breakKind: span.kind, duration, endsAt: span.endsAt.toISOString(), bonusForfeited: forfeited, ...b.note },
  });
  return exclusionId;
}

/** The self-exclusion a revocation is about: the break in force, which must be a self-exclusion past its first 6 months. */
async function revocableExclusion(tx: Queryable, memberId: number, at: Date): Promise<ExclusionRow> {
  const [running] = await activeExclusions(tx, memberId, at);
  if (!running) throw errors.notFound('No self-exclusion is running');
  if (running.kind !== 'self_exclusion' || !running.revocableFrom || at < running.revocableFrom) {
    throw protectionErrors.exclusionIrrevocable(running.revocableFrom);
  }
  return running;
}

/** Asks to end a self-exclusion after its first 6 months: the player confirms it 24 hours later. */
export async function requestRevocation(ctx: AppContext, memberId: number, at = new Date()): Promise<ProtectionState> {
  await ctx.db.transaction(async (tx) => {
    await protect(tx, memberId, at);
    const running = await revocableExclusion(tx, memberId, at);
    if (running.revokeRequestedAt) return;
    await writeRevocationRequest(tx, running.id, at, confirmableAt(at));
    await appendAudit(tx, {
      kind: 'protection.revocation_requested',
      memberId,
      actor: actorOf(memberId),
      data: { exclusionId: running.id },
    });
  });
  return protectionState(ctx.db, memberId, at);
}

/** Confirms a revocation asked for at least 24 hours ago: play and deposits open again, the identities leave the list. */
export async function confirmRevocation(ctx: AppContext, memberId: number, at = new Date()): Promise<ProtectionState> {
  await ctx.db.transaction(async (tx) => {
    await protect(tx, memberId, at);
    const running = await revocableExclusion(tx, memberId, at);
    if (!running.revokeConfirmableAt) throw errors.notFound('No revocation was asked for');
    if (at < running.revokeConfirmableAt) throw protectionErrors.changeNotConfirmable(running.revokeConfirmableAt);
    await writeRevoked(tx, running.id, at);
    await endIdentitiesOfExclusion(tx, running.id, at);
    await refreshBlock(tx, memberId, at);
    await appendAudit(tx, { kind: 'protection.exclusion_revoked', memberId, actor: actorOf(memberId), data: { exclusionId: running.id } });
  });
  return protectionState(ctx.db, memberId, at);
}

/**
 * The play session of this sign-in for the reality check: when it began (its first game launch),
 * the net result since, and where the session limit ends it.
 */
export async function playSession(ctx: AppContext, memberId: number, sessionHash: string, at = new Date()): Promise<PlaySession> {
  const [startedAt, state] = await Promise.all([findPlaySession(ctx.db, sessionHash), findState(ctx.db, memberId)]);
  const limit = state?.sessionMinutes ?? null;
  const endsAt = startedAt && limit !== null ? new Date(startedAt.getTime() + limit * MINUTE) : null;
  return {
    startedAt: startedAt ? startedAt.toISOString() : null,
    serverTime: at.toISOString(),
    netResult: startedAt ? await netResultSince(ctx.db, memberId, startedAt) : 0,
    realityCheckMinutes: state?.realityCheckMinutes ?? REALITY_CHECK_DEFAULT,
    sessionLimitMinutes: limit,
    endsAt: endsAt ? endsAt.toISOString() : null,
    ended: endsAt !== null && at >= endsAt,
  };
}
