import type { Winner } from '../../../contracts/winners';
import type { AppContext } from '../../app-context';
import { iconUrl } from '../games/icon';
import { latestWins } from './repository';

/** SPEC §9: the winner board shows at most 100 wins. */
export const WINNER_LIMIT = 100;

function maskName(name: string): string {
  return name.length <= 3 ? `${name[0]}**` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}

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
