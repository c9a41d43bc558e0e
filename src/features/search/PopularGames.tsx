import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { gameListPath } from '../games/gameListPath';
import { GameGrid } from '../games/GameGrid';
import { useHotGames } from '../games/useHotGames';
import { useListLanguage } from '../../ui/useListLanguage';

/** SPEC §2: slots by default. */
const POPULAR_TYPE = 'RNG';

/** The hot list, 9 games, and 'More' to the whole hot list. */
export const PopularGames = observer(function PopularGames() {
  const { t } = useTranslation();
  const language = useListLanguage();
  const games = useHotGames(GAME_PAGE_SIZES.search, language, POPULAR_TYPE);

  return (
    <section className="search-popup__block" aria-label={t('search.popular')}>
      <h3 className="search-popup__heading">{t('search.popular')}</h3>
      <GameGrid
        games={games}
        placeholders={GAME_PAGE_SIZES.search}
        moreTo={gameListPath({ type: 'hot', gameType: POPULAR_TYPE })}
        empty={false}
      />
    </section>
  );
});
