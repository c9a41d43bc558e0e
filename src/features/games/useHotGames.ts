import type { Game, GameType } from '../../../contracts/games';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';

const NO_GAMES: Game[] = [];

/**
 * The hot list, fetched again whenever `language` changes (callers pass the UI language, or a
 * debounced copy of it). The store asks in the current UI language. The list shown stays until
 * the next one arrives, and after a failure. null until the first answer (or failure), so the
 * grid can hold the list's place (GameGrid's placeholders) and nothing below it shifts.
 */
export function useHotGames(pageSize: number, language: string, gameType?: GameType): Game[] | null {
  const { games } = useStores();
  const hot = useLoad(JSON.stringify([pageSize, gameType ?? null, language]), () => games.hot(pageSize, gameType), { keep: true });
  return hot.value ?? (hot.loading ? null : NO_GAMES);
}
