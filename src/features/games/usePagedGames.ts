import { useEffect, useEffectEvent, useState } from 'react';
import type { Game } from '../../../contracts/games';

export interface GamePage {
  games: Game[];
  totalPages: number;
}

interface Loaded extends GamePage {
  key: string;
  /** The last page asked for that has answered (or failed). */
  pageNo: number;
}

/**
 * Pages of games from `fetchPage`, appended as `loadMore` is called. A new `key` (another tab,
 * filter or search) starts again from page 1 (SPEC §4); answers for an old key are dropped.
 */
export function usePagedGames(key: string, fetchPage: (pageNo: number) => Promise<GamePage>) {
  const [wanted, setWanted] = useState({ key, pageNo: 1 });
  const [loaded, setLoaded] = useState<Loaded>({ key: '', pageNo: 0, games: [], totalPages: 0 });
  const pageNo = wanted.key === key ? wanted.pageNo : 1;
  const fetchEvent = useEffectEvent(fetchPage);

  useEffect(() => {
    let live = true;
    const settle = (page: GamePage | null) =>
      live &&
      setLoaded((prev) => {
        const base = prev.key === key && pageNo > 1 ? prev : { key, pageNo: 0, games: [], totalPages: 0 };
        return page ? { key, pageNo, games: [...base.games, ...page.games], totalPages: page.totalPages } : { ...base, pageNo };
      });
    fetchEvent(pageNo).then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [key, pageNo]);

  const current = loaded.key === key;
  const loading = !current || loaded.pageNo !== pageNo;
  const games = current ? loaded.games : [];
  const hasMore = current && pageNo < loaded.totalPages;
  const loadMore = () => {
    if (hasMore && !loading) setWanted({ key, pageNo: pageNo + 1 });
  };
  return { games, loading, hasMore, loadMore };
}
