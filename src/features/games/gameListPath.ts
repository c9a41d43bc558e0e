import { PATHS } from '../../app/routes';

export interface GameListParams {
  type?: 'hot' | 'fav';
  gameType?: string;
  vassalage?: string;
}

/** A link to the game list page (SPEC §2 route list: gameType, vassalage, type=hot or fav). */
export function gameListPath(params: GameListParams): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `${PATHS.gameList}?${query.toString()}`;
}
