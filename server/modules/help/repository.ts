import type { Queryable } from '../../db/types';

/** A help topic as stored (table help_topics): operator HTML, sanitised on the way in. */
export interface HelpTopicRow {
  id: number;
  language: string;
  parentId: number | null;
  tag: string;
  title: string;
  content: string;
  sortOrder: number;
  published: boolean;
  updatedAt: Date;
}

/** The columns a console write may set, by their names in the table. */
export interface HelpTopicWrite {
  parentId?: number | null;
  tag?: string;
  title?: string;
  content?: string;
  sortOrder?: number;
  published?: boolean;
}

const COLUMN_OF: Record<keyof HelpTopicWrite, string> = {
  parentId: 'parent_id',
  tag: 'tag',
  title: 'title',
  content: 'content',
  sortOrder: 'sort_order',
  published: 'published',
};

const COLUMNS = 'id, language, parent_id, tag, title, content, sort_order, published, updated_at';

function topicOf(r: Record<string, unknown>): HelpTopicRow {
  return {
    id: Number(r.id),
    language: r.language as string,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    tag: r.tag as string,
    title: r.title as string,
    content: r.content as string,
    sortOrder: Number(r.sort_order),
    published: r.published as boolean,
    updatedAt: new Date(r.updated_at as string),
  };
}

/** A language's topics (or every language's), published or not, in the help page's order. */
export async function listHelpTopics(db: Queryable, language: string | null, publishedOnly = false): Promise<HelpTopicRow[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM help_topics WHERE ($1::text IS NULL OR language = $1) AND (published OR NOT $2)
      ORDER BY language, sort_order, id`,
    [language, publishedOnly],
  );
  return rows.map(topicOf);
}

export async function findHelpTopic(db: Queryable, id: number): Promise<HelpTopicRow | null> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM help_topics WHERE id = $1`, [id]);
  return rows[0] ? topicOf(rows[0]) : null;
}

export async function insertHelpTopic(
  tx: Queryable,
  t: { language: string; parentId: number | null; tag: string; title: string; content: string; sortOrder: number; published: boolean },
): Promise<HelpTopicRow> {
  const rows = await tx.query(
    `INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order, published)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [t.language, t.parentId, t.tag, t.title, t.content, t.sortOrder, t.published],
  );
  return topicOf(rows[0]!);
}

/** Sets the given columns; null when there is no such topic. */
export async function updateHelpTopic(tx: Queryable, id: number, change: HelpTopicWrite): Promise<HelpTopicRow | null> {
  const keys = (Object.keys(change) as (keyof HelpTopicWrite)[]).filter((key) => change[key] !== undefined);
  const sets = keys.map((key, i) => `${COLUMN_OF[key]} = $${i + 2}`);
  const rows = await tx.query(`UPDATE help_topics SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
    ...keys.map((key) => change[key]),
  ]);
  return rows[0] ? topicOf(rows[0]) : null;
}

/** Deletes a topic with its sub-topics; false when there was none. */
export async function deleteHelpTopic(tx: Queryable, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM help_topics WHERE id = $1 RETURNING id', [id])).length === 1;
}
