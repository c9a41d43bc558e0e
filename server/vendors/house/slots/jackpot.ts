import type { Queryable } from '../../../db/types';
import type { Jackpot } from './engine';

/**
 * The progressive pools of the jackpot slots, one per game, in centavos. A round reads the pool
 * before it plays (a hit pays what the player was shown); once its bet is taken, its share of
 * the stake goes in and a hit takes out what it paid, the house putting the seed back. Two hits
 * of the same pool at the same instant would both be paid; the pool never goes below the seed.
 */
export class SlotJackpots {
  constructor(private readonly db: Queryable) {}

  /** The pool now; a game's first round opens it at its seed. */
  async pool(game: string, seed: number): Promise<number> {
    const rows = await this.db.query<{ pool: string | number }>(
      `WITH opened AS (INSERT INTO slot_jackpots (game_code, pool) VALUES ($1, $2) ON CONFLICT (game_code) DO NOTHING RETURNING pool)
       SELECT pool FROM opened UNION ALL SELECT pool FROM slot_jackpots WHERE game_code = $1`,
      [game, seed],
    );
    return Number(rows[0]!.pool);
  }

  /** A played round's part: its share of the stake in, and what a hit paid out (0 without one). The pool after it. */
  async settle(game: string, roundId: string, jackpot: Jackpot, stake: number, paid: number): Promise<number> {
    const share = Math.floor((stake * jackpot.shareBp) / 10_000);
    if (paid > 0) {
      await this.db.query('INSERT INTO slot_jackpot_hits (round_id, game_code, amount) VALUES ($1, $2, $3)', [roundId, game, paid]);
    }
    const rows = await this.db.query<{ pool: string | number }>(
      `UPDATE slot_jackpots SET pool = GREATEST(pool - $2, 0) + $3 + $4, hits = hits + $5, updated_at = now()
        WHERE game_code = $1 RETURNING pool`,
      [game, paid, paid > 0 ? jackpot.seed : 0, share, paid > 0 ? 1 : 0],
    );
    return Number(rows[0]!.pool);
  }
}
