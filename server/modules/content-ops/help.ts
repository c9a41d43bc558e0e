import type { OpsHelpChange, OpsHelpCreate, OpsHelpTopic } from '../../../contracts/content-ops';
import type { AppContext } from '../../app-context';
import { PG, pgErrorCode } from '../../db/types';
import { errors } from '../../http/app-error';
import { cleanOperatorHtml } from '../../lib/operator-html';
import { audited } from '../audit/log';
import { deleteHelpTopic, findHelpTopic, insertHelpTopic, listHelpTopics, updateHelpTopic, type HelpTopicRow } from '../help/repository';
import { actorOf, fieldsOf, type Editor } from './editor';

function view(t: HelpTopicRow): OpsHelpTopic {
  return {
    topicId: t.id,
    language: t.language,
    parentId: t.parentId,
    tag: t.tag,
    title: t.title,
    content: t.content,
    sortOrder: t.sortOrder,
    published: t.published,
    updatedAt: t.updatedAt.toISOString(),
  };
}

async function existing(ctx: AppContext, id: number): Promise<HelpTopicRow> {
  const topic = await findHelpTopic(ctx.db, id);
  if (!topic) throw errors.notFound('No such help topic');
  return topic;
}

/** The help page shows one level of sub-topics: a parent is a top-level topic of the same language, never the topic itself. */
async function checkParent(ctx: AppContext, parentId: number | null, language: string, self: number | null): Promise<void> {
  if (parentId === null) return;
  const parent = await findHelpTopic(ctx.db, parentId);
  if (!parent || parent.language !== language || parent.parentId !== null || parent.id === self) {
    throw errors.fieldInvalid('parentId', 'A sub-topic goes under a top-level topic of the same language');
  }
}

/** A tag is a topic's anchor on the help page: one per language. */
async function tagTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG.uniqueViolation) throw errors.fieldInvalid('tag', 'Another topic of this language has that tag');
    throw error;
  }
}

export async function consoleHelpTopics(ctx: AppContext, language: string | undefined): Promise<OpsHelpTopic[]> {
  return (await listHelpTopics(ctx.db, language ?? null)).map(view);
}

/** A new topic; its HTML is cut down to what the help page shows (server/lib/operator-html.ts). */
export async function createHelpTopic(ctx: AppContext, editor: Editor, body: OpsHelpCreate): Promise<OpsHelpTopic> {
  const parentId = body.parentId ?? null;
  await checkParent(ctx, parentId, body.language, null);
  const created = await tagTaken(() =>
    audited(
      ctx.db,
      (tx) =>
        insertHelpTopic(tx, {
          language: body.language,
          parentId,
          tag: body.tag,
          title: body.title.trim(),
          content: cleanOperatorHtml(body.content),
          sortOrder: body.sortOrder ?? 0,
          published: body.published ?? false,
        }),
      (t) => ({
        kind: 'content.help_created',
        actor: actorOf(editor),
        data: { topicId: t.id, language: t.language, tag: t.tag, published: t.published },
      }),
    ),
  );
  return view(created);
}

export async function changeHelpTopic(ctx: AppContext, editor: Editor, id: number, body: OpsHelpChange): Promise<OpsHelpTopic> {
  const current = await existing(ctx, id);
  if (body.parentId !== undefined) {
    await checkParent(ctx, body.parentId, current.language, id);
    const children = (await listHelpTopics(ctx.db, current.language)).filter((t) => t.parentId === id);
    if (body.parentId !== null && children.length > 0)
      throw errors.fieldInvalid('parentId', 'A topic with sub-topics stays at the top level');
  }
  const changed = await tagTaken(() =>
    audited(
      ctx.db,
      (tx) =>
        updateHelpTopic(tx, id, {
          ...body,
          title: body.title?.trim(),
          content: body.content === undefined ? undefined : cleanOperatorHtml(body.content),
        }),
      (t) =>
        t && {
          kind: 'content.help_changed',
          actor: actorOf(editor),
          data: { topicId: t.id, language: t.language, tag: t.tag, fields: fieldsOf(body), published: t.published },
        },
    ),
  );
  if (!changed) throw errors.notFound('No such help topic');
  return view(changed);
}

export async function removeHelpTopic(ctx: AppContext, editor: Editor, id: number): Promise<void> {
  const current = await existing(ctx, id);
  const deleted = await audited(
    ctx.db,
    (tx) => deleteHelpTopic(tx, id),
    (gone) =>
      gone
        ? { kind: 'content.help_deleted', actor: actorOf(editor), data: { topicId: id, language: current.language, tag: current.tag } }
        : null,
  );
  if (!deleted) throw errors.notFound('No such help topic');
}
