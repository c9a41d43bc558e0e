import { createHash } from 'node:crypto';
import type { AnnouncementType } from '../../../contracts/announcements';
import {
  BANNER_IMAGE_MAX_BYTES,
  type OpsAnnouncement,
  type OpsAnnouncementChange,
  type OpsAnnouncementCreate,
} from '../../../contracts/content-ops';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { cleanImage } from '../../lib/images';
import { pictureUrl } from '../announcements/service';
import { audited } from '../audit/log';
import {
  deleteEditableAnnouncement,
  findEditableAnnouncement,
  insertEditableAnnouncement,
  listEditableAnnouncements,
  setAnnouncementImage,
  updateEditableAnnouncement,
  type AnnouncementWrite,
  type EditableAnnouncement,
} from './announcement-repository';
import { actorOf, fieldsOf, type Editor } from './editor';

/** A banner as wide as a phone's screen at 3x, and a bounded decode. */
const BANNER_MAX_WIDTH = 1500;
const BANNER_MAX_PIXELS = 16_000_000;

function view(a: EditableAnnouncement): OpsAnnouncement {
  return {
    announcementId: a.id,
    type: a.type,
    groupName: a.groupName,
    title: a.title,
    content: a.content,
    linkUrl: a.linkUrl,
    sortOrder: a.sortOrder,
    published: a.published,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt?.toISOString() ?? null,
    pictureUrl: pictureUrl(a),
    hasImage: a.imageHash !== null,
    updatedAt: a.updatedAt.toISOString(),
  };
}

const instant = (iso: string | null | undefined): Date | null | undefined => (iso === undefined || iso === null ? iso : new Date(iso));

/** A banner belongs to a group (m_home: the home carousel); nothing else has one. */
function checkShape(type: AnnouncementType, groupName: string | null, startsAt: Date, endsAt: Date | null): void {
  if (type === 'B' && !groupName) throw errors.fieldInvalid('groupName', 'A banner needs its group (m_home for the home page)');
  if (type !== 'B' && groupName) throw errors.fieldInvalid('groupName', 'Only a banner has a group');
  if (endsAt && endsAt <= startsAt) throw errors.fieldInvalid('endsAt', 'The end must come after the start');
}

async function existing(ctx: AppContext, id: number): Promise<EditableAnnouncement> {
  const found = await findEditableAnnouncement(ctx.db, ctx.config.merchantCode, id);
  if (!found) throw errors.notFound('No such announcement');
  return found;
}

export async function consoleAnnouncements(ctx: AppContext, type: AnnouncementType | undefined): Promise<OpsAnnouncement[]> {
  return (await listEditableAnnouncements(ctx.db, ctx.config.merchantCode, type ?? null)).map(view);
}

/** A new announcement: unpublished unless asked, shown from now unless a start is given. */
export async function createAnnouncement(ctx: AppContext, editor: Editor, body: OpsAnnouncementCreate): Promise<OpsAnnouncement> {
  const groupName = body.groupName ?? null;
  const startsAt = instant(body.startsAt) ?? null;
  const endsAt = instant(body.endsAt) ?? null;
  checkShape(body.type, groupName, startsAt ?? new Date(), endsAt);
  const created = await audited(
    ctx.db,
    (tx) =>
      insertEditableAnnouncement(tx, ctx.config.merchantCode, {
        type: body.type,
        groupName,
        title: body.title.trim(),
        content: body.content?.trim() ?? '',
        linkUrl: body.linkUrl ?? null,
        sortOrder: body.sortOrder ?? 0,
        published: body.published ?? false,
        startsAt,
        endsAt,
      }),
    (a) => ({
      kind: 'content.announcement_created',
      actor: actorOf(editor),
      data: { announcementId: a.id, type: a.type, groupName: a.groupName, published: a.published },
    }),
  );
  return view(created);
}

/** Changes what the body gives; publishing and unpublishing are `published`. */
export async function changeAnnouncement(
  ctx: AppContext,
  editor: Editor,
  id: number,
  body: OpsAnnouncementChange,
): Promise<OpsAnnouncement> {
  const current = await existing(ctx, id);
  const change: AnnouncementWrite = {
    groupName: body.groupName,
    title: body.title?.trim(),
    content: body.content?.trim(),
    linkUrl: body.linkUrl,
    sortOrder: body.sortOrder,
    published: body.published,
    // A start cleared means from now.
    startsAt: body.startsAt === null ? new Date() : (instant(body.startsAt) ?? undefined),
    endsAt: instant(body.endsAt),
  };
  checkShape(
    current.type,
    change.groupName === undefined ? current.groupName : change.groupName,
    change.startsAt ?? current.startsAt,
    change.endsAt === undefined ? current.endsAt : change.endsAt,
  );
  const changed = await audited(
    ctx.db,
    (tx) => updateEditableAnnouncement(tx, ctx.config.merchantCode, id, change),
    (a) =>
      a && {
        kind: 'content.announcement_changed',
        actor: actorOf(editor),
        data: { announcementId: a.id, type: a.type, fields: fieldsOf(body), published: a.published },
      },
  );
  if (!changed) throw errors.notFound('No such announcement');
  return view(changed);
}

export async function deleteAnnouncement(ctx: AppContext, editor: Editor, id: number): Promise<void> {
  const current = await existing(ctx, id);
  const deleted = await audited(
    ctx.db,
    (tx) => deleteEditableAnnouncement(tx, ctx.config.merchantCode, id),
    (gone) =>
      gone ? { kind: 'content.announcement_deleted', actor: actorOf(editor), data: { announcementId: id, type: current.type } } : null,
  );
  if (!deleted) throw errors.notFound('No such announcement');
}

/**
 * A banner's picture: PNG, JPEG or WebP by its bytes, at most BANNER_IMAGE_MAX_BYTES, stored
 * re-encoded (server/lib/images.ts) and named by its hash, so players load the new one at once.
 */
export async function uploadBannerImage(ctx: AppContext, editor: Editor, id: number, bytes: Buffer): Promise<OpsAnnouncement> {
  const current = await existing(ctx, id);
  if (current.type !== 'B') throw errors.fieldInvalid('image', 'Only a banner has a picture');
  if (bytes.length === 0 || bytes.length > BANNER_IMAGE_MAX_BYTES) throw errors.fieldInvalid('image', 'The picture must be at most 2 MB');
  const image = await cleanImage(bytes, { maxPixels: BANNER_MAX_PIXELS, maxWidth: BANNER_MAX_WIDTH });
  if (!image) throw errors.fieldInvalid('image', 'The picture must be a PNG, JPEG or WebP image');
  const hash = createHash('sha256').update(image.content).digest('hex').slice(0, 16);
  const changed = await audited(
    ctx.db,
    (tx) => setAnnouncementImage(tx, ctx.config.merchantCode, id, { type: image.contentType, hash, bytes: image.content }),
    (a) =>
      a && {
        kind: 'content.banner_image',
        actor: actorOf(editor),
        data: { announcementId: id, imageType: image.contentType, size: image.content.length, hash },
      },
  );
  if (!changed) throw errors.notFound('No such announcement');
  return view(changed);
}
