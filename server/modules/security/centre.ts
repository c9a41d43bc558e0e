import type { SecurityCentre } from '../../../contracts/security';
import type { AppContext } from '../../app-context';
import { listPayoutAccounts, memberIdentity } from '../withdrawal/repository';
import { contactFacts } from './account-repository';
import { maskEmail } from './email';
import { paymentPasswordHash } from './repository';
import { hasSecurityAnswers } from './security-answers';
import { countLiveSessions } from './sessions-repository';

/**
 * Each entry of the security centre and its state, in one call (the centre's list). The KYC
 * module's security config (GET /wps/v2/member/securityConfig, COMM3) may carry the same facts.
 */
export async function securityFacts(ctx: AppContext, memberId: number): Promise<SecurityCentre> {
  const [hash, questions, contact, identity, accounts, sessions] = await Promise.all([
    paymentPasswordHash(ctx.db, memberId),
    hasSecurityAnswers(ctx, memberId),
    contactFacts(ctx.db, memberId),
    memberIdentity(ctx.db, memberId),
    listPayoutAccounts(ctx.db, memberId),
    countLiveSessions(ctx.db, memberId, ctx.config.session.idleMinutes),
  ]);
  return {
    paymentPassword: hash !== null,
    securityQuestions: questions,
    email: contact.boundEmail && maskEmail(contact.boundEmail),
    payeeName: contact.payeeName,
    identityVerified: identity.kycStatus === 'verified',
    bankCards: accounts.length,
    sessions,
  };
}
