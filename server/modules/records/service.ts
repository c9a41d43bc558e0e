import type { OrderDetail, OrderPage, OrdersQuery } from '../../../contracts/records';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, dayRange, pageOf } from '../../http/paging';
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
 * where the game's provider shows the round itself, when the platform is connected to it.
 */
export async function roundDetail(ctx: AppContext, memberId: number, orderId: string): Promise<OrderDetail> {
  const lines = await orderDetail(ctx.db, memberId, orderId);
  if (lines.length === 0) throw errors.notFound('No such round');
  const [partner, ...round] = orderId.split(':');
  return { orderId, lines, roundPage: ctx.vendors.byPartner(partner ?? '')?.roundPage(round.join(':')) ?? null };
}
