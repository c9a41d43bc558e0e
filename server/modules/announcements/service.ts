import { createHash } from 'node:crypto';
import { ANNOUNCEMENT_TYPES, type Announcement, type AnnouncementList, type AnnouncementType } from '../../../contracts/announcements';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { authenticate } from '../session/service';
import { announcementExists, findBannerImage, findBannerTexts, insertRead, listAnnouncements } from './repository';

/** Which list of the answer each type fills. */
const LIST_OF: Record<AnnouncementType, keyof AnnouncementList> = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' };

/** A picture's file extension by its type. */
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The address of an announcement's picture. An uploaded one is named by its content's hash; the
 * one drawn from the texts carries theirs: an edit in the console is a new address, so neither
 * the browser's cache nor the app's offline copy shows the old picture.
 */
export function pictureUrl(a: { id: number; title: string; content: string; imageType: string | null; imageHash: string | null }): string {
  if (a.imageType && a.imageHash) return `/wps/banner/${a.id}-${a.imageHash}.${EXTENSIONS[a.imageType] ?? 'png'}`;
  const version = createHash('sha256').update(`${a.title}\n${a.content}`).digest('hex').slice(0, 8);
  return `/wps/banner/${a.id}.svg?v=${version}`;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The merchant's announcements of the given types (comma-separated; all when absent), grouped
 * by list. Read flags are a courtesy: a visitor or a stale token simply sees nothing as read.
 */
export async function announcementsFor(
  ctx: AppContext,
  q: { types?: string; groupName?: string; token: string | null },
): Promise<AnnouncementList> {
  const types = (q.types ?? ANNOUNCEMENT_TYPES.join(',')).split(',') as AnnouncementType[];
  const memberId = q.token
    ? await authenticate(ctx, q.token).then(
        (a) => a.member.id,
        () => null,
      )
    : null;
  const rows = await listAnnouncements(ctx.db, { merchantCode: ctx.config.merchantCode, types, groupName: q.groupName ?? null, memberId });
  const value: AnnouncementList = { banners: [], player: [], popup: [], promotion: [] };
  for (const r of rows) {
    const id = Number(r.id);
    const item: Announcement = {
      id,
      announcementId: id,
      type: r.type,
      groupName: r.group_name,
      title: r.title,
      content: r.content,
      url: pictureUrl({ id, title: r.title, content: r.content, imageType: r.image_type, imageHash: r.image_hash }),
      linkUrl: r.link_url,
      read: r.read,
    };
    value[LIST_OF[r.type]].push(item);
  }
  return value;
}

export async function markAnnouncementRead(ctx: AppContext, memberId: number, announcementId: number): Promise<void> {
  if (!(await announcementExists(ctx.db, ctx.config.merchantCode, announcementId))) throw errors.notFound('Unknown announcement');
  await insertRead(ctx.db, memberId, announcementId);
}

/** A banner's uploaded picture by its file name (`<id>-<hash>.<ext>`); 404 for an old or unknown one. */
export async function bannerImage(ctx: AppContext, file: string): Promise<{ type: string; bytes: Buffer }> {
  const [, id, hash] = /^([0-9]+)-([0-9a-f]{16})\./.exec(file) ?? [];
  const image = id && hash ? await findBannerImage(ctx.db, Number(id), hash) : null;
  if (!image) throw errors.notFound('Unknown banner');
  return image;
}

/** A banner's picture: its title and text on a gradient of its own colour. */
export async function bannerSvg(ctx: AppContext, id: number): Promise<string> {
  const banner = await findBannerTexts(ctx.db, id);
  if (!banner) throw errors.notFound('Unknown banner');
  const hue = createHash('sha256').update(banner.title).digest()[0]! * 1.4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" role="img" aria-label="${escape(banner.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 40%)"/>
<stop offset="1" stop-color="hsl(${((hue + 60) % 360).toFixed(0)} 70% 20%)"/>
</linearGradient></defs>
<rect width="750" height="300" rx="24" fill="url(#g)"/>
<text x="40" y="140" font-family="sans-serif" font-weight="800" font-size="52" fill="#ffd24a">${escape(banner.title)}</text>
<text x="40" y="200" font-family="sans-serif" font-size="28" fill="#fff">${escape(banner.content)}</text></svg>`;
}
