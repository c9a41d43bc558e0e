import type { OrderDetail, OrderPage, OrderQuery } from '../api';
import type { RootStore } from './RootStore';

/** Rounds a page of the betting record (the server's default). */
const ORDER_PAGE_SIZE = 20;

/** The betting record: the player's rounds and the wallet movements of one round. */
export class RecordsStore {
  constructor(private readonly root: RootStore) {}

  orders(query: Omit<OrderQuery, 'pageSize'>): Promise<OrderPage> {
    return this.root.api.records.orders({ ...query, pageSize: ORDER_PAGE_SIZE });
  }

  detail(orderId: string): Promise<OrderDetail> {
    return this.root.api.records.detail(orderId);
  }
}
