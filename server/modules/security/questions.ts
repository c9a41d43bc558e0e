import type { SecurityQuestion } from '../../../contracts/security';

/**
 * The security questions a player chooses from: a fixed list, the same for every merchant, whose
 * answers a Filipino player remembers years later and a stranger cannot look up on a profile page
 * (no mother's maiden name, no birthday, no school or town a profile shows). The English text is
 * the API's; the client shows its own translation by id (locales/security: Filipino too). Ids are
 * stable: an answer is stored under its question's id, so a question is never renumbered or reused.
 */
export const SECURITY_QUESTIONS: readonly SecurityQuestion[] = [
  { id: 1, question: 'What was the name of your first pet?' },
  { id: 2, question: 'What was your childhood nickname?' },
  { id: 3, question: 'What is the first name of your best friend in elementary school?' },
  { id: 4, question: 'What is the first name of your maternal grandmother?' },
  { id: 5, question: 'What was the name of your first teacher?' },
  { id: 6, question: 'What is the name of the street where you grew up?' },
  { id: 7, question: 'What was the first food you learned to cook?' },
  { id: 8, question: 'What was the brand of your first mobile phone?' },
  { id: 9, question: 'In what town or city did your parents meet?' },
  { id: 10, question: 'What was the name of your first employer?' },
];

const BY_ID = new Map(SECURITY_QUESTIONS.map((question) => [question.id, question]));

export function securityQuestion(id: number): SecurityQuestion | undefined {
  return BY_ID.get(id);
}

/** The shortest answer kept, once folded: one letter is guessed in a few tries. */
export const MIN_ANSWER_LENGTH = 2;

/**
 * An answer as it is hashed and compared: Unicode-normalised (NFKC, so a full-width or composed
 * letter is the one a phone keyboard types), lower case, spaces at the ends dropped and runs of
 * spaces made one. 'Sto. Tomas ' and 'sto.  tomas' are the same answer; 'Sto Tomas' is not.
 */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}
