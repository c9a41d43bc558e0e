import type { BindPayeeBody } from '../../../contracts/security';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { audited } from '../audit/log';
import type { MemberRow } from '../member/repository';
import { sameName } from '../withdrawal/names';
import { memberIdentity } from '../withdrawal/repository';
import { contactFacts, setFirstPayeeName } from './account-repository';
import { confirmLoginPassword, type Requester } from './login-password';

/** Letters (any script, with ñ and accents), spaces, and the marks names carry: Ma. Dela Cruz-Santos, O'Brien. */
const NAME = /^\p{L}[\p{L}\p{M} .,'-]*$/u;

/** A name as stored: composed characters, single spaces, no spaces at the ends. */
export function cleanName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** At least a given name and a surname of two letters or more: the words sameName compares. */
function isFullName(name: string): boolean {
  return NAME.test(name) && name.split(' ').filter((word) => word.replace(/[^\p{L}]/gu, '').length > 1).length >= 2;
}

/**
 * The payee name (SPEC §3 payeeName): the player's own full name, which payouts are made to. It
 * follows the real-name rule withdrawals follow (withdrawal/service.ts bindPayoutAccount): once
 * the identity is verified, it must be the verified name (same words in any order, see
 * withdrawal/names.ts); before that the declared name is kept for the identity review to compare.
 * It is set once, confirmed by the login password: changing it afterwards is for customer service,
 * as Philippine operators do, so a stolen session cannot redirect it.
 */
export async function bindPayee(
  ctx: AppContext,
  member: Pick<MemberRow, 'id' | 'username' | 'password_hash'>,
  body: BindPayeeBody,
  from: Requester,
): Promise<void> {
  const name = cleanName(body.payeeName);
  if (!isFullName(name)) throw errors.fieldInvalid('payeeName', 'Enter your full name as on your ID');
  if ((await contactFacts(ctx.db, member.id)).payeeName !== null) throw errors.payeeAlreadyBound();
  const identity = await memberIdentity(ctx.db, member.id);
  if (identity.kycStatus === 'verified' && identity.realName && !sameName(name, identity.realName)) throw errors.payeeNameMismatch();
  await confirmLoginPassword(ctx, member, from, body.loginPassword);
  const bound = await audited(
    ctx.db,
    (tx) => setFirstPayeeName(tx, member.id, name),
    (done) => (done ? { kind: 'account.payee_bound', memberId: member.id, actor: `member:${member.id}`, data: {} } : null),
  );
  if (!bound) throw errors.payeeAlreadyBound();
}
