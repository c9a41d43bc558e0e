import { REAL_MEMBER_TYPES } from '../../../contracts/constants';
import type { Queryable } from '../../db/types';

export interface WinRow {
  username: string;
  amount: number;
  game_name: string;
  node_id: number;
  game_id: string;
  vendor_code: string;
  created_at: Date;
}

/** The latest real wins (real players' paid wins above zero), newest first. */
export async function latestWins(db: Queryable, limit: number): Promise<WinRow[]> {
  return db.query<WinRow>(
    `SELECT m.username, w.amount, g.game_name, g.node_id, g.game_id, g.vendor_code, w.created_at
       FROM wallet_transactions w JOIN members m ON m.id = w.member_id JOIN games g ON g.game_code = w.game_code
      WHERE w.kind = 'win' AND w.amount > 0 AND m.type = ANY($2::int[])
      ORDER BY w.created_at DESC LIMIT $1`,
    [limit, [...REAL_MEMBER_TYPES]],
  );
}
