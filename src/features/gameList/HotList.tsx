import { observer } from 'mobx-react-lite';
import type { GameType } from '../../../contracts/games';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { GameGrid } from '../games/GameGrid';
import { useHotGames } from '../games/useHotGames';
import { filterByName } from './nameFilter';
import { useListLanguage } from '../../ui/useListLanguage';

/** The HOT tab: one list, no further pages (SPEC §4). */
export const HotList = observer(function HotList({ gameType, gameName }: { gameType?: string; gameName: string }) {
  const games = useHotGames(GAME_PAGE_SIZES.gameList, useListLanguage(), gameType as GameType | undefined);
  return <GameGrid games={games && filterByName(games, gameName)} placeholders={GAME_PAGE_SIZES.homeHot} />;
});
