import { makeAutoObservable, runInAction } from 'mobx';
import { isAuthError } from '../api';
import type { RootStore } from './RootStore';

/** Fallback until the server tells us the merchant's currency; the market is the Philippines. */
const DEFAULT_SYMBOL = '₱';

export class WalletStore {
  /** Total balance in centavos; null until fetched. */
  balance: number | null = null;
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
    this.currencySymbol = null;
  }
}
