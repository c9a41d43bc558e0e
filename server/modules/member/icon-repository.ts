import type { Queryable } from '../../db/types';

export interface MemberIcon {
  contentType: string;
  content: Buffer;
}

/** Stores (or replaces) the player's picture; answers when it changed, its version. */
export async function saveMemberIcon(db: Queryable, memberId: number, icon: { contentType: string; content: Buffer }): Promise<Date> {
  const rows = await db.query<{ updated_at: Date }>(
    `INSERT INTO member_icons (member_id, content_type, content) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content,
       updated_at = greatest(now(), member_icons.updated_at + interval '1 millisecond')
     RETURNING updated_at`,
    [memberId, icon.contentType, icon.content],
  );
  return new Date(rows[0]!.updated_at);
}

export async function findMemberIcon(db: Queryable, memberId: number): Promise<MemberIcon | null> {
  const rows = await db.query<{ content_type: string; content: Buffer }>(
    'SELECT content_type, content FROM member_icons WHERE member_id = $1',
    [memberId],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, content: Buffer.from(row.content) } : null;
}

/** When the player's picture last changed; null when they have none. */
export async function memberIconVersion(db: Queryable, memberId: number): Promise<Date | null> {
  const rows = await db.query<{ updated_at: Date }>('SELECT updated_at FROM member_icons WHERE member_id = $1', [memberId]);
  return rows[0] ? new Date(rows[0].updated_at) : null;
}

export async function deleteMemberIcon(db: Queryable, memberId: number): Promise<void> {
  await db.query('DELETE FROM member_icons WHERE member_id = $1', [memberId]);
}
