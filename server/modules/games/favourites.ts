import type { Game } from '../../../contracts/games';
import type { Queryable } from '../../db/types';
import { GAME_COLUMNS, GAME_FROM, toGame } from './repository';

export async function addFavourite(db: Queryable, memberId: number, nodeId: number): Promise<void> {
  await db.query('INSERT INTO favourite_games (member_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, nodeId]);
}

export async function removeFavourite(db: Queryable, memberId: number, nodeId: number): Promise<void> {
  await db.query('DELETE FROM favourite_games WHERE member_id = $1 AND node_id = $2', [memberId, nodeId]);
}

/** Newest favourites first, one page, with the page count the client's "more" needs. */
export async function favouritePage(
  db: Queryable,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ content: Game[]; totalPages: number }> {
  const rows = await db.query<Parameters<typeof toGame>[0] & { total: number }>(
    `SELECT ${GAME_COLUMNS}, count(*) OVER () AS total FROM favourite_games f JOIN ${GAME_FROM} ON g.node_id = f.node_id
      WHERE f.member_id = $1 AND g.active ORDER BY f.created_at DESC, f.node_id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { content: rows.map(toGame), totalPages: Math.ceil(total / pageSize) };
}

export async function touchRecent(db: Queryable, memberId: number, nodeId: number): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (member_id, node_id) VALUES ($1, $2)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = now()`,
    [memberId, nodeId],
  );
}

export async function recentGames(db: Queryable, memberId: number, gameType: string | undefined, limit: number): Promise<Game[]> {
  const rows = await db.query<Parameters<typeof toGame>[0]>(
    `SELECT ${GAME_COLUMNS} FROM recent_games r JOIN ${GAME_FROM} ON g.node_id = r.node_id
      WHERE r.member_id = $1 AND g.active AND ($2::text IS NULL OR g.game_type = $2)
      ORDER BY r.played_at DESC LIMIT $3`,
    [memberId, gameType ?? null, limit],
  );
  return rows.map(toGame);
}
