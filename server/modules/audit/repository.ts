import type { Queryable } from '../../db/types';

/** A row as stored, with created_at as text to the microsecond (a JS Date keeps milliseconds: a change below that would not show). */
export interface StoredRow {
  id: number | string;
  created_at: string;
  kind: string;
  member_id: number | string | null;
  actor: string;
  data: string;
}

export interface SealedRow extends StoredRow {
  seq: number | string;
  hash: string;
}

export interface ChainHead {
  seq: number;
  hash: string;
}

/** The same text on PostgreSQL and PGlite, whatever the session's time zone (what the chain hashes: read rows with these). */
const CREATED_AT_UTC = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`;
export const AUDIT_COLUMNS = `id, ${CREATED_AT_UTC}, kind, member_id, actor, data`;
const COLUMNS = AUDIT_COLUMNS;

export async function insertAuditRow(
  tx: Queryable,
  row: { kind: string; memberId: number | null; actor: string; data: string },
): Promise<void> {
  await tx.query('INSERT INTO audit_log (kind, member_id, actor, data) VALUES ($1, $2, $3, $4)', [
    row.kind,
    row.memberId,
    row.actor,
    row.data,
  ]);
}

function head(rows: { seq: number | string; hash: string }[]): ChainHead {
  if (!rows[0]) throw new Error('audit_chain_head is missing its row (migration 026)');
  return { seq: Number(rows[0].seq), hash: rows[0].hash };
}

/** The chain's end, locked until the transaction ends: the sealers' turnstile. */
export async function lockHead(tx: Queryable): Promise<ChainHead> {
  return head(await tx.query('SELECT seq, hash FROM audit_chain_head WHERE one FOR UPDATE'));
}

/** The head and the highest position any row holds, from one snapshot (a seal commits rows and head together). */
export async function readHead(db: Queryable): Promise<ChainHead & { lastSeq: number }> {
  const rows = await db.query<{ seq: number | string; hash: string; last_seq: number | string | null }>(
    'SELECT seq, hash, (SELECT max(seq) FROM audit_log) AS last_seq FROM audit_chain_head WHERE one',
  );
  return { ...head(rows), lastSeq: Number(rows[0]?.last_seq ?? 0) };
}

/** Committed rows not sealed yet, oldest id first. */
export function unsealedRows(tx: Queryable, limit: number): Promise<StoredRow[]> {
  return tx.query<StoredRow>(`SELECT ${COLUMNS} FROM audit_log WHERE seq IS NULL ORDER BY id LIMIT $1`, [limit]);
}

/** Gives rows their positions and hashes (the one UPDATE the append-only trigger lets through), and moves the head. */
export async function sealRows(tx: Queryable, rows: { id: number; seq: number; hash: string }[], to: ChainHead): Promise<void> {
  await tx.query(
    `UPDATE audit_log a SET seq = s.seq, hash = s.hash
       FROM unnest($1::bigint[], $2::bigint[], $3::text[]) AS s(id, seq, hash) WHERE a.id = s.id`,
    [rows.map((r) => r.id), rows.map((r) => r.seq), rows.map((r) => r.hash)],
  );
  await tx.query('UPDATE audit_chain_head SET seq = $1, hash = $2 WHERE one', [to.seq, to.hash]);
}

/** Sealed rows from position `from` to `to`, in chain order, at most `limit`. */
export function sealedRows(db: Queryable, from: number, to: number, limit: number): Promise<SealedRow[]> {
  return db.query<SealedRow>(`SELECT seq, hash, ${COLUMNS} FROM audit_log WHERE seq >= $1 AND seq <= $2 ORDER BY seq LIMIT $3`, [
    from,
    to,
    limit,
  ]);
}

/** The sealed rows at these positions (an entry's neighbours, to check its links in the chain). */
export function sealedRowsAt(db: Queryable, seqs: number[]): Promise<SealedRow[]> {
  if (seqs.length === 0) return Promise.resolve([]);
  return db.query<SealedRow>(`SELECT seq, hash, ${COLUMNS} FROM audit_log WHERE seq = ANY($1::bigint[])`, [seqs]);
}

export async function countUnsealed(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM audit_log WHERE seq IS NULL');
  return Number(rows[0]?.n ?? 0);
}
