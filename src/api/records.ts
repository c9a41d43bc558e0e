import type { OrderDetail, OrderPage, OrdersQuery } from '../../contracts/records';
import type { Http } from './http';

export type { BetSlip, Order, OrderDetail, OrderLine, OrderPage, SlipLeg } from '../../contracts/records';

/** What the record page asks for: both dates (YYYY-MM-DD, at most three months apart), any category, one page. */
export type OrderQuery = Required<Pick<OrdersQuery, 'startDate' | 'endDate' | 'pageNo' | 'pageSize'>> & { gameType?: string };

/** The betting record (session required). */
export function recordsApi(http: Http) {
  return {
    orders: (query: OrderQuery) => http.request<OrderPage>({ method: 'GET', url: '/lgw/orders', params: query }),
    detail: (orderId: string) => http.request<OrderDetail>({ method: 'GET', url: '/lgw/orders/detail', params: { orderId } }),
    /** Cancels a round still without a result (a lottery ticket while its draw sells); answers it refunded. */
    cancel: (orderId: string) => http.request<OrderDetail>({ method: 'POST', url: '/lgw/orders/suborders/cancel', data: { orderId } }),
  };
}
