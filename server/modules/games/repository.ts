import type { Game, GameListQuery } from '../../../contracts/games';
import type { Queryable } from '../../db/types';
import { iconUrl } from './icon';

interface GameRow {
  node_id: number;
  vendor_code: string;
  vendor_name: string;
  game_id: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_classify_new: string | null;
  game_group_id: string | null;
  lotto_mode: string | null;
  is_new: boolean;
  min_bet: number;
  support_play: boolean;
  total?: number;
}

const GAME_COLUMNS = `g.node_id, g.vendor_code, v.name AS vendor_name, g.game_id, g.game_code, g.game_name, g.game_type,
  g.game_classify_new, g.game_group_id, g.lotto_mode, g.is_new, g.min_bet, g.support_play`;
const GAME_FROM = 'games g JOIN game_vendors v ON v.code = g.vendor_code';

function toGame(row: GameRow): Game {
  const nodeId = Number(row.node_id);
  const icon = iconUrl(nodeId);
  return {
    nodeId,
    gameId: row.game_id,
    gameName: row.game_name,
    displayName: row.game_name,
    gameType: row.game_type,
    vassalage: row.vendor_code,
    vendor: row.vendor_name,
    gameCode: row.game_code,
    gameGroupId: row.game_group_id,
    lottoMode: row.lotto_mode,
    gameClassifyNew: row.game_classify_new,
    iconUrl: icon,
    showIcon: icon,
    mobileLargeIcon: icon,
    supportPlay: row.support_play,
    isNew: row.is_new,
    minBet: Number(row.min_bet),
  };
}

/** LIKE treats % and _ as wildcards; a player's search text must match literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the catalogue. Only the filters given become conditions, so the planner can use
 * the trigram index for name search and the (type, vendor) index for tabs.
 */
export async function listGames(
  db: Queryable,
  q: GameListQuery & { pageNo: number; pageSize: number },
): Promise<{ games: Game[]; totalCount: number }> {
  const where = ['g.active', 'v.active'];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  const name = q.gameName?.trim();
  if (name) add((p) => `g.name_key LIKE ${p}`, likePattern(name));
  if (q.gameType) add((p) => `g.game_type = ${p}`, q.gameType);
  if (q.vassalage) add((p) => `g.vendor_code = ${p}`, q.vassalage);
  if (q.gameClassify) add((p) => `g.game_classify_new = ${p}`, q.gameClassify);
  if (q.isNew !== undefined) add((p) => `g.is_new = ${p}`, q.isNew);
  if (q.minBet !== undefined) add((p) => `g.min_bet >= ${p}`, q.minBet);
  if (q.minLine !== undefined) add((p) => `g.min_line >= ${p}`, q.minLine);
  params.push(q.pageSize, (q.pageNo - 1) * q.pageSize);
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS}, count(*) OVER () AS total FROM ${GAME_FROM}
      WHERE ${where.join(' AND ')}
      ORDER BY v.sort_order, g.sort_order, g.node_id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  if (rows.length > 0) return { games: rows.map(toGame), totalCount: Number(rows[0]!.total) };
  // A page past the end still reports how many games match.
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${GAME_FROM} WHERE ${where.join(' AND ')}`,
    params.slice(0, -2),
  );
  return { games: [], totalCount: counted[0]?.n ?? 0 };
}

export async function hotGames(db: Queryable, gameType: string | undefined, limit: number): Promise<Game[]> {
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
      WHERE g.active AND v.active AND g.hot_rank IS NOT NULL AND ($1::text IS NULL OR g.game_type = $1)
      ORDER BY g.hot_rank LIMIT $2`,
    [gameType ?? null, limit],
  );
  return rows.map(toGame);
}

export async function findGame(db: Queryable, nodeId: number): Promise<Game | null> {
  const rows = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.node_id = $1 AND g.active`, [nodeId]);
  return rows[0] ? toGame(rows[0]) : null;
}

/** Whether a game is in the catalogue but out of the lobby (its vendor withdrew it). */
export async function isWithdrawn(db: Queryable, nodeId: number): Promise<boolean> {
  const rows = await db.query<{ active: boolean }>('SELECT active FROM games WHERE node_id = $1', [nodeId]);
  return rows[0]?.active === false;
}

/**
 * Brings the lobby in line with a vendor's published catalogue: its games missing from it leave
 * the lobby, the ones back in it return. Only the vendors that catalogue speaks for are touched.
 */
export async function applyVendorCatalogue(db: Queryable, vendorCodes: readonly string[], liveCodes: readonly string[]) {
  const rows = await db.query<{ active: boolean }>(
    `UPDATE games SET active = (game_code = ANY($2::text[]))
      WHERE vendor_code = ANY($1::text[]) AND active <> (game_code = ANY($2::text[]))
     RETURNING active`,
    [vendorCodes, liveCodes],
  );
  return { withdrawn: rows.filter((r) => !r.active).length, restored: rows.filter((r) => r.active).length };
}

export async function vendorTypes(db: Queryable, gameType?: string) {
  return db.query<{ vendor_code: string; vendor_name: string; game_type: string; game_count: number }>(
    `SELECT g.vendor_code, v.name AS vendor_name, g.game_type, count(*)::int AS game_count FROM ${GAME_FROM}
      WHERE g.active AND v.active AND ($1::text IS NULL OR g.game_type = $1)
      GROUP BY g.vendor_code, v.name, v.sort_order, g.game_type ORDER BY g.game_type, v.sort_order`,
    [gameType ?? null],
  );
}

/** A game by its code (codes carry their vendor's prefix, so one code names one game). */
export async function findGameByCode(db: Queryable, gameCode: string): Promise<Game | null> {
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.game_code = $1 AND g.active ORDER BY g.node_id LIMIT 1`,
    [gameCode],
  );
  return rows[0] ? toGame(rows[0]) : null;
}

/** A vendor's display name, or null for a code the catalogue does not know. */
export async function vendorName(db: Queryable, code: string): Promise<string | null> {
  const rows = await db.query<{ name: string }>('SELECT name FROM game_vendors WHERE code = $1', [code]);
  return rows[0]?.name ?? null;
}

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
  const rows = await db.query<GameRow & { total: number }>(
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
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM recent_games r JOIN ${GAME_FROM} ON g.node_id = r.node_id
      WHERE r.member_id = $1 AND g.active AND ($2::text IS NULL OR g.game_type = $2)
      ORDER BY r.played_at DESC LIMIT $3`,
    [memberId, gameType ?? null, limit],
  );
  return rows.map(toGame);
}
