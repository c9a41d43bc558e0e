import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import type { GameQuery } from '../../api';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { useStores } from '../../stores/context';
import { GameGrid } from './GameGrid';
import { useInfiniteScroll } from './useInfiniteScroll';
import { usePagedGames } from './usePagedGames';

interface PagedGameGridProps {
  query: GameQuery;
  /** The scrolling element the grid sits in, when it is not the page. */
  scroller?: RefObject<Element | null>;
}

/** Games of a query, 25 a page, the next page loading as the end comes near; a new query starts at page 1. */
export const PagedGameGrid = observer(function PagedGameGrid({ query, scroller }: PagedGameGridProps) {
  const { games, ui } = useStores();
  const paged = usePagedGames(JSON.stringify([query, ui.language]), (pageNo) =>
    games.list({ ...query, pageNo, pageSize: GAME_PAGE_SIZES.gameList }),
  );
  const sentinel = useInfiniteScroll(paged.loadMore, paged.hasMore && !paged.loading, scroller);

  return (
    <>
      <GameGrid games={paged.games} empty={paged.loading ? false : undefined} />
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
});
