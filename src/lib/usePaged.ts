import { useState } from 'react';
import { useLoad } from './useLoad';

export interface Page<T> {
  items: T[];
  totalPages: number;
  /** How many items all pages hold, when the server says. */
  totalCount?: number;
}

interface Wanted {
  key: string;
  pageNo: number;
}

interface Loaded<T> extends Page<T> {
  key: string;
  /** The last page that has answered. */
  pageNo: number;
}

const emptyFor = <T>(key: string): Loaded<T> => ({ key, pageNo: 0, items: [], totalPages: 0 });

/**
 * Pages from `fetchPage`, appended as `loadMore` is called (hasMore while pageNum < totalPages,
 * SPEC §4), each page loaded through useLoad. A new `key` (another tab, filter or search) starts
 * again from page 1; answers for an old key are dropped. After a failed page, `loadMore` asks
 * for that page again.
 */
export function usePaged<T>(key: string, fetchPage: (pageNo: number) => Promise<Page<T>>) {
  const [wanted, setWanted] = useState<Wanted>({ key, pageNo: 1 });
  const [loaded, setLoaded] = useState<Loaded<T>>(emptyFor(''));
  const pageNo = wanted.key === key ? wanted.pageNo : 1;
  const page = useLoad(
    JSON.stringify([key, pageNo]),
    // The answer names the key and page it was asked for, so it lands on the right list.
    async () => ({ key, pageNo, page: await fetchPage(pageNo) }),
    {
      onValue: (answer) =>
        setLoaded((prev) => {
          const base = prev.key === answer.key && answer.pageNo > 1 ? prev : emptyFor<T>(answer.key);
          return { ...answer.page, key: answer.key, pageNo: answer.pageNo, items: [...base.items, ...answer.page.items] };
        }),
    },
  );

  const current = loaded.key === key;
  const { loading, error } = page;
  const items = current ? loaded.items : [];
  const hasMore = current && (error !== null ? pageNo > 1 : pageNo < loaded.totalPages);
  const loadMore = () => {
    if (!hasMore || loading) return;
    if (error !== null) page.reload();
    else setWanted({ key, pageNo: pageNo + 1 });
  };
  return {
    items,
    loading,
    hasMore,
    loadMore,
    error,
    /** Asks again for the page that failed (the first one too, which `loadMore` does not). */
    retry: page.reload,
    /** The last page shown, 0 before the first answers. */
    pageNo: current ? loaded.pageNo : 0,
    totalPages: current ? loaded.totalPages : 0,
    totalCount: current ? (loaded.totalCount ?? loaded.items.length) : 0,
  };
}
