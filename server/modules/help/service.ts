import type { HelpTopic } from '../../../contracts/help';
import type { Queryable } from '../../db/types';
import { listHelpTopics, type HelpTopicRow } from './repository';

/** The language whose texts stand in for one that has none. */
const FALLBACK_LANGUAGE = 'EN';

/** Rows as the help page's tree: top-level topics, each with its sub-topics, in the operator's order. */
function treeOf(rows: HelpTopicRow[], parentId: number | null): HelpTopic[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => ({ title: row.title, tag: row.tag, content: row.content, children: treeOf(rows, row.id) }));
}

/**
 * The published help topics of a language (edited in the console: table help_topics), English
 * when it has none. A sub-topic of an unpublished topic is not shown either.
 */
export async function helpCentre(db: Queryable, language: string | undefined): Promise<HelpTopic[]> {
  const wanted = language ?? FALLBACK_LANGUAGE;
  let rows = await listHelpTopics(db, wanted, true);
  if (rows.length === 0 && wanted !== FALLBACK_LANGUAGE) rows = await listHelpTopics(db, FALLBACK_LANGUAGE, true);
  return treeOf(rows, null);
}
