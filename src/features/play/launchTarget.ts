import type { Game } from '../../../contracts/games';
import { PATHS } from '../../app/routes';

export type Launchable = Pick<Game, 'nodeId' | 'gameId' | 'gameType' | 'vassalage' | 'gameCode' | 'gameGroupId' | 'lottoMode'>;

/** SPEC §9 "default prize mode Elott"; TCG_SEA always plays in prize mode SEA (SPEC §4). */
export const DEFAULT_PRIZE_MODE = 'Elott';
const SEA_VENDOR = 'TCG_SEA';
const SEA_PRIZE_MODE = 'SEA';
/** This vendor's games open its lottery lobby (SPEC §4). */
const LOBBY_VENDOR = 'TCG_LOTTO_VN';
export const LOBBY_CODE = 'lobby';
const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** The lottery lobby the lobby's ELOTT tab opens (SPEC §2 "Game lobby"). */
export const SEA_LOTTERY_LOBBY: Launchable = {
  nodeId: 0,
  gameId: '',
  gameType: 'ELOTT',
  vassalage: SEA_VENDOR,
  gameCode: LOBBY_CODE,
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
  const lottery = LOTTERY_TYPES.has(game.gameType) || game.vassalage === SEA_VENDOR || game.vassalage === LOBBY_VENDOR;
  if (!lottery) return PATHS.play;

  const params = new URLSearchParams({ playType: game.gameType === 'LOTT' ? 'trad' : 'ent' });
  const prizeMode = game.vassalage === SEA_VENDOR ? SEA_PRIZE_MODE : (game.lottoMode ?? DEFAULT_PRIZE_MODE);
  const lobby = game.vassalage === LOBBY_VENDOR || !game.gameCode || game.gameCode === LOBBY_CODE;
  if (lobby) {
    params.set('code', LOBBY_CODE);
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
