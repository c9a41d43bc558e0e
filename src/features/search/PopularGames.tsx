import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { useStores } from '../../stores/context';
import { gameListPath } from '../games/gameListPath';
import { GameGrid } from '../games/GameGrid';
import { useHotGames } from '../games/useHotGames';

/** SPEC §2/§9: slots by default; a language change reloads after 250 ms of quiet. */
const POPULAR_TYPE = 'RNG';
export const LANGUAGE_DEBOUNCE_MS = 250;

/** The hot list, 9 games, and 'More' to the whole hot list. */
export const PopularGames = observer(function PopularGames() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const language = useDebouncedValue(ui.language, LANGUAGE_DEBOUNCE_MS);
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
