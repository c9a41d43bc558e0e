import { MEMBER_ICON_MAX_BYTES, MEMBER_ICON_SIDE } from '../../../contracts/session';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { cleanImage } from '../../lib/images';
import { deleteMemberIcon, findMemberIcon, memberIconVersion, saveMemberIcon, type MemberIcon } from './icon-repository';

/** A 48 MP phone photo (8000 x 6000) still decodes; a decompression bomb does not. */
const MAX_PIXELS = 50_000_000;

/**
 * A player's profile picture (SPEC's "head icon"): checked by its content (PNG, JPEG or WebP,
 * server/lib/images.ts), re-encoded without its metadata (a photo's location), the right way up,
 * cut to a square of MEMBER_ICON_SIDE. Answers its version, which member info carries.
 */
export async function setMemberIcon(ctx: AppContext, memberId: number, bytes: Buffer): Promise<string> {
  if (bytes.length > MEMBER_ICON_MAX_BYTES) throw iconTooLarge();
  const image = await cleanImage(bytes, { maxPixels: MAX_PIXELS, square: MEMBER_ICON_SIDE });
  if (!image) throw errors.fieldInvalid('icon', 'The picture must be a JPEG, PNG or WebP image');
  return (await saveMemberIcon(ctx.db, memberId, image)).toISOString();
}

export const iconTooLarge = () => errors.fieldInvalid('icon', 'The picture must be at most 5 MB');

export async function memberIcon(ctx: AppContext, memberId: number): Promise<MemberIcon> {
  const icon = await findMemberIcon(ctx.db, memberId);
  if (!icon) throw errors.notFound('No profile picture');
  return icon;
}

export const removeMemberIcon = (ctx: AppContext, memberId: number) => deleteMemberIcon(ctx.db, memberId);

/** The picture's version for member info: when it last changed; null when there is none. */
export const iconVersionOf = async (ctx: AppContext, memberId: number): Promise<string | null> =>
  (await memberIconVersion(ctx.db, memberId))?.toISOString() ?? null;
