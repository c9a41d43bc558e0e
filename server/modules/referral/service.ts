import { randomInt } from 'node:crypto';
import type { InvitedPlayer, ReferralPlayersPage, ReferralPlayersQuery, ReferralValue } from '../../../contracts/referral';
import { isHttpUrl } from '../../../contracts/constants';
import type { AppContext } from '../../app-context';
import { DEFAULT_PAGE_SIZE, pageOf } from '../../http/paging';
import { maskName } from '../../lib/mask-name';
import { findMemberCode, insertMemberCode, listInvited } from './repository';

/** Letters and digits nobody misreads on a poster or a screenshot (no I, O, 0 or 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** A new code meets a taken one about once in 10^12 tries; a few tries cover a concurrent first request too. */
const CODE_TRIES = 5;

export const newInvitationCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

interface Member {
  id: number;
  merchant_code: string;
  username: string;
}

/** The member's invitation code, made the first time it is asked for (two first requests at once get the same one). */
async function memberCode(ctx: Pick<AppContext, 'db'>, member: Member): Promise<string> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const code = await findMemberCode(ctx.db, member.id);
    if (code) return code;
    await insertMemberCode(ctx.db, {
      merchantCode: member.merchant_code,
      memberId: member.id,
      code: newInvitationCode(),
      name: member.username,
    });
  }
  throw new Error('no invitation code could be assigned');
}

/**
 * Where a friend registers: the merchant's AFFILIATELINK resource when it names a page (its
 * registration page on the domain it promotes), else this platform's registration page; the code
 * rides in `affiliateCode`, which the register page fills in and checks.
 */
async function registrationLink(ctx: Pick<AppContext, 'config' | 'merchants'>, merchantCode: string, code: string): Promise<string> {
  const { settings } = await ctx.merchants.get(merchantCode);
  const configured = settings.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url;
  const url = new URL(configured && isHttpUrl(configured) ? configured : `${ctx.config.publicUrl}/m/register`);
  url.searchParams.set('affiliateCode', code);
  return url.toString();
}

export async function referralOf(ctx: AppContext, member: Member): Promise<ReferralValue> {
  const code = await memberCode(ctx, member);
  return { code, link: await registrationLink(ctx, member.merchant_code, code) };
}

/** The players who registered with the member's code, newest first, names masked. */
export async function invitedPlayers(ctx: AppContext, member: Member, q: ReferralPlayersQuery): Promise<ReferralPlayersPage> {
  const code = await memberCode(ctx, member);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const { rows, totalCount } = await listInvited(ctx.db, { merchantCode: member.merchant_code, code, pageNo, pageSize });
  const list: InvitedPlayer[] = rows.map((r) => ({ username: maskName(r.username), joinedAt: new Date(r.created_at).toISOString() }));
  return pageOf(list, pageNo, pageSize, totalCount);
}
