import { UNITS_PER_CENTAVO } from '../../../contracts/constants';
import type { OrderLine } from '../../../contracts/records';
import type { Queryable } from '../../db/types';

export interface OrderFilter {
  memberId: number;
  from: Date;
  to: Date;
  gameType?: string;
  pageNo: number;
  pageSize: number;
}

interface OrderRow {
  partner_code: string;
  round: string;
  game_code: string;
  placed_at: Date;
  settled_at: Date;
  stake: number;
  win: number;
  refunded: boolean;
  open: boolean;
  game_name: string | null;
  game_type: string | null;
  node_id: number | null;
  total: number;
}

/**
 * The player's rounds, newest first: every bet and win the wallet applied, grouped by the
 * partner's round id. A rolled-back bet counts as refunded, not as a stake; a round with no win
 * yet (a lottery ticket before its draw) is pending.
 */
export async function listOrders(db: Queryable, f: OrderFilter) {
  const rows = await db.query<OrderRow>(
    `WITH rounds AS (
       SELECT w.partner_code, w.round, max(w.game_code) AS game_code, min(w.created_at) AS placed_at, max(w.created_at) AS settled_at,
              sum(CASE WHEN w.kind = 'bet' AND w.state = 'applied' THEN w.amount ELSE 0 END) AS stake,
              sum(CASE WHEN w.kind = 'win' THEN w.amount ELSE 0 END) AS win,
              bool_or(w.kind = 'bet' AND w.state = 'rolled_back') AS refunded,
              NOT bool_or(w.kind = 'win') AS open
         FROM wallet_transactions w
        WHERE w.member_id = $1 AND w.kind IN ('bet', 'win') AND w.state <> 'placeholder'
        GROUP BY w.partner_code, w.round)
     SELECT r.*, g.game_name, g.game_type, g.node_id, count(*) OVER () AS total
       FROM rounds r LEFT JOIN games g ON g.game_code = r.game_code
      WHERE r.placed_at >= $2 AND r.placed_at < $3 AND ($4::text IS NULL OR g.game_type = $4)
      ORDER BY r.placed_at DESC, r.round DESC
      LIMIT $5 OFFSET $6`,
    [f.memberId, f.from, f.to, f.gameType ?? null, f.pageSize, (f.pageNo - 1) * f.pageSize],
  );
  return {
    totalCount: rows.length > 0 ? Number(rows[0]!.total) : 0,
    orders: rows.map((r) => ({
      orderId: `${r.partner_code}:${r.round}`,
      gameName: r.game_name ?? r.game_code,
      gameType: r.game_type ?? '',
      nodeId: r.node_id === null ? null : Number(r.node_id),
      stake: Number(r.stake),
      win: Number(r.win),
      profit: Number(r.win) - Number(r.stake),
      status: r.refunded ? ('refunded' as const) : r.open ? ('pending' as const) : ('settled' as const),
      placedAt: new Date(r.placed_at).toISOString(),
      settledAt: new Date(r.settled_at).toISOString(),
    })),
  };
}

/** Every wallet movement of one round of the player's, in order. */
export async function orderDetail(db: Queryable, memberId: number, partner: string, round: string) {
  const rows = await db.query<{
    transaction_uuid: string;
    kind: OrderLine['kind'];
    state: string;
    amount: number;
    balance_after: number;
    created_at: Date;
  }>(
    `SELECT transaction_uuid, kind, state, amount, balance_after, created_at FROM wallet_transactions
      WHERE member_id = $1 AND partner_code = $2 AND round = $3 AND state <> 'placeholder' ORDER BY created_at, kind`,
    [memberId, partner, round],
  );
  return rows.map((r) => ({
    transactionId: r.transaction_uuid,
    kind: r.kind,
    state: r.state,
    amount: Number(r.amount),
    balanceAfter: Math.round(Number(r.balance_after) / UNITS_PER_CENTAVO),
    time: new Date(r.created_at).toISOString(),
  }));
}

/**
 * The game of one of the player's rounds while it has no result yet (its bet taken, no win, not
 * rolled back): what a cancel may still undo. Null otherwise.
 */
export async function pendingRoundGame(db: Queryable, memberId: number, partner: string, round: string): Promise<string | null> {
  const rows = await db.query<{ game_code: string }>(
    `SELECT max(game_code) AS game_code FROM wallet_transactions
      WHERE member_id = $1 AND partner_code = $2 AND round = $3 AND state <> 'placeholder'
     HAVING bool_or(kind = 'bet' AND state = 'applied') AND NOT bool_or(kind = 'win')
        AND NOT bool_or(kind = 'bet' AND state = 'rolled_back')`,
    [memberId, partner, round],
  );
  return rows[0]?.game_code ?? null;
}
