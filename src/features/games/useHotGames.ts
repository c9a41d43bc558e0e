import { useEffect, useState } from 'react';
import type { Game, GameType } from '../../../contracts/games';
import { useStores } from '../../stores/context';

/**
 * The hot list, fetched again whenever `language` changes (callers pass the UI language, or a
 * debounced copy of it). The store asks in the current UI language.
 */
export function useHotGames(pageSize: number, language: string, gameType?: GameType): Game[] {
  const { games } = useStores();
  const [list, setList] = useState<Game[]>([]);

  useEffect(() => {
    let live = true;
    games.hot(pageSize, gameType).then(
      (next) => live && setList(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [games, pageSize, gameType, language]);

  return list;
}
