import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { gameListPath } from '../games/gameListPath';
import { GameGrid } from '../games/GameGrid';
import { useHotGames } from '../games/useHotGames';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { useListLanguage } from '../../ui/useListLanguage';

/** 'Hot games' (SPEC §2): a search box that opens the search popup, the first 6 hot games, 'More'. */
export const HotGamesBlock = observer(function HotGamesBlock() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const games = useHotGames(GAME_PAGE_SIZES.homeHot, useListLanguage());

  return (
    <Section title={t('games.hot')}>
      {/* Looks like a search field, is a button: typing happens in the popup. */}
      <button type="button" className="fake-search control control--pill" onClick={() => ui.openDialog('search')}>
        <Icon name="search" />
        <span>{t('search.title')}</span>
      </button>
      <GameGrid games={games} placeholders={GAME_PAGE_SIZES.homeHot} moreTo={gameListPath({ type: 'hot' })} empty={false} />
    </Section>
  );
});
