import type { Queryable } from '../../db/types';
import { catalogue, VENDORS, type GameSeed } from '../../vendors/house/catalogue';

/**
 * A sandbox seeded by an older build keeps its catalogue, so its entries are brought in line
 * with the games the aggregator runs now (name and prize mode by code), and entries it no longer
 * runs leave the lobby. On a fresh catalogue this changes nothing.
 */
async function alignCatalogue(db: Queryable, games: GameSeed[]): Promise<void> {
  await db.query(
    `UPDATE games g SET game_name = c.name, lotto_mode = c.mode
       FROM unnest($1::text[], $2::text[], $3::text[]) AS c(code, name, mode)
      WHERE g.game_code = c.code AND (g.game_name <> c.name OR g.lotto_mode IS DISTINCT FROM c.mode)`,
    [games.map((g) => g.gameId), games.map((g) => g.gameName), games.map((g) => g.lottoMode)],
  );
  await db.query(`UPDATE games SET active = false WHERE active AND NOT (game_code = ANY($1::text[]))`, [games.map((g) => g.gameId)]);
}

/** Inserts vendors and games once; a second run only aligns an older catalogue with the aggregator's games. */
export async function seedCatalogue(db: Queryable): Promise<void> {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
  const rows = catalogue();
  if ((existing[0]?.n ?? 0) > 0) {
    await alignCatalogue(db, rows);
    return;
  }
  for (const [i, vendor] of VENDORS.entries()) {
    await db.query('INSERT INTO game_vendors (code, name, sort_order) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING', [
      vendor.code,
      vendor.name,
      i + 1,
    ]);
  }
  // One multi-row insert per 100 games keeps the seed fast on PGlite.
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    const params: unknown[] = [];
    const values = chunk.map((g, i) => {
      params.push(
        g.vendorCode,
        g.gameId,
        g.gameId,
        g.gameName,
        g.gameType,
        g.classify,
        g.gameGroupId,
        g.lottoMode,
        g.isNew,
        g.hotRank,
        g.sortOrder,
        g.minBet,
      );
      return `(${Array.from({ length: 12 }, (_, k) => `$${i * 12 + k + 1}`).join(', ')})`;
    });
    await db.query(
      `INSERT INTO games (vendor_code, game_id, game_code, game_name, game_type, game_classify_new, game_group_id, lotto_mode,
                          is_new, hot_rank, sort_order, min_bet)
       VALUES ${values.join(', ')} ON CONFLICT ON CONSTRAINT games_vendor_game_unique DO NOTHING`,
      params,
    );
  }
}
