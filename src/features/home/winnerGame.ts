import type { Winner } from '../../api';
import type { Launchable } from '../play/launchTarget';

/**
 * The game a winner-board entry launches. The board names the game by node, id and vendor only,
 * so the lottery rules of launchTarget see the vendor and otherwise a generic launch.
 */
export function winnerGame({ nodeId, gameId, vendor }: Winner): Launchable {
  return { nodeId, gameId, gameType: '', vassalage: vendor, gameCode: '', gameGroupId: null, lottoMode: null };
}
