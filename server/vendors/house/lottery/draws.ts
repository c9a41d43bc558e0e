import type { Queryable } from '../../../db/types';
import { fairStream, newServerSeed } from '../fairness';
import { drawOnSale, lotteryByCode, type Lottery } from './lotteries';
import { drawNumbers } from './rules';

export interface DrawRow {
  lottery_code: string;
  draw_no: string | number;
  closes_at: Date;
  draw_at: Date;
  server_seed: string;
  server_seed_hash: string;
  result: number[] | null;
  state: 'open' | 'drawn';
}

/** What players see of a draw: the seed only once it is drawn. */
export function publicDraw(row: DrawRow) {
  const drawn = row.state === 'drawn';
  return {
    drawNo: Number(row.draw_no),
    closesAt: new Date(row.closes_at).toISOString(),
    drawAt: new Date(row.draw_at).toISOString(),
    serverSeedHash: row.server_seed_hash,
    serverSeed: drawn ? row.server_seed : null,
    result: drawn ? row.result : null,
  };
}

/**
 * The client seed of a draw: there is no player to supply one, so it is the draw's own name,
 * which everyone knows before the draw. The server seed, committed by its hash when the draw
 * opened, is then the only secret, and it can no longer change.
 */
const drawClientSeed = (code: string, drawNo: number) => `${code}:${drawNo}`;

/** The numbers a drawn draw must show: anyone can recompute them from the revealed seed. */
export function resultOf(lottery: Lottery, drawNo: number, serverSeed: string): number[] {
  return drawNumbers(lottery.rules, fairStream(serverSeed, drawClientSeed(lottery.code, drawNo)));
}

/** The draws on sale at `now` for these games, created (with a committed seed) on first need. */
export async function openDraws(db: Queryable, lotteries: readonly Lottery[], now: number): Promise<Map<string, DrawRow>> {
  const windows = lotteries.map((lottery) => drawOnSale(lottery, now));
  const params: unknown[] = [];
  const values = lotteries.map((lottery, i) => {
    const window = windows[i]!;
    const { seed, hash } = newServerSeed();
    params.push(lottery.code, window.drawNo, window.closesAt, window.drawAt, seed, hash);
    const b = i * 6;
    return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6})`;
  });
  if (values.length === 0) return new Map();
  await db.query(
    `INSERT INTO house_lottery_draws (lottery_code, draw_no, closes_at, draw_at, server_seed, server_seed_hash) VALUES ${values.join(', ')}
     ON CONFLICT (lottery_code, draw_no) DO NOTHING`,
    params,
  );
  const rows = await db.query<DrawRow>(
    `SELECT d.* FROM house_lottery_draws d JOIN unnest($1::text[], $2::bigint[]) AS k(code, draw_no) ON d.lottery_code = k.code
      AND d.draw_no = k.draw_no`,
    [lotteries.map((l) => l.code), windows.map((w) => w.drawNo)],
  );
  return new Map(rows.map((r) => [r.lottery_code, r]));
}

/** The latest drawn draws of one game, newest first. */
export async function recentResults(db: Queryable, code: string, limit: number): Promise<DrawRow[]> {
  return db.query<DrawRow>(`SELECT * FROM house_lottery_draws WHERE lottery_code = $1 AND state = 'drawn' ORDER BY draw_no DESC LIMIT $2`, [
    code,
    limit,
  ]);
}

/** The newest drawn draw of each game. */
export async function latestResults(db: Queryable, codes: readonly string[]): Promise<Map<string, DrawRow>> {
  const rows = await db.query<DrawRow>(
    `SELECT DISTINCT ON (lottery_code) * FROM house_lottery_draws WHERE lottery_code = ANY($1::text[]) AND state = 'drawn'
      ORDER BY lottery_code, draw_no DESC`,
    [codes],
  );
  return new Map(rows.map((r) => [r.lottery_code, r]));
}

/**
 * Draws every open draw whose time has come. The numbers follow from the committed seed alone,
 * so two processes drawing the same draw write the same numbers; only the first write counts.
 */
export async function drawDue(db: Queryable, now: number, limit = 100): Promise<number> {
  const due = await db.query<DrawRow>(
    `SELECT * FROM house_lottery_draws WHERE state = 'open' AND draw_at <= $1 ORDER BY draw_at LIMIT $2`,
    [new Date(now), limit],
  );
  let drawn = 0;
  for (const row of due) {
    const lottery = lotteryByCode(row.lottery_code);
    if (!lottery) continue;
    const result = resultOf(lottery, Number(row.draw_no), row.server_seed);
    const updated = await db.query(
      `UPDATE house_lottery_draws SET state = 'drawn', result = $3 WHERE lottery_code = $1 AND draw_no = $2
        AND state = 'open' RETURNING draw_no`,
      [row.lottery_code, row.draw_no, JSON.stringify(result)],
    );
    drawn += updated.length;
  }
  return drawn;
}

/** Drawn draws nobody bought a ticket for are kept two days for the results list, then dropped. */
export async function pruneEmptyDraws(db: Queryable, now: number): Promise<void> {
  await db.query(
    `DELETE FROM house_lottery_draws d WHERE d.state = 'drawn' AND d.draw_at < $1
       AND NOT EXISTS (SELECT 1 FROM house_lottery_tickets t WHERE t.lottery_code = d.lottery_code AND t.draw_no = d.draw_no)`,
    [new Date(now - 2 * 24 * 3600 * 1000)],
  );
}
