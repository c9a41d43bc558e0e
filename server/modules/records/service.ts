import type { FastifyBaseLogger } from 'fastify';
import type { OrderDetail, OrderPage, OrdersQuery } from '../../../contracts/records';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, dayRange, pageOf } from '../../http/paging';
import { describeFailure } from '../../vendors/fetch-failure';
import { slipOf } from './provider-slip';
import { listOrders, orderDetail } from './repository';

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
  const lines = await orderDetail(ctx.db, memberId, orderId);
  if (lines.length === 0) throw errors.notFound('No such round');
  const [partner, ...rest] = orderId.split(':');
  const vendor = ctx.vendors.byPartner(partner ?? '');
  const round = rest.join(':');
  if (!vendor) return { orderId, lines, roundPage: null, slip: null };
  const slip = await vendor.roundDetails(round).then(slipOf, (error: unknown) => {
    log.warn({ partner, failure: describeFailure(error) }, 'round details unavailable');
    return null;
  });
  return { orderId, lines, roundPage: vendor.roundPage(round), slip };
}
