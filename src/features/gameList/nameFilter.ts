import type { Game } from '../../../contracts/games';

/** The hot and favourite lists come whole, so their name search happens here, as the server's does (case-insensitive). */
export function filterByName(games: Game[], gameName: string): Game[] {
  const needle = gameName.trim().toLowerCase();
  return needle ? games.filter((game) => game.gameName.toLowerCase().includes(needle)) : games;
}
