import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FAVOURITE_PAGE_SIZES } from '../../stores/FavouritesStore';
import { useStores } from '../../stores/context';
import { Section } from '../../ui/Section';
import { gameListPath } from '../games/gameListPath';
import { GameGrid } from '../games/GameGrid';
import { useFavourites } from '../games/useFavourites';

/** 'My collection' (SPEC §2): the first page of favourites and 'More'; hidden when there are none. */
export const CollectionBlock = observer(function CollectionBlock() {
  const { t } = useTranslation();
  const { session, favourites } = useStores();
  useFavourites(FAVOURITE_PAGE_SIZES.home);

  if (!session.isLoggedIn || favourites.games.length === 0) return null;
  return (
    <Section title={t('games.collection')}>
      <GameGrid games={favourites.games} moreTo={gameListPath({ type: 'fav' })} />
    </Section>
  );
});
