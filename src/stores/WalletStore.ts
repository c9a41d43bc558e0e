import { makeAutoObservable, runInAction } from 'mobx';
import { isAuthError, type MemberTransactionPage, type MemberTransactionQuery, type TxCode, type WalletValue } from '../api';
import type { RootStore } from './RootStore';

/** Movements a page of the transaction history holds (the server's default). */
const TRANSACTION_PAGE_SIZE = 20;

/** Fallback until the server tells us the merchant's currency; the market is the Philippines. */
const DEFAULT_SYMBOL = '₱';

export class WalletStore {
  /** Total balance in centavos (cash + bonus: what the player can play with); null until fetched. */
  balance: number | null = null;
  /** The total's parts, and the money held for withdrawals in progress, in centavos; null until fetched. */
  balances: WalletValue['balances'] | null = null;
  /** Centavos of bets still needed before the bonus becomes cash. */
  turnoverLeft = 0;
  currencySymbol: string | null = null;
  refreshing = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<WalletStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get symbol(): string {
    return (
      this.currencySymbol ?? this.root.session.memberInfo?.currencySymbol ?? this.root.system.settings?.currencySymbol ?? DEFAULT_SYMBOL
    );
  }

  async refresh(): Promise<void> {
    if (!this.root.session.isLoggedIn || this.refreshing) return;
    this.refreshing = true;
    try {
      const value = await this.root.api.wallet.gcs();
      runInAction(() => {
        this.balance = value.sumBalance;
        this.balances = value.balances;
        this.turnoverLeft = value.turnoverLeft;
        this.currencySymbol = value.currencySymbol;
      });
    } catch (error) {
      // A failed refresh keeps the last known balance; a dead token ends the session silently.
      if (isAuthError(error)) runInAction(() => this.root.session.clear());
    } finally {
      runInAction(() => {
        this.refreshing = false;
      });
    }
  }

  clear(): void {
    this.balance = null;
    this.balances = null;
    this.turnoverLeft = 0;
    this.currencySymbol = null;
  }

  /** The kinds of movement the transaction history can be filtered by. */
  async txCodes(): Promise<TxCode[]> {
    return (await this.root.api.wallet.txCodes()).map((entry) => entry.txCode);
  }

  /** A page of the transaction history (real accounts only). */
  transactions(query: Omit<MemberTransactionQuery, 'pageSize'>): Promise<MemberTransactionPage> {
    return this.root.api.wallet.transactions({ ...query, pageSize: TRANSACTION_PAGE_SIZE });
  }
}
