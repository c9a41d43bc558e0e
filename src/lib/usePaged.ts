import { useEffect, useEffectEvent, useState } from 'react';

export interface Page<T> {
  items: T[];
  totalPages: number;
}

interface Wanted {
  key: string;
  pageNo: number;
  /** Counts asks, so asking again for a page that failed fetches it again. */
  attempt: number;
}

interface Loaded<T> extends Page<T> {
  key: string;
  /** The last page asked for that has answered (or failed). */
  pageNo: number;
  /** Why that page failed; null when it answered. */
  error: unknown;
}

const emptyFor = <T>(key: string): Loaded<T> => ({ key, pageNo: 0, items: [], totalPages: 0, error: null });

/**
 * Pages from `fetchPage`, appended as `loadMore` is called (hasMore while pageNum < totalPages,
 * SPEC §4). A new `key` (another tab, filter or search) starts again from page 1; answers for an
 * old key are dropped. After a failed page, `loadMore` asks for that page again.
 */
export function usePaged<T>(key: string, fetchPage: (pageNo: number) => Promise<Page<T>>) {
  const [wanted, setWanted] = useState<Wanted>({ key, pageNo: 1, attempt: 0 });
  const [loaded, setLoaded] = useState<Loaded<T>>(emptyFor(''));
  const { pageNo, attempt } = wanted.key === key ? wanted : { pageNo: 1, attempt: 0 };
  const fetchEvent = useEffectEvent(fetchPage);

  useEffect(() => {
    let live = true;
    const settle = (page: Page<T> | null, error: unknown = null) =>
      live &&
      setLoaded((prev) => {
        const base = prev.key === key && pageNo > 1 ? prev : emptyFor<T>(key);
        return page ? { key, pageNo, items: [...base.items, ...page.items], totalPages: page.totalPages, error: null } : { ...base, pageNo, error };
      });
    fetchEvent(pageNo).then(
      (page) => settle(page),
      (error: unknown) => settle(null, error ?? new Error('Page failed')),
    );
    return () => {
      live = false;
    };
  }, [key, pageNo, attempt]);

  const current = loaded.key === key;
  const loading = !current || loaded.pageNo !== pageNo;
  const error = current && !loading ? loaded.error : null;
  const items = current ? loaded.items : [];
  const hasMore = current && (error !== null ? pageNo > 1 : pageNo < loaded.totalPages);
  const loadMore = () => {
    if (hasMore && !loading) setWanted({ key, pageNo: error !== null ? pageNo : pageNo + 1, attempt: attempt + 1 });
  };
  return { items, loading, hasMore, loadMore, error };
}
