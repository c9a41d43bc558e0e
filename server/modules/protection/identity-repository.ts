import type { IdentityKind } from '../../../contracts/protection';
import { dateOrNull } from '../../db/columns';
import type { Queryable } from '../../db/types';

/*
 * The excluded-identities list's SQL: keyed digests of mobiles, emails and ID numbers that may not
 * register (the operator's restricted persons, and a self-excluded player's own contacts).
 */

export interface NewIdentity {
  kind: IdentityKind;
  digest: string;
  source: 'self_exclusion' | 'operator';
  exclusionId: number | null;
  reason: string | null;
  addedBy: string;
  expiresAt: Date | null;
}

/** Adds entries; an operator entry already listed is left as it is. How many were added. */
export async function insertIdentities(tx: Queryable, entries: NewIdentity[]): Promise<number> {
  let added = 0;
  for (const e of entries) {
    const rows = await tx.query(
      `INSERT INTO excluded_identities (kind, digest, source, exclusion_id, reason, added_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [e.kind, e.digest, e.source, e.exclusionId, e.reason, e.addedBy, e.expiresAt],
    );
    added += rows.length;
  }
  return added;
}

/** Whether any of these digests is listed now (removed and expired entries do not count). */
export async function anyIdentityListed(db: Queryable, digests: string[], at: Date): Promise<boolean> {
  if (digests.length === 0) return false;
  const rows = await db.query(
    `SELECT 1 FROM excluded_identities
      WHERE digest = ANY($1::text[]) AND removed_at IS NULL AND (expires_at IS NULL OR expires_at > $2) LIMIT 1`,
    [digests, at],
  );
  return rows.length > 0;
}

export async function endIdentitiesOfExclusion(tx: Queryable, exclusionId: number, at: Date): Promise<void> {
  await tx.query(`UPDATE excluded_identities SET removed_at = $2, removed_by = 'player' WHERE exclusion_id = $1 AND removed_at IS NULL`, [
    exclusionId,
    at,
  ]);
}

export interface RestrictedRow {
  id: number;
  kind: IdentityKind;
  source: 'operator' | 'self_exclusion';
  reason: string | null;
  addedBy: string;
  createdAt: Date;
  expiresAt: Date | null;
}

const restrictedOf = (r: Record<string, unknown>): RestrictedRow => ({
  id: Number(r.id),
  kind: r.kind as IdentityKind,
  source: r.source as RestrictedRow['source'],
  reason: (r.reason as string | null) ?? null,
  addedBy: r.added_by as string,
  createdAt: new Date(r.created_at as string),
  expiresAt: dateOrNull(r.expires_at),
});

/** The entries listed now, newest first (at most 500: the operator's view, not an export). */
export async function listRestricted(db: Queryable, at: Date): Promise<RestrictedRow[]> {
  const rows = await db.query(
    `SELECT id, kind, source, reason, added_by, created_at, expires_at FROM excluded_identities
      WHERE removed_at IS NULL AND (expires_at IS NULL OR expires_at > $1) ORDER BY id DESC LIMIT 500`,
    [at],
  );
  return rows.map(restrictedOf);
}

/** The operator's entry for a value, if listed. */
export async function findRestricted(db: Queryable, kind: IdentityKind, digest: string): Promise<RestrictedRow | null> {
  const rows = await db.query(
    `SELECT id, kind, source, reason, added_by, created_at, expires_at FROM excluded_identities
      WHERE kind = $1 AND digest = $2 AND source = 'operator' AND removed_at IS NULL`,
    [kind, digest],
  );
  return rows[0] ? restrictedOf(rows[0]) : null;
}

/** Takes an operator entry off the list (a self-exclusion's entries end with it); how many were removed. */
export async function removeRestricted(tx: Queryable, kind: IdentityKind, digest: string, by: string, at: Date): Promise<number> {
  const rows = await tx.query(
    `UPDATE excluded_identities SET removed_at = $4, removed_by = $3
      WHERE kind = $1 AND digest = $2 AND source = 'operator' AND removed_at IS NULL RETURNING id`,
    [kind, digest, by, at],
  );
  return rows.length;
}

/**
 * What a self-exclusion lists (as stored): the mobile, the email and the ID number of the player's
 * latest identity verification, so that they cannot open another account with them.
 */
export async function memberIdentities(
  db: Queryable,
  memberId: number,
): Promise<{ dialingCode: string | null; mobile: string | null; email: string | null; idNumber: string | null }> {
  const rows = await db.query<{
    country_dialing_code: string | null;
    mobile_num: string | null;
    email: string | null;
    id_number: string | null;
  }>(
    `SELECT m.country_dialing_code, m.mobile_num, m.email,
            (SELECT k.id_number FROM kyc_submissions k
              WHERE k.member_id = m.id AND k.id_number IS NOT NULL ORDER BY k.id DESC LIMIT 1) AS id_number
       FROM members m WHERE m.id = $1`,
    [memberId],
  );
  const r = rows[0];
  return {
    dialingCode: r?.country_dialing_code ?? null,
    mobile: r?.mobile_num ?? null,
    email: r?.email ?? null,
    idNumber: r?.id_number ?? null,
  };
}
