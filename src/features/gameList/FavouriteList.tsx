import { observer } from 'mobx-react-lite';
import { FAVOURITE_PAGE_SIZES } from '../../stores/FavouritesStore';
import { useStores } from '../../stores/context';
import { LoginPrompt } from '../../ui/LoginPrompt';
import { GameGrid } from '../games/GameGrid';
import { useFavourites } from '../games/useFavourites';
import { useInfiniteScroll } from '../games/useInfiniteScroll';
import { filterByName } from './nameFilter';

/** The FAV tab: the shared favourites, 100 a page, more appended near the end; a visitor is asked to log in. */
export const FavouriteList = observer(function FavouriteList({ gameName }: { gameName: string }) {
  const { favourites, session } = useStores();
  useFavourites(FAVOURITE_PAGE_SIZES.lobby);
  const sentinel = useInfiniteScroll(favourites.loadMore, favourites.hasMore && !favourites.loading);

  if (!session.isLoggedIn) return <LoginPrompt text="gameList.loginPrompt" />;
  return (
    <>
      <GameGrid games={filterByName(favourites.games, gameName)} empty={favourites.loading ? false : undefined} />
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
});
