import type { TFunction } from 'i18next';
import type { SecurityQuestion } from '../../api/security';

/** A security question in the player's language: the client's translation by id, else the server's English. */
export function questionText(t: TFunction, question: SecurityQuestion): string {
  return t(`security.questionList.q${question.id}`, { defaultValue: question.question });
}
