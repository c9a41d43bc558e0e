import type { OrderDetail, OrderPage, OrdersQuery } from '../../../contracts/records';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { listOrders, orderDetail } from './repository';

const DAY = 86_400_000;
/** Rounds a page unless the client asks for another size. */
const DEFAULT_PAGE_SIZE = 20;

/**
 * One page of the player's rounds, newest first. The range is whole days, both ends included,
 * at most three months; without dates, the last 7 days.
 */
export async function orderPage(ctx: AppContext, memberId: number, q: OrdersQuery): Promise<OrderPage> {
  const to = q.endDate ? new Date(Date.parse(q.endDate) + DAY) : new Date(Date.now() + DAY);
  const from = q.startDate ? new Date(q.startDate) : new Date(to.getTime() - 8 * DAY);
  if (from >= to) throw errors.invalidInput('startDate must not be after endDate');
  if (to.getTime() - from.getTime() > 93 * DAY) throw errors.invalidInput('The date range can be at most three months');
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const { orders, totalCount } = await listOrders(ctx.db, { memberId, from, to, gameType: q.gameType, pageNo, pageSize });
  return { list: orders, pageNum: pageNo, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}

/** Every wallet movement of one of the player's rounds; another player's round is no round. */
export async function roundDetail(ctx: AppContext, memberId: number, orderId: string): Promise<OrderDetail> {
  const lines = await orderDetail(ctx.db, memberId, orderId);
  if (lines.length === 0) throw errors.notFound('No such round');
  return { orderId, lines };
}
