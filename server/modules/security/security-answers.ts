import type { MemberQuestions, SecurityAnswer, SetSecurityAnswersBody } from '../../../contracts/security';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { appendAudit } from '../audit/log';
import type { MemberRow } from '../member/repository';
import { hashPassword, verifyPassword } from '../session/passwords';
import type { AnswerGuesses } from './answer-guesses';
import { confirmLoginPassword, type Requester } from './login-password';
import { MIN_ANSWER_LENGTH, normaliseAnswer, securityQuestion } from './questions';
import { memberAnswers, replaceAnswers } from './questions-repository';

/** The questions the player answered, in their order; never the answers. */
export async function memberQuestions(ctx: AppContext, memberId: number): Promise<MemberQuestions> {
  const stored = await memberAnswers(ctx.db, memberId);
  return {
    questions: stored.flatMap((answer) => securityQuestion(answer.questionId) ?? []),
    setAt: stored[0]?.setAt.toISOString() ?? null,
  };
}

/**
 * Three different questions of the list, each with its own answer of at least two characters once
 * folded, none the username: refused at the answer's field (answers.0, answers.1, answers.2)
 * before anything secret is checked, so a bad form costs no login attempt.
 */
function checkNewAnswers(answers: readonly SecurityAnswer[], username: string): string[] {
  const folded = answers.map((answer) => normaliseAnswer(answer.answer));
  const questions = new Set<number>();
  answers.forEach((answer, index) => {
    if (!securityQuestion(answer.questionId) || questions.has(answer.questionId)) {
      throw errors.fieldInvalid(`answers.${index}`, 'Choose three different questions from the list');
    }
    questions.add(answer.questionId);
    const mine = folded[index]!;
    if (mine.length < MIN_ANSWER_LENGTH || folded.indexOf(mine) !== index || mine === username.toLowerCase()) {
      throw errors.securityAnswerWeak(`answers.${index}`);
    }
  });
  return folded;
}

/** Sets (or replaces) the player's three questions and answers, confirmed by the login password; only argon2id hashes are kept. */
export async function setSecurityAnswers(
  ctx: AppContext,
  member: Pick<MemberRow, 'id' | 'username' | 'password_hash'>,
  body: SetSecurityAnswersBody,
  from: Requester,
): Promise<void> {
  const folded = checkNewAnswers(body.answers, member.username);
  await confirmLoginPassword(ctx, member, from, body.loginPassword);
  const hashes = await Promise.all(folded.map((answer) => hashPassword(answer)));
  const answers = body.answers.map((answer, index) => ({ questionId: answer.questionId, answerHash: hashes[index]! }));
  await ctx.db.transaction(async (tx) => {
    await replaceAnswers(tx, member.id, answers);
    await appendAudit(tx, {
      kind: 'account.security_questions_set',
      memberId: member.id,
      actor: `member:${member.id}`,
      data: { questions: answers.map((answer) => answer.questionId) },
    });
  });
}

/**
 * Checks answers to the player's own questions (each answered once, in any order) and counts a
 * wrong set on `guesses` (answer-guesses.ts). Every answer is verified, right or wrong, so the time
 * taken tells nothing about which one was wrong; a refusal names none of them. The caller calls
 * `guesses.right()` once its change is made.
 */
export async function checkSecurityAnswers(
  ctx: AppContext,
  memberId: number,
  given: readonly SecurityAnswer[],
  guesses: AnswerGuesses,
): Promise<void> {
  await guesses.refuseWhileThrottled();
  const stored = await memberAnswers(ctx.db, memberId);
  if (stored.length === 0) throw errors.securityQuestionsMissing();
  const byQuestion = new Map(given.map((answer) => [answer.questionId, answer.answer]));
  if (byQuestion.size !== given.length || stored.some((answer) => !byQuestion.has(answer.questionId))) {
    throw errors.invalidInput('Answer each of your own security questions once');
  }
  const checks = await Promise.all(
    stored.map((answer) => verifyPassword(answer.answerHash, normaliseAnswer(byQuestion.get(answer.questionId)!))),
  );
  if (!checks.every(Boolean)) await guesses.wrong();
}

/** Whether the player has answered their questions (the centre's entry, the reset form). */
export async function hasSecurityAnswers(ctx: AppContext, memberId: number): Promise<boolean> {
  return (await memberAnswers(ctx.db, memberId)).length > 0;
}
