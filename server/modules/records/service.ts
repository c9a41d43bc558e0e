import type { FastifyBaseLogger } from 'fastify';
import type { OrderDetail, OrderPage, OrdersQuery } from '../../../contracts/records';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, dayRange, pageOf } from '../../http/paging';
import { describeFailure } from '../../vendors/fetch-failure';
import { VendorRefusal } from '../../vendors/read-json';
import { issueGameToken, walletUser } from '../seamless/game-tokens';
import type { Authenticated } from '../session/service';
import { cancellableUntilOf, slipOf } from './provider-slip';
import { listOrders, orderDetail, pendingRoundGame } from './repository';

/**
 * One page of the player's rounds, newest first. The range is whole days, both ends included,
 * at most three months; without dates, the last 7 days.
 */
export async function orderPage(ctx: AppContext, memberId: number, q: OrdersQuery): Promise<OrderPage> {
  const { from, to } = dayRange(q.startDate, q.endDate);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const { orders, totalCount } = await listOrders(ctx.db, { memberId, from, to, gameType: q.gameType, pageNo, pageSize });
  return pageOf(orders, pageNo, pageSize, totalCount);
}

/**
 * Every wallet movement of one of the player's rounds (another player's round is no round), and
 * where the game's provider shows the round itself, when the platform is connected to it. A
 * sports round comes with its slip's legs as the provider recorded them; a provider that cannot
 * tell in time leaves the record without them, never without its money.
 */
export async function roundDetail(
  ctx: Pick<AppContext, 'db' | 'vendors'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  memberId: number,
  orderId: string,
): Promise<OrderDetail> {
  const { partner, round } = roundOf(orderId);
  const lines = await orderDetail(ctx.db, memberId, partner, round);
  if (lines.length === 0) throw errors.notFound('No such round');
  const vendor = ctx.vendors.byPartner(partner);
  if (!vendor) return { orderId, lines, roundPage: null, slip: null, cancellableUntil: null };
  const details = await vendor.roundDetails(round).catch((error: unknown) => {
    log.warn({ partner, failure: describeFailure(error) }, 'round details unavailable');
    return null;
  });
  return { orderId, lines, roundPage: vendor.roundPage(round), slip: slipOf(details), cancellableUntil: cancellableUntilOf(details) };
}

/** An order id is the wallet partner's code and its round id. */
function roundOf(orderId: string): { partner: string; round: string } {
  const [partner, ...rest] = orderId.split(':');
  return { partner: partner ?? '', round: rest.join(':') };
}

/**
 * Cancels one of the player's rounds still without a result (SPEC's sub-order cancel: a lottery
 * ticket while its draw sells). Only its provider can: it rolls the bet back through the wallet,
 * which refunds the stake once. The platform asks it with a game token issued for the call, tied
 * to this session, which proves to the provider who asks. Answers the round as it is afterwards.
 */
export async function cancelSubOrder(
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
  auth: Authenticated,
  orderId: string,
): Promise<OrderDetail> {
  const { member } = auth;
  const { partner, round } = roundOf(orderId);
  const gameCode = await pendingRoundGame(ctx.db, member.id, partner, round);
  const vendor = ctx.vendors.byPartner(partner);
  if (gameCode === null || !vendor?.cancelRound) throw errors.orderNotCancellable();
  const { currency } = await ctx.merchants.get(member.merchant_code);
  const token = await issueGameToken(ctx.db, {
    memberId: member.id,
    sessionHash: auth.tokenHash,
    partnerCode: partner,
    gameCode,
    currency,
  });
  try {
    await vendor.cancelRound(round, { user: walletUser(member.id), token });
  } catch (error) {
    if (error instanceof VendorRefusal) throw errors.orderNotCancellable();
    log.warn({ partner, failure: describeFailure(error) }, 'round cancel unavailable');
    throw errors.gameProviderUnavailable();
  }
  return roundDetail(ctx, log, member.id, orderId);
}
