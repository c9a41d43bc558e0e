import { makeAutoObservable, runInAction } from 'mobx';
import { DEPOSIT_QUEUE_OPEN, KYC_QUEUE_OPEN, WITHDRAWAL_QUEUE_OPEN, type QueueCounts } from '../../../contracts/queues';
import type { OpsApi } from '../api/opsApi';
import type { QueueDecision, QueueItem, QueueName, QueueQuery, QueueRow } from '../api/queueCalls';

/**
 * What the grid sorts by: the wait (longest first when descending) or the amount (largest first).
 * The server's sorts map onto it: waiting = the oldest first, created = the newest first.
 */
export type QueueSortColumn = 'waiting' | 'amount';
export interface QueueSorting {
  column: QueueSortColumn;
  descending: boolean;
}
/** A listing's filters: everything its query takes but the paging and the sort. */
export type QueueFilters<Q extends QueueName> = Omit<QueueQuery<Q>, 'cursor' | 'limit' | 'sort' | 'direction'>;

interface QueueDefinition<Q extends QueueName> {
  /** The states listed when no state is asked for (contracts/queues.ts). */
  open: readonly string[];
  idOf(row: QueueRow<Q>): string;
  stateOf(item: QueueItem<Q>): string;
}

const QUEUES: { [Q in QueueName]: QueueDefinition<Q> } = {
  deposits: { open: DEPOSIT_QUEUE_OPEN, idOf: (row) => row.depositId, stateOf: (item) => item.status },
  withdrawals: { open: WITHDRAWAL_QUEUE_OPEN, idOf: (row) => row.withdrawalId, stateOf: (item) => item.status },
  kyc: { open: KYC_QUEUE_OPEN, idOf: (row) => row.submissionId, stateOf: (item) => item.state },
};

export const DEFAULT_SORTING: QueueSorting = { column: 'waiting', descending: true };

/** The sorting as the server's query says it, each sort in its own default direction where it can be. */
function sortQuery(sorting: QueueSorting): { sort?: 'waiting' | 'created' | 'amount'; direction?: 'asc' } {
  if (sorting.column === 'amount') return sorting.descending ? { sort: 'amount' } : { sort: 'amount', direction: 'asc' };
  return sorting.descending ? {} : { sort: 'created' };
}

/**
 * One work queue (deposits, withdrawals or KYC cases): a page of it, read by cursor (keyset: "Next
 * page" goes on after the last row, "First page" starts again), its filters and sorting, the
 * counts of what waits, one item opened, and the decisions taken on it.
 */
export class QueueStore<Q extends QueueName> {
  rows: QueueRow<Q>[] = [];
  counts: QueueCounts = [];
  filters = {} as QueueFilters<Q>;
  sorting: QueueSorting = DEFAULT_SORTING;
  /** The cursor this page was read after: null on the first page. */
  pageCursor: string | null = null;
  nextCursor: string | null = null;
  loading = false;
  loaded = false;
  /** The item open in the detail panel. */
  item: QueueItem<Q> | null = null;
  /** The queue's private images (a deposit's receipt, a KYC case's documents), read with the staff headers. */
  readonly images: Pick<OpsApi, 'depositReceipt' | 'kycDocument'>;
  /** Each read's number: an answer that arrives after a newer read was asked for is dropped. */
  private reads = 0;

  constructor(
    private readonly api: OpsApi,
    readonly queue: Q,
  ) {
    this.images = api;
    makeAutoObservable<QueueStore<Q>, 'api' | 'reads'>(this, { api: false, queue: false, images: false, reads: false });
  }

  idOf(row: QueueRow<Q>): string {
    return QUEUES[this.queue].idOf(row);
  }

  get query(): QueueQuery<Q> {
    return { ...this.filters, ...sortQuery(this.sorting), ...(this.pageCursor ? { cursor: this.pageCursor } : {}) } as QueueQuery<Q>;
  }

  async load(): Promise<void> {
    const read = ++this.reads;
    this.loading = true;
    try {
      const page = await this.api.queuePage(this.queue, this.query);
      if (read !== this.reads) return;
      runInAction(() => {
        this.rows = page.list as QueueRow<Q>[];
        this.nextCursor = page.nextCursor;
        this.loaded = true;
      });
    } finally {
      runInAction(() => {
        if (read === this.reads) this.loading = false;
      });
    }
  }

  async loadCounts(): Promise<void> {
    const counts = await this.api.queueCounts(this.queue);
    runInAction(() => (this.counts = counts));
  }

  /** The page and the counts again, as they are now. */
  refresh(): Promise<[void, void]> {
    return Promise.all([this.load(), this.loadCounts()]);
  }

  applyFilters(filters: QueueFilters<Q>): Promise<void> {
    this.filters = filters;
    this.pageCursor = null;
    return this.load();
  }

  /** A click on a sortable column: the same column turns round, another starts in its own order. */
  sortBy(column: QueueSortColumn): Promise<void> {
    const same = this.sorting.column === column;
    this.sorting = same ? { column, descending: !this.sorting.descending } : { column, descending: true };
    this.pageCursor = null;
    return this.load();
  }

  nextPage(): Promise<void> {
    if (!this.nextCursor) return Promise.resolve();
    this.pageCursor = this.nextCursor;
    return this.load();
  }

  firstPage(): Promise<void> {
    this.pageCursor = null;
    return this.load();
  }

  async open(id: string): Promise<void> {
    this.item = null;
    const item = await this.api.queueItem(this.queue, id);
    runInAction(() => (this.item = item));
  }

  close(): void {
    this.item = null;
  }

  /**
   * Sends a decision; the row leaves the page when its new state is no longer one this listing
   * shows (its state filter, or the queue's open states), and the counts are read again.
   */
  async decide(id: string, decision: QueueDecision<Q>): Promise<QueueItem<Q>> {
    const item = await this.api.decideQueueItem(this.queue, id, decision);
    const state = QUEUES[this.queue].stateOf(item);
    const wanted = (this.filters as { state?: string }).state;
    const listed = wanted ? state === wanted : QUEUES[this.queue].open.includes(state);
    runInAction(() => {
      this.rows = listed
        ? this.rows.map((row) => (this.idOf(row) === id ? ({ ...row, state } as QueueRow<Q>) : row))
        : this.rows.filter((row) => this.idOf(row) !== id);
      this.item = null;
    });
    // The decision is made whatever the counts say: a failed re-read of them leaves the old ones.
    await this.loadCounts().catch(() => undefined);
    return item;
  }
}

export type QueueStores = { [Q in QueueName]: QueueStore<Q> };

export function queueStores(api: OpsApi): QueueStores {
  return { deposits: new QueueStore(api, 'deposits'), withdrawals: new QueueStore(api, 'withdrawals'), kyc: new QueueStore(api, 'kyc') };
}
