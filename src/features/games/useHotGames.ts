import type { Game, GameType } from '../../../contracts/games';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';

const NO_GAMES: Game[] = [];

/**
 * The hot list, fetched again whenever `language` changes (callers pass the UI language, or a
 * debounced copy of it). The store asks in the current UI language. The list shown stays until
 * the next one arrives, and after a failure.
 */
export function useHotGames(pageSize: number, language: string, gameType?: GameType): Game[] {
  const { games } = useStores();
  return (
    useLoad(JSON.stringify([pageSize, gameType ?? null, language]), () => games.hot(pageSize, gameType), { keep: true }).value ?? NO_GAMES
  );
}
