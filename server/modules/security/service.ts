import type { ChangePaymentPasswordBody, PaymentPasswordState, SetPaymentPasswordBody } from '../../../contracts/security';
import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import { audited } from '../audit/log';
import type { MemberRow } from '../member/repository';
import { hashPassword, verifyPassword } from '../session/passwords';
import { clearHits, countHit, retryAfter } from '../session/throttle-repository';
import { paymentPasswordHash, replacePaymentPassword, setFirstPaymentPassword } from './repository';

/** Wrong guesses of a member's payment password (or of the login password confirming the first one) per window. */
export const PAYMENT_PASSWORD_GUESSES = 5;
const PAYMENT_PASSWORD_WINDOW_MINUTES = 15;

const SEQUENCES = '0123456789012345 9876543210987654';

/** Six digits anyone would try first: one digit repeated, or a run up or down (123456, 987654, 890123). */
export function isGuessablePin(pin: string): boolean {
  return /^(\d)\1{5}$/.test(pin) || SEQUENCES.includes(pin);
}

const guessKey = (memberId: number) => `payment-password:${memberId}`;

/** A reset through the security answers starts the wrong-guess count again: the owner is no longer locked out. */
export async function forgetPaymentPasswordGuesses(ctx: AppContext, memberId: number): Promise<void> {
  await clearHits(ctx.db, guessKey(memberId));
}

/**
 * Refuses at once while the member's wrong guesses are used up. The key is the member: only a
 * holder of their session can guess, so the counter costs that session, and nobody else's.
 */
async function refuseWhileThrottled(ctx: AppContext, memberId: number): Promise<void> {
  const wait = await retryAfter(ctx.db, guessKey(memberId), PAYMENT_PASSWORD_GUESSES);
  if (wait > 0) throw errors.paymentPasswordThrottled(wait);
}

/** Counts a wrong guess: the last one allowed locks the window, the others say how many are left. */
async function wrongGuess(ctx: AppContext, memberId: number, refusal: (attemptsLeft: number) => Error): Promise<never> {
  const hits = await countHit(ctx.db, guessKey(memberId), PAYMENT_PASSWORD_WINDOW_MINUTES);
  if (hits >= PAYMENT_PASSWORD_GUESSES)
    throw errors.paymentPasswordThrottled(await retryAfter(ctx.db, guessKey(memberId), PAYMENT_PASSWORD_GUESSES));
  throw refusal(PAYMENT_PASSWORD_GUESSES - hits);
}

/**
 * Checks the payment password a money movement was sent with (a withdrawal, binding an account):
 * throttled like every guess, refused when none is set yet.
 */
export async function checkPaymentPassword(ctx: AppContext, memberId: number, given: string): Promise<void> {
  await refuseWhileThrottled(ctx, memberId);
  const current = await paymentPasswordHash(ctx.db, memberId);
  if (current === null) throw errors.paymentPasswordMissing();
  if (!(await verifyPassword(current, given))) {
    await wrongGuess(ctx, memberId, (attemptsLeft) => errors.paymentPasswordWrong(attemptsLeft, 'paymentPassword'));
  }
  await clearHits(ctx.db, guessKey(memberId));
}

export async function paymentPasswordState(ctx: AppContext, memberId: number): Promise<PaymentPasswordState> {
  return { exists: (await paymentPasswordHash(ctx.db, memberId)) !== null };
}

/** The first payment password, confirmed by the login password (a borrowed phone's open session is not enough). */
export async function setPaymentPassword(
  ctx: AppContext,
  member: Pick<MemberRow, 'id' | 'password_hash'>,
  body: SetPaymentPasswordBody,
): Promise<void> {
  await refuseWhileThrottled(ctx, member.id);
  if ((await paymentPasswordHash(ctx.db, member.id)) !== null) throw errors.paymentPasswordExists();
  if (!(await verifyPassword(member.password_hash, body.loginPassword))) {
    await wrongGuess(
      ctx,
      member.id,
      (attemptsLeft) => new AppError('FIELD_INVALID', 400, 'The login password is incorrect', { field: 'loginPassword', attemptsLeft }),
    );
  }
  if (isGuessablePin(body.paymentPassword)) throw errors.paymentPasswordWeak('paymentPassword');
  await clearHits(ctx.db, guessKey(member.id));
  const hash = await hashPassword(body.paymentPassword);
  const set = await audited(
    ctx.db,
    (tx) => setFirstPaymentPassword(tx, member.id, hash),
    (done) => (done ? { kind: 'account.payment_password_set', memberId: member.id, actor: `member:${member.id}`, data: {} } : null),
  );
  if (!set) throw errors.paymentPasswordExists();
}

/** A new payment password in place of the current one, which must be given. */
export async function changePaymentPassword(ctx: AppContext, memberId: number, body: ChangePaymentPasswordBody): Promise<void> {
  await refuseWhileThrottled(ctx, memberId);
  const current = await paymentPasswordHash(ctx.db, memberId);
  if (current === null) throw errors.paymentPasswordMissing();
  if (!(await verifyPassword(current, body.oldPaymentPassword))) await wrongGuess(ctx, memberId, errors.paymentPasswordWrong);
  if (isGuessablePin(body.newPaymentPassword)) throw errors.paymentPasswordWeak('newPaymentPassword');
  if (body.newPaymentPassword === body.oldPaymentPassword) throw errors.passwordReused();
  await clearHits(ctx.db, guessKey(memberId));
  // A change racing another one: the first wins, the second is told the old one no longer holds.
  const hash = await hashPassword(body.newPaymentPassword);
  const changed = await audited(
    ctx.db,
    (tx) => replacePaymentPassword(tx, memberId, current, hash),
    (done) => (done ? { kind: 'account.payment_password_changed', memberId, actor: `member:${memberId}`, data: {} } : null),
  );
  if (!changed) {
    throw errors.paymentPasswordWrong(PAYMENT_PASSWORD_GUESSES);
  }
}
