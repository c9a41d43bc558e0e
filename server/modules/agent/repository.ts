import type { ContractStatus, ContractTier, PeriodFigures } from '../../../contracts/agent';
import type { Queryable } from '../../db/types';
import type { ContractKind } from './terms';

export async function isAgent(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query<{ is_agent: boolean }>('SELECT is_agent FROM members WHERE id = $1', [memberId]);
  return rows[0]?.is_agent === true;
}

export interface ContractRow {
  id: number;
  kind: ContractKind;
  tiers: ContractTier[];
  status: ContractStatus;
  offeredAt: Date;
  decidedAt: Date | null;
}

interface RawContract {
  id: number;
  kind: ContractKind;
  tiers: ContractTier[] | string;
  status: ContractStatus;
  offered_at: Date;
  decided_at: Date | null;
}

const CONTRACT_COLUMNS = 'id, kind, tiers, status, offered_at, decided_at';

function contractOf(r: RawContract): ContractRow {
  return {
    id: Number(r.id),
    kind: r.kind,
    tiers: typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as ContractTier[]) : r.tiers,
    status: r.status,
    offeredAt: new Date(r.offered_at),
    decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
  };
}

/** The agent's newest contract of a kind (an open one, else the last declined), or null. */
export async function latestContract(db: Queryable, agentId: number, kind: ContractKind): Promise<ContractRow | null> {
  const rows = await db.query<RawContract>(
    `SELECT ${CONTRACT_COLUMNS} FROM agent_contracts WHERE agent_member_id = $1 AND kind = $2 ORDER BY offered_at DESC, id DESC LIMIT 1`,
    [agentId, kind],
  );
  return rows[0] ? contractOf(rows[0]) : null;
}

export async function contractOfAgent(db: Queryable, agentId: number, contractId: number, kind: ContractKind): Promise<ContractRow | null> {
  const rows = await db.query<RawContract>(
    `SELECT ${CONTRACT_COLUMNS} FROM agent_contracts WHERE id = $1 AND agent_member_id = $2 AND kind = $3`,
    [contractId, agentId, kind],
  );
  return rows[0] ? contractOf(rows[0]) : null;
}

/** The kinds whose contract waits for the agent's answer. */
export async function offeredKinds(db: Queryable, agentId: number): Promise<ContractKind[]> {
  const rows = await db.query<{ kind: ContractKind }>(
    `SELECT kind FROM agent_contracts WHERE agent_member_id = $1 AND status = 'offered' ORDER BY kind`,
    [agentId],
  );
  return rows.map((r) => r.kind);
}

/**
 * Answers an offered contract. The WHERE clause is the rule "once": a contract already answered,
 * another agent's or of another kind changes nothing and gives null.
 */
export async function decideContract(
  tx: Queryable,
  d: { contractId: number; agentId: number; kind: ContractKind; status: 'accepted' | 'declined' },
): Promise<ContractRow | null> {
  const rows = await tx.query<RawContract>(
    `UPDATE agent_contracts SET status = $4, decided_at = now()
      WHERE id = $1 AND agent_member_id = $2 AND kind = $3 AND status = 'offered'
      RETURNING ${CONTRACT_COLUMNS}`,
    [d.contractId, d.agentId, d.kind, d.status],
  );
  return rows[0] ? contractOf(rows[0]) : null;
}

/** The agent's downline ($1): members registered with one of its invitation codes. */
const DOWNLINE = `SELECT m.id, m.username, m.created_at FROM members m
   JOIN affiliates a ON a.merchant_code = m.merchant_code AND upper(a.code) = upper(btrim(m.affiliate_code))
  WHERE a.agent_member_id = $1 AND m.affiliate_code IS NOT NULL AND m.id <> $1`;

/** A player's stakes less refunded stakes, and wins, over the ledger transfers `t` joined to their accounts. */
const STAKE = "sum(CASE t.kind WHEN 'bet' THEN t.amount WHEN 'rollback' THEN -t.amount ELSE 0 END)";
const WIN = "sum(CASE t.kind WHEN 'win' THEN t.amount ELSE 0 END)";
/** The transfers of play in [$2, $3). */
const PLAY_IN_PERIOD = "t.kind IN ('bet', 'win', 'rollback') AND t.created_at >= $2 AND t.created_at < $3";

/**
 * The agent's downline and their play in [from, to) from the ledger: stakes less refunded stakes
 * are the turnover, less wins the net loss; a player is active with a turnover above zero.
 */
export async function downlineFigures(db: Queryable, agentId: number, from: Date, to: Date): Promise<PeriodFigures> {
  const rows = await db.query<{ downline: number; active: number; turnover: number; net_loss: number }>(
    `WITH downline AS (${DOWNLINE}),
     play AS (
       SELECT acc.member_id, ${STAKE} AS stake, ${WIN} AS win
         FROM ledger_accounts acc
         JOIN ledger_entries e ON e.account_id = acc.id
         JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE acc.member_id IN (SELECT id FROM downline) AND ${PLAY_IN_PERIOD}
        GROUP BY acc.member_id)
     SELECT (SELECT count(*) FROM downline)::int AS downline,
            count(*) FILTER (WHERE stake > 0)::int AS active,
            coalesce(sum(stake), 0)::bigint AS turnover,
            coalesce(sum(stake - win), 0)::bigint AS net_loss
       FROM play`,
    [agentId, from, to],
  );
  const r = rows[0]!;
  return {
    downlinePlayers: Number(r.downline),
    activePlayers: Number(r.active),
    turnover: Math.max(0, Number(r.turnover)),
    netLoss: Number(r.net_loss),
  };
}

export interface DownlinePlayerRow {
  username: string;
  joinedAt: Date;
  turnover: number;
  netLoss: number;
}

/** A page of the agent's downline, newest first, each with its play in [from, to). */
export async function downlinePlayers(
  db: Queryable,
  agentId: number,
  period: { from: Date; to: Date },
  page: { limit: number; offset: number },
): Promise<DownlinePlayerRow[]> {
  const rows = await db.query<{ username: string; created_at: Date; stake: number; win: number }>(
    `WITH page AS (${DOWNLINE} ORDER BY m.created_at DESC, m.id DESC LIMIT $4 OFFSET $5)
     SELECT p.username, p.created_at, coalesce(${STAKE}, 0)::bigint AS stake, coalesce(${WIN}, 0)::bigint AS win
       FROM page p
       LEFT JOIN ledger_accounts acc ON acc.member_id = p.id
       LEFT JOIN ledger_entries e ON e.account_id = acc.id
       LEFT JOIN ledger_transfers t ON t.id = e.transfer_id AND ${PLAY_IN_PERIOD}
      GROUP BY p.id, p.username, p.created_at
      ORDER BY p.created_at DESC, p.id DESC`,
    [agentId, period.from, period.to, page.limit, page.offset],
  );
  return rows.map((r) => ({
    username: r.username,
    joinedAt: new Date(r.created_at),
    turnover: Math.max(0, Number(r.stake)),
    netLoss: Number(r.stake) - Number(r.win),
  }));
}
