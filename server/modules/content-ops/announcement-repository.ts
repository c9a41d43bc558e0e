import type { AnnouncementType } from '../../../contracts/announcements';
import type { Queryable } from '../../db/types';

/** One announcement as the console edits it (the picture's bytes stay in the table). */
export interface EditableAnnouncement {
  id: number;
  type: AnnouncementType;
  groupName: string | null;
  title: string;
  content: string;
  linkUrl: string | null;
  sortOrder: number;
  published: boolean;
  startsAt: Date;
  endsAt: Date | null;
  imageType: string | null;
  imageHash: string | null;
  updatedAt: Date;
}

/** The columns a console write may set, by their names in the table. */
export interface AnnouncementWrite {
  type?: AnnouncementType;
  groupName?: string | null;
  title?: string;
  content?: string;
  linkUrl?: string | null;
  sortOrder?: number;
  published?: boolean;
  startsAt?: Date;
  endsAt?: Date | null;
}

const COLUMN_OF: Record<keyof AnnouncementWrite, string> = {
  type: 'type',
  groupName: 'group_name',
  title: 'title',
  content: 'content',
  linkUrl: 'link_url',
  sortOrder: 'sort_order',
  published: 'active',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
};

const COLUMNS = `id, type, group_name, title, content, link_url, sort_order, active, starts_at, ends_at,
  image_type, image_hash, updated_at`;

function announcementOf(r: Record<string, unknown>): EditableAnnouncement {
  return {
    id: Number(r.id),
    type: r.type as AnnouncementType,
    groupName: (r.group_name as string | null) ?? null,
    title: r.title as string,
    content: r.content as string,
    linkUrl: (r.link_url as string | null) ?? null,
    sortOrder: Number(r.sort_order),
    published: r.active as boolean,
    startsAt: new Date(r.starts_at as string),
    endsAt: r.ends_at === null ? null : new Date(r.ends_at as string),
    imageType: (r.image_type as string | null) ?? null,
    imageHash: (r.image_hash as string | null) ?? null,
    updatedAt: new Date(r.updated_at as string),
  };
}

/** The merchant's announcements of a type (or all), published or not, in the players' order. */
export async function listEditableAnnouncements(
  db: Queryable,
  merchantCode: string,
  type: AnnouncementType | null,
): Promise<EditableAnnouncement[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM announcements WHERE merchant_code = $1 AND ($2::text IS NULL OR type = $2)
      ORDER BY type, group_name NULLS FIRST, sort_order, id`,
    [merchantCode, type],
  );
  return rows.map(announcementOf);
}

export async function findEditableAnnouncement(db: Queryable, merchantCode: string, id: number): Promise<EditableAnnouncement | null> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM announcements WHERE merchant_code = $1 AND id = $2`, [merchantCode, id]);
  return rows[0] ? announcementOf(rows[0]) : null;
}

export async function insertEditableAnnouncement(
  tx: Queryable,
  merchantCode: string,
  a: Required<Omit<AnnouncementWrite, 'startsAt'>> & { startsAt: Date | null },
): Promise<EditableAnnouncement> {
  const rows = await tx.query(
    `INSERT INTO announcements (merchant_code, type, group_name, title, content, link_url, sort_order, active, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, now()), $10) RETURNING ${COLUMNS}`,
    [merchantCode, a.type, a.groupName, a.title, a.content, a.linkUrl, a.sortOrder, a.published, a.startsAt, a.endsAt],
  );
  return announcementOf(rows[0]!);
}

/** Sets the given columns; null when there is no such announcement. */
export async function updateEditableAnnouncement(
  tx: Queryable,
  merchantCode: string,
  id: number,
  change: AnnouncementWrite,
): Promise<EditableAnnouncement | null> {
  const keys = (Object.keys(change) as (keyof AnnouncementWrite)[]).filter((key) => change[key] !== undefined);
  const sets = keys.map((key, i) => `${COLUMN_OF[key]} = $${i + 3}`);
  const rows = await tx.query(
    `UPDATE announcements SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE merchant_code = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [merchantCode, id, ...keys.map((key) => change[key])],
  );
  return rows[0] ? announcementOf(rows[0]) : null;
}

/** Puts a banner's uploaded picture in place of the last one; null when there is no such announcement. */
export async function setAnnouncementImage(
  tx: Queryable,
  merchantCode: string,
  id: number,
  image: { type: string; hash: string; bytes: Buffer },
): Promise<EditableAnnouncement | null> {
  const rows = await tx.query(
    `UPDATE announcements SET image = $3, image_type = $4, image_hash = $5, updated_at = now()
      WHERE merchant_code = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [merchantCode, id, image.bytes, image.type, image.hash],
  );
  return rows[0] ? announcementOf(rows[0]) : null;
}

/** Deletes an announcement (its read marks go with it); false when there was none. */
export async function deleteEditableAnnouncement(tx: Queryable, merchantCode: string, id: number): Promise<boolean> {
  const rows = await tx.query('DELETE FROM announcements WHERE merchant_code = $1 AND id = $2 RETURNING id', [merchantCode, id]);
  return rows.length === 1;
}
