import type { ResetPaymentPasswordBody } from '../../../contracts/security';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { audited } from '../audit/log';
import type { MemberRow } from '../member/repository';
import { hashPassword } from '../session/passwords';
import { confirmLoginPassword, type Requester } from './login-password';
import { paymentPasswordHash, resetPaymentPasswordHash } from './repository';
import { answerGuesses } from './answer-guesses';
import { checkSecurityAnswers, hasSecurityAnswers } from './security-answers';
import { forgetPaymentPasswordGuesses, isGuessablePin } from './service';

/**
 * A forgotten payment password, replaced without the old one: the answers to the player's own
 * security questions and the login password (an open session on a borrowed phone is not enough,
 * as for setting the first one). Cheap refusals come first (nothing set yet, guessable digits,
 * answers locked, no questions), then the login password (counted like a login), then the
 * answers (counted on their own, see answer-guesses.ts). Afterwards the payment password's wrong-guess count starts again, so an
 * owner locked out by their own forgotten digits can withdraw at once.
 */
export async function resetPaymentPassword(
  ctx: AppContext,
  member: Pick<MemberRow, 'id' | 'username' | 'password_hash'>,
  body: ResetPaymentPasswordBody,
  from: Requester,
): Promise<void> {
  if ((await paymentPasswordHash(ctx.db, member.id)) === null) throw errors.paymentPasswordMissing();
  if (isGuessablePin(body.newPaymentPassword)) throw errors.paymentPasswordWeak('newPaymentPassword');
  const guesses = await answerGuesses(ctx, member.id, from);
  await guesses.refuseWhileThrottled();
  if (!(await hasSecurityAnswers(ctx, member.id))) throw errors.securityQuestionsMissing();
  await confirmLoginPassword(ctx, member, from, body.loginPassword);
  await checkSecurityAnswers(ctx, member.id, body.answers, guesses);
  const hash = await hashPassword(body.newPaymentPassword);
  const reset = await audited(
    ctx.db,
    (tx) => resetPaymentPasswordHash(tx, member.id, hash),
    (done) => (done ? { kind: 'account.payment_password_reset', memberId: member.id, actor: `member:${member.id}`, data: {} } : null),
  );
  if (!reset) throw errors.paymentPasswordMissing();
  await guesses.right();
  await forgetPaymentPasswordGuesses(ctx, member.id);
}
