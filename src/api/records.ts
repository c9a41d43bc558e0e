import type { Http } from './http';

/** One round of the betting record; money in integer centavos, times ISO. */
export interface Order {
  orderId: string;
  gameName: string;
  gameType: string;
  nodeId: number | null;
  stake: number;
  win: number;
  profit: number;
  status: 'settled' | 'refunded' | 'pending';
  placedAt: string;
  settledAt: string;
}

export interface OrderQuery {
  /** YYYY-MM-DD, both ends included; at most three months apart. */
  startDate: string;
  endDate: string;
  gameType?: string;
  pageNo: number;
  pageSize: number;
}

export interface OrderPage {
  list: Order[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** One wallet movement of a round; balanceAfter in centavos. */
export interface OrderLine {
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  state: string;
  amount: number;
  balanceAfter: number;
  time: string;
}

export interface OrderDetail {
  orderId: string;
  lines: OrderLine[];
}

/** The betting record (session required). */
export function recordsApi(http: Http) {
  return {
    orders: (query: OrderQuery) => http.request<OrderPage>({ method: 'GET', url: '/lgw/orders', params: query }),
    detail: (orderId: string) => http.request<OrderDetail>({ method: 'GET', url: '/lgw/orders/detail', params: { orderId } }),
  };
}
