import type {
  BindPayoutAccountBody,
  PayoutAccount,
  PayoutBank,
  Withdrawal,
  WithdrawalRecords,
  WithdrawalRecordsQuery,
  WithdrawRequest,
  WithdrawSettings,
} from '../api';
import { OrderSubmission } from './orderSubmission';
import type { RootStore } from './RootStore';

/** Withdrawals a page of the records holds (the server's default). */
const RECORD_PAGE_SIZE = 20;

/**
 * Withdrawals: the settings that gate the screen, the payout accounts (the banks one may bind,
 * those bound, binding one), requests (encrypted, each with its Idempotency-Key, see
 * orderSubmission.ts) and the records.
 */
export class WithdrawalStore {
  private readonly submission: OrderSubmission<WithdrawRequest, Withdrawal>;

  constructor(private readonly root: RootStore) {
    // Encrypted afresh on every send; the key stays the intended withdrawal's, and the server
    // compares the decrypted body, so a retry of the same request is answered as the first.
    this.submission = new OrderSubmission((body, key) =>
      this.root.cipher.send(body, (encrypted, encryption) => this.root.api.withdrawal.withdraw(encrypted, encryption, key)),
    );
  }

  settings(): Promise<WithdrawSettings> {
    return this.root.api.withdrawal.settings();
  }

  banks(): Promise<PayoutBank[]> {
    return this.root.api.withdrawal.banks();
  }

  accounts(): Promise<PayoutAccount[]> {
    return this.root.api.withdrawal.accounts();
  }

  bindAccount(body: BindPayoutAccountBody): Promise<PayoutAccount> {
    return this.root.cipher.send(body, (encrypted, encryption) => this.root.api.withdrawal.bindAccount(encrypted, encryption));
  }

  /**
   * Requests a withdrawal. The same body sent again before an answer is the same request (one
   * key, one request). The amount leaves the balance at once (held), so the wallet is asked again.
   */
  async withdraw(body: WithdrawRequest): Promise<Withdrawal> {
    const withdrawal = await this.submission.submit(body);
    void this.root.wallet.refresh();
    return withdrawal;
  }

  records(query: Omit<WithdrawalRecordsQuery, 'pageSize'>): Promise<WithdrawalRecords> {
    return this.root.api.withdrawal.records({ ...query, pageSize: RECORD_PAGE_SIZE });
  }
}
