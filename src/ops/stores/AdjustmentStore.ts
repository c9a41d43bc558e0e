import { makeAutoObservable, runInAction } from 'mobx';
import type { Adjustment } from '../../../contracts/players-ops';
import type { OpsApi } from '../api/opsApi';
import { PagedList } from './PagedList';

/** The approvers' list: adjustments waiting for a second staff member, oldest first, and each decision on them. */
export class AdjustmentStore {
  readonly pending: PagedList<Adjustment>;

  constructor(private readonly api: OpsApi) {
    this.pending = new PagedList((cursor) => api.adjustments({ state: 'pending', ...(cursor ? { cursor } : {}) }));
    makeAutoObservable<AdjustmentStore, 'api'>(this, { api: false, pending: false });
  }

  /** Approves (the money moves now) or rejects; the adjustment leaves the waiting list either way. */
  async decide(adjustmentId: string, action: 'approve' | 'reject', reason: string): Promise<Adjustment> {
    const decided = await this.api.decideAdjustment(adjustmentId, action, { reason });
    runInAction(() => {
      this.pending.rows = this.pending.rows.filter((row) => row.adjustmentId !== adjustmentId);
    });
    return decided;
  }
}
