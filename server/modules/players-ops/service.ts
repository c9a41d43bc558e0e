import { DEPOSIT_STATUSES } from '../../../contracts/deposit';
import {
  MEMBER_KYC_STATUSES,
  PLAYERS_PAGE_DEFAULT,
  type MemberKycStatus,
  type PlayerLedgerPage,
  type PlayerPageQuery,
  type PlayerProfile,
  type PlayerSearchPage,
  type PlayerSearchQuery,
  type PlayerView,
} from '../../../contracts/players-ops';
import type { DepositQueuePage, WithdrawalQueuePage } from '../../../contracts/queues';
import type { OrderPage, OrdersQuery } from '../../../contracts/records';
import type { TxCode } from '../../../contracts/wallet';
import { WITHDRAWAL_STATUSES } from '../../../contracts/withdrawal';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { protectionState } from '../protection/service';
import { depositQueue, withdrawalQueue } from '../queues/service';
import { orderPage } from '../records/service';
import { liveSessions } from '../security/sessions-repository';
import { deviceOf } from '../session/device';
import { walletFigures } from '../wallet/repository';
import { cursorOf, isId, isUsernameKey, keyOf, pageOf } from './cursor';
import { findPlayer, ledgerStatement, playerAccounts, searchPlayers, type PlayerDbRow } from './repository';

/** Trial players (type 4) play with trial credit and never log in with a password (SPEC §3). */
const TRIAL_TYPE = 4;

/** +63 917***4567: enough to match what a player says on the phone, not enough to copy. */
export function maskedMobile(dialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const prefix = dialingCode ? `+${dialingCode} ` : '';
  return mobile.length < 8 ? `${prefix}${'*'.repeat(mobile.length)}` : `${prefix}${mobile.slice(0, 3)}***${mobile.slice(-4)}`;
}

/** j***@example.com */
export function maskedEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** Ju***ez: enough to tell one contact from another, not to reach the player outside the platform. */
export function maskedHandle(handle: string): string {
  return handle.length < 6 ? `${handle[0] ?? ''}***` : `${handle.slice(0, 2)}***${handle.slice(-2)}`;
}

const kycOf = (status: string): MemberKycStatus =>
  (MEMBER_KYC_STATUSES as readonly string[]).includes(status) ? (status as MemberKycStatus) : 'unverified';

/**
 * What was typed, as the start of a national mobile number: digits only, without the
 * Philippines' +63 or the leading 0 of 0917…; null when it is not a number.
 */
export function mobilePrefixOf(q: string): string | null {
  const digits = q.replace(/[\s+-]/g, '');
  if (!/^[0-9]{2,15}$/.test(digits)) return null;
  if (q.trim().startsWith('+') && digits.startsWith('63')) return digits.slice(2) || null;
  return digits.startsWith('0') ? digits.slice(1) || null : digits;
}

export async function searchPlayerPage(ctx: AppContext, q: PlayerSearchQuery): Promise<PlayerSearchPage> {
  const limit = q.limit ?? PLAYERS_PAGE_DEFAULT;
  const rows = await searchPlayers(ctx.db, {
    merchantCode: ctx.config.merchantCode,
    usernamePrefix: q.q.trim(),
    mobilePrefix: mobilePrefixOf(q.q),
    after: keyOf('players', q.cursor, isUsernameKey),
    limit: limit + 1,
  });
  return pageOf(
    rows,
    limit,
    (r) => ({
      username: r.username,
      mobile: maskedMobile(r.dialingCode, r.mobile),
      status: r.status,
      kycStatus: kycOf(r.kycStatus),
      trial: r.type === TRIAL_TYPE,
      registeredAt: r.createdAt.toISOString(),
    }),
    (last) => cursorOf('players', last.usernameKey),
  );
}

/** The player a route names, of this platform's merchant; NOT_FOUND when there is none. */
export async function playerNamed(ctx: AppContext, username: string): Promise<PlayerDbRow> {
  const player = await findPlayer(ctx.db, ctx.config.merchantCode, username);
  if (!player) throw errors.notFound('No such player');
  return player;
}

function profileOf(p: PlayerDbRow): PlayerProfile {
  return {
    username: p.username,
    nickname: p.nickname,
    status: p.status,
    trial: p.type === TRIAL_TYPE,
    agent: p.agent,
    mobile: maskedMobile(p.dialingCode, p.mobile),
    email: maskedEmail(p.email),
    emailVerified: p.emailVerified,
    messengers: Object.fromEntries(Object.entries(p.messengers).map(([name, handle]) => [name, maskedHandle(handle)])),
    birthday: p.birthday,
    realName: p.realName,
    kycStatus: kycOf(p.kycStatus),
    kycValidUntil: p.kycValidUntil ? p.kycValidUntil.toISOString() : null,
    paymentPasswordSet: p.paymentPasswordSet,
    registeredAt: p.createdAt.toISOString(),
    lastLoginAt: p.lastLoginAt ? p.lastLoginAt.toISOString() : null,
  };
}

/** GET /ops/api/players/:username: profile, balances, limits and breaks, live sessions. */
export async function playerView(ctx: AppContext, username: string): Promise<PlayerView> {
  const player = await playerNamed(ctx, username);
  const [accounts, protection, sessions] = await Promise.all([
    playerAccounts(ctx.db, player.id),
    protectionState(ctx.db, player.id),
    liveSessions(ctx.db, player.id, ctx.config.session.idleMinutes),
  ]);
  const balances = await Promise.all(
    accounts.map(async (a) => {
      const figures = await walletFigures(ctx.db, player.id, a.currency);
      return {
        accountId: a.id,
        currency: a.currency,
        balance: a.balance,
        lockedBonus: Math.min(figures.lockedBonus, a.balance),
        turnoverLeft: figures.turnoverLeft,
        held: figures.held,
      };
    }),
  );
  return {
    profile: profileOf(player),
    balances,
    protection,
    sessions: sessions.map((s) => ({
      sessionId: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ip: s.ip,
      device: deviceOf(s.userAgent),
    })),
  };
}

/** What a transfer belongs to, named as the console names it elsewhere (D…, W…, A…). */
function referenceOf(metadata: Record<string, unknown>): string | null {
  for (const [key, letter] of [
    ['depositId', 'D'],
    ['withdrawalId', 'W'],
    ['adjustmentId', 'A'],
  ] as const) {
    const id = metadata[key];
    if (typeof id === 'number' || typeof id === 'string') return `${letter}${id}`;
  }
  return null;
}

export async function playerLedger(ctx: AppContext, username: string, q: PlayerPageQuery): Promise<PlayerLedgerPage> {
  const player = await playerNamed(ctx, username);
  const limit = q.limit ?? PLAYERS_PAGE_DEFAULT;
  const rows = await ledgerStatement(ctx.db, player.id, keyOf('ledger', q.cursor, isId), limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({
      transferId: r.transferId,
      kind: r.kind as TxCode,
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      currency: r.currency,
      counterparty: r.counterparty,
      reference: referenceOf(r.metadata),
      time: r.createdAt.toISOString(),
    }),
    (last) => cursorOf('ledger', last.transferId),
  );
}

/** The player's rounds, as their own betting record pages them (dates, page numbers). */
export async function playerRounds(ctx: AppContext, username: string, q: OrdersQuery): Promise<OrderPage> {
  return orderPage(ctx, (await playerNamed(ctx, username)).id, q);
}

/** Every deposit of the player, newest first, in the deposit queue's rows and cursor. */
export async function playerDeposits(ctx: AppContext, username: string, q: PlayerPageQuery): Promise<DepositQueuePage> {
  const player = await playerNamed(ctx, username);
  return depositQueue(ctx, { username: player.username, sort: 'created', direction: 'desc', ...q }, DEPOSIT_STATUSES);
}

export async function playerWithdrawals(ctx: AppContext, username: string, q: PlayerPageQuery): Promise<WithdrawalQueuePage> {
  const player = await playerNamed(ctx, username);
  return withdrawalQueue(ctx, { username: player.username, sort: 'created', direction: 'desc', ...q }, WITHDRAWAL_STATUSES);
}
