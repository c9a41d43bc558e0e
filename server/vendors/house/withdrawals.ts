import type { Queryable } from '../../db/types';

/**
 * The games the aggregator's vendors have withdrawn, kept in memory for the lookups every call
 * makes and reloaded with the background work, so a change made by another process shows
 * within a second.
 */
export class WithdrawnGames {
  private codes = new Set<string>();

  constructor(private readonly db: Queryable) {}

  has(code: string): boolean {
    return this.codes.has(code);
  }

  async reload(): Promise<void> {
    const rows = await this.db.query<{ game_code: string }>('SELECT game_code FROM aggregator_withdrawn_games');
    this.codes = new Set(rows.map((r) => r.game_code));
  }

  async withdraw(code: string): Promise<void> {
    await this.db.query('INSERT INTO aggregator_withdrawn_games (game_code) VALUES ($1) ON CONFLICT DO NOTHING', [code]);
    await this.reload();
  }

  async restore(code: string): Promise<void> {
    await this.db.query('DELETE FROM aggregator_withdrawn_games WHERE game_code = $1', [code]);
    await this.reload();
  }
}
