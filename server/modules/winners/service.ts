import type { Winner } from '../../../contracts/winners';
import type { AppContext } from '../../app-context';
import { maskName } from '../../lib/mask-name';
import { iconUrl } from '../games/icon';
import { latestWins } from './repository';

/** SPEC §9: the winner board shows at most 100 wins. */
export const WINNER_LIMIT = 100;

/** The winner board: the latest real wins, names masked. */
export async function recentWinners(ctx: AppContext, limit = WINNER_LIMIT): Promise<Winner[]> {
  const rows = await latestWins(ctx.db, limit);
  return rows.map((r) => ({
    customerName: maskName(r.username),
    winAmount: Number(r.amount),
    gameName: r.game_name,
    nodeId: Number(r.node_id),
    gameId: r.game_id,
    vendor: r.vendor_code,
    iconUrl: iconUrl(Number(r.node_id)),
    wonAt: new Date(r.created_at).toISOString(),
  }));
}
