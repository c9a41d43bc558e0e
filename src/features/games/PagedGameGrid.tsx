import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import type { GameQuery } from '../../api';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { useStores } from '../../stores/context';
import { usePaged } from '../../lib/usePaged';
import { GameGrid } from './GameGrid';
import { useInfiniteScroll } from './useInfiniteScroll';
import { RetryLoad } from '../../ui/RetryLoad';
import { useListLanguage } from '../../ui/useListLanguage';

interface PagedGameGridProps {
  query: GameQuery;
  /** The scrolling element the grid sits in, when it is not the page. */
  scroller?: RefObject<Element | null>;
}

/** Games of a query, 25 a page, the next page loading as the end comes near; a new query starts at page 1. */
export const PagedGameGrid = observer(function PagedGameGrid({ query, scroller }: PagedGameGridProps) {
  const { games } = useStores();
  const paged = usePaged(JSON.stringify([query, useListLanguage()]), async (pageNo) => {
    const page = await games.list({ ...query, pageNo, pageSize: GAME_PAGE_SIZES.gameList });
    return { items: page.games, totalPages: page.totalPages };
  });
  // A failed page stops the scrolling loads rather than retrying every second.
  const sentinel = useInfiniteScroll(paged.loadMore, paged.hasMore && !paged.loading && paged.error === null, scroller);

  return (
    <>
      <GameGrid games={paged.items} empty={paged.loading || paged.error !== null ? false : undefined} />
      {paged.error !== null && <RetryLoad onRetry={paged.retry} />}
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
});
