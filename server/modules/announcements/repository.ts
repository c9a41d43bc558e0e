import type { AnnouncementType } from '../../../contracts/announcements';
import type { Queryable } from '../../db/types';

export interface AnnouncementRow {
  id: number;
  type: AnnouncementType;
  group_name: string | null;
  title: string;
  content: string;
  link_url: string | null;
  read: boolean;
  /** An uploaded picture's type and hash (its file name), or null: the picture is drawn from the texts. */
  image_type: string | null;
  image_hash: string | null;
}

/**
 * The merchant's live announcements of the given types, in display order, with the member's
 * read flags (none read without a member). `groupName` narrows banners only.
 */
export async function listAnnouncements(
  db: Queryable,
  f: { merchantCode: string; types: AnnouncementType[]; groupName: string | null; memberId: number | null },
): Promise<AnnouncementRow[]> {
  return db.query<AnnouncementRow>(
    `SELECT a.id, a.type, a.group_name, a.title, a.content, a.link_url, (r.member_id IS NOT NULL) AS read, a.image_type, a.image_hash
       FROM announcements a LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = $4
      WHERE a.merchant_code = $1 AND a.active AND a.type = ANY($2::text[])
        AND a.starts_at <= now() AND (a.ends_at IS NULL OR a.ends_at > now())
        AND (a.type <> 'B' OR $3::text IS NULL OR a.group_name = $3)
      ORDER BY a.type, a.sort_order, a.id`,
    [f.merchantCode, f.types, f.groupName, f.memberId],
  );
}

export async function announcementExists(db: Queryable, merchantCode: string, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM announcements WHERE id = $1 AND merchant_code = $2', [id, merchantCode]);
  return rows.length > 0;
}

export async function insertRead(db: Queryable, memberId: number, announcementId: number): Promise<void> {
  await db.query('INSERT INTO announcement_reads (member_id, announcement_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    memberId,
    announcementId,
  ]);
}

/** A banner's texts, by id, for its picture. */
export async function findBannerTexts(db: Queryable, id: number): Promise<{ title: string; content: string } | null> {
  const rows = await db.query<{ title: string; content: string }>('SELECT title, content FROM announcements WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** A banner's uploaded picture, when `hash` is its current one (an older address finds nothing). */
export async function findBannerImage(db: Queryable, id: number, hash: string): Promise<{ type: string; bytes: Buffer } | null> {
  const rows = await db.query<{ image_type: string; image: Uint8Array }>(
    'SELECT image_type, image FROM announcements WHERE id = $1 AND image_hash = $2',
    [id, hash],
  );
  const row = rows[0];
  return row ? { type: row.image_type, bytes: Buffer.from(row.image) } : null;
}

export async function countAnnouncements(db: Queryable, merchantCode: string): Promise<number> {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcements WHERE merchant_code = $1', [merchantCode]);
  return existing[0]?.n ?? 0;
}

export async function insertAnnouncement(
  db: Queryable,
  a: {
    merchantCode: string;
    type: AnnouncementType;
    group: string | null;
    title: string;
    content: string;
    link: string | null;
    sort: number;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO announcements (merchant_code, type, group_name, title, content, link_url, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [a.merchantCode, a.type, a.group, a.title, a.content, a.link, a.sort],
  );
}
