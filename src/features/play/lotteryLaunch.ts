import type { LotteryLaunchBody } from '../../../contracts/games';
import { DEFAULT_PRIZE_MODE, LOTTERY_LOBBY_CODE } from '../../../contracts/constants';

export type LotteryLaunch = Omit<LotteryLaunchBody, 'language'>;

/**
 * The lottery a /m/launchGame address asks for (SPEC §2: playType ent or trad, gameId,
 * gameGroupId, prize_mode, code defaulting to the lobby), or null when the play type is not one
 * of the two. The server checks the rest as it checks any input.
 */
export function lotteryLaunchOf(params: URLSearchParams): LotteryLaunch | null {
  const playType = params.get('playType') ?? 'ent';
  if (playType !== 'ent' && playType !== 'trad') return null;
  const launch: LotteryLaunch = {
    playType,
    prizeMode: params.get('prize_mode') || DEFAULT_PRIZE_MODE,
    code: params.get('code') || LOTTERY_LOBBY_CODE,
  };
  const gameId = params.get('gameId');
  const gameGroupId = params.get('gameGroupId');
  if (gameId) launch.gameId = gameId;
  if (gameGroupId) launch.gameGroupId = gameGroupId;
  return launch;
}
