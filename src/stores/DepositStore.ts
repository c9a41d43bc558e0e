import type { DepositChannels, DepositOrder, DepositPromotion, DepositRecords, DepositRecordsQuery, DepositRequest } from '../api';
import { clientPlace } from '../platform/appInfo';
import { OrderSubmission } from './orderSubmission';
import type { RootStore } from './RootStore';

/** Orders a page of the deposit records (the server's default). */
const RECORD_PAGE_SIZE = 20;

/**
 * Deposits: the channels offered where the client runs, the promotions, orders (each sent with
 * its Idempotency-Key, see orderSubmission.ts), receipts, cancellations and the records.
 */
export class DepositStore {
  private readonly submission: OrderSubmission<DepositRequest, DepositOrder>;

  constructor(private readonly root: RootStore) {
    this.submission = new OrderSubmission((body, key) => this.root.api.deposit.create(body, key));
  }

  channels(): Promise<DepositChannels> {
    return this.root.api.deposit.channels(clientPlace());
  }

  promotions(): Promise<DepositPromotion[]> {
    return this.root.api.deposit.promotions();
  }

  /** Opens an order. The same body sent again before an answer is the same order (one key, one request). */
  create(body: DepositRequest): Promise<DepositOrder> {
    return this.submission.submit(body);
  }

  order(depositId: string): Promise<DepositOrder> {
    return this.root.api.deposit.order(depositId);
  }

  uploadReceipt(depositId: string, receipt: Blob, reference: string): Promise<DepositOrder> {
    return this.root.api.deposit.uploadReceipt(depositId, receipt, reference.trim());
  }

  cancel(depositId: string): Promise<DepositOrder> {
    return this.root.api.deposit.cancel(depositId);
  }

  records(query: Omit<DepositRecordsQuery, 'pageSize'>): Promise<DepositRecords> {
    return this.root.api.deposit.records({ ...query, pageSize: RECORD_PAGE_SIZE });
  }
}
