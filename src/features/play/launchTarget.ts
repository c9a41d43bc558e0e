import {
  DEFAULT_PRIZE_MODE,
  LOTTERY_GAME_TYPES,
  LOTTERY_LOBBY_CODE,
  SEA_LOTTERY_VENDOR,
  SEA_PRIZE_MODE,
} from '../../../contracts/constants';
import type { Game } from '../../../contracts/games';
import { PATHS } from '../../app/routes';

export type Launchable = Pick<Game, 'nodeId' | 'gameId' | 'gameType' | 'vassalage' | 'gameCode' | 'gameGroupId' | 'lottoMode'>;

/** This vendor's games open its lottery lobby (SPEC §4). */
const LOBBY_VENDOR = 'TCG_LOTTO_VN';
const LOTTERY_TYPES: ReadonlySet<string> = new Set(LOTTERY_GAME_TYPES);

/** The lottery lobby the lobby's ELOTT tab opens (SPEC §2 "Game lobby"). */
export const SEA_LOTTERY_LOBBY: Launchable = {
  nodeId: 0,
  gameId: '',
  gameType: 'ELOTT',
  vassalage: SEA_LOTTERY_VENDOR,
  gameCode: LOTTERY_LOBBY_CODE,
  gameGroupId: null,
  lottoMode: SEA_PRIZE_MODE,
};

/**
 * The route a tap on a game goes to (SPEC §4 "Game launch by vendor", §5). Visitors go to log in.
 * Lottery vendors and types open /m/launchGame: entertainment (ent) for ELOTT, traditional (trad)
 * for LOTT; a lobby launch carries pageBack=home so closing it returns home. Every other game
 * is a generic launch: the play page, whose game address the caller first asks the server for.
 */
export function launchTarget(game: Launchable, session: { isLoggedIn: boolean }): string {
  if (!session.isLoggedIn) return PATHS.login;
  const lottery = LOTTERY_TYPES.has(game.gameType) || game.vassalage === SEA_LOTTERY_VENDOR || game.vassalage === LOBBY_VENDOR;
  if (!lottery) return PATHS.play;

  const params = new URLSearchParams({ playType: game.gameType === 'LOTT' ? 'trad' : 'ent' });
  const prizeMode = game.vassalage === SEA_LOTTERY_VENDOR ? SEA_PRIZE_MODE : (game.lottoMode ?? DEFAULT_PRIZE_MODE);
  const lobby = game.vassalage === LOBBY_VENDOR || !game.gameCode || game.gameCode === LOTTERY_LOBBY_CODE;
  if (lobby) {
    params.set('code', LOTTERY_LOBBY_CODE);
    params.set('prize_mode', prizeMode);
    params.set('pageBack', 'home');
  } else {
    params.set('gameId', game.gameId);
    if (game.gameGroupId) params.set('gameGroupId', game.gameGroupId);
    params.set('prize_mode', prizeMode);
    params.set('code', game.gameCode);
  }
  return `${PATHS.launchGame}?${params.toString()}`;
}
