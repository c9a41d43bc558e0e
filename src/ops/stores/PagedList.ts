import { makeAutoObservable, runInAction } from 'mobx';

export interface CursorPage<R> {
  list: R[];
  nextCursor: string | null;
}

/**
 * A list the server pages by cursor (keyset): the page read after `pageCursor`, and the cursor of
 * the next one. "Next page" goes on after the last row, "First page" starts again; an answer that
 * arrives after a newer read was asked for is dropped.
 */
export class PagedList<R> {
  rows: R[] = [];
  /** The cursor this page was read after: null on the first page. */
  pageCursor: string | null = null;
  nextCursor: string | null = null;
  loading = false;
  loaded = false;
  private reads = 0;

  constructor(private readonly fetch: (cursor: string | null) => Promise<CursorPage<R>>) {
    makeAutoObservable<PagedList<R>, 'fetch' | 'reads'>(this, { fetch: false, reads: false });
  }

  async load(): Promise<void> {
    const read = ++this.reads;
    this.loading = true;
    try {
      const page = await this.fetch(this.pageCursor);
      if (read !== this.reads) return;
      runInAction(() => {
        this.rows = page.list;
        this.nextCursor = page.nextCursor;
        this.loaded = true;
      });
    } finally {
      runInAction(() => {
        if (read === this.reads) this.loading = false;
      });
    }
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
}
