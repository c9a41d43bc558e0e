import type { OrderDetail, OrderPage, OrderQuery } from '../api';
import type { RootStore } from './RootStore';

/** Rounds a page of the betting record (the server's default). */
const ORDER_PAGE_SIZE = 20;

/** The betting record: the player's rounds, the wallet movements of one round, and cancelling one still open. */
export class RecordsStore {
  constructor(private readonly root: RootStore) {}

  orders(query: Omit<OrderQuery, 'pageSize'>): Promise<OrderPage> {
    return this.root.api.records.orders({ ...query, pageSize: ORDER_PAGE_SIZE });
  }

  detail(orderId: string): Promise<OrderDetail> {
    return this.root.api.records.detail(orderId);
  }

  /** Cancels a round still without a result (a lottery ticket before its draw closes); the refunded stake shows in the balance. */
  async cancel(orderId: string): Promise<OrderDetail> {
    const detail = await this.root.api.records.cancel(orderId);
    void this.root.wallet.refresh();
    return detail;
  }
}
