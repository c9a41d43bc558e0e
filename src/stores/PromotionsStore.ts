import { makeAutoObservable, runInAction } from 'mobx';
import type { ClaimResult, PromotionView } from '../api';
import { OrderSubmission } from './orderSubmission';
import type { RootStore } from './RootStore';

/**
 * The promotions of /m/activity with the player's state in each, and taking part: applying and
 * claiming, each tap with its Idempotency-Key (orderSubmission.ts: a double tap is one request).
 * An answer replaces its promotion in the list, so the screen shows the new state at once.
 */
export class PromotionsStore {
  /** The last list read; null until the first. */
  list: PromotionView[] | null = null;
  private readonly claims: OrderSubmission<number, ClaimResult>;
  private readonly applications: OrderSubmission<number, PromotionView>;

  constructor(private readonly root: RootStore) {
    this.claims = new OrderSubmission((promotionId, key) => this.root.api.promotions.claim(promotionId, key));
    this.applications = new OrderSubmission((promotionId, key) => this.root.api.promotions.apply(promotionId, key));
    makeAutoObservable<PromotionsStore, 'root' | 'claims' | 'applications'>(
      this,
      { root: false, claims: false, applications: false },
      { autoBind: true },
    );
  }

  async load(): Promise<PromotionView[]> {
    const list = await this.root.api.promotions.list();
    runInAction(() => (this.list = list));
    return list;
  }

  byId(promotionId: number): PromotionView | undefined {
    return this.list?.find((p) => p.promotionId === promotionId);
  }

  /** Claims a check-in, a cashback or an approved application: the money arrives in the balance, so the wallet is asked again. */
  async claim(promotionId: number): Promise<ClaimResult> {
    const result = await this.claims.submit(promotionId);
    this.keep(result.promotion);
    void this.root.wallet.refresh();
    return result;
  }

  async apply(promotionId: number): Promise<PromotionView> {
    return this.keep(await this.applications.submit(promotionId));
  }

  private keep(view: PromotionView): PromotionView {
    runInAction(() => {
      this.list = this.list?.map((p) => (p.promotionId === view.promotionId ? view : p)) ?? [view];
    });
    return view;
  }
}
