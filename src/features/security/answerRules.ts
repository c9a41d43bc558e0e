/** The shortest answer the server keeps, once folded (server/modules/security/questions.ts). */
export const MIN_ANSWER_LENGTH = 2;
export const MAX_ANSWER_LENGTH = 64;

/** An answer as the server compares it: case and spaces folded, so the form checks what the server will. */
export const foldAnswer = (answer: string): string => answer.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');

/**
 * The form's own check of new answers, before anything is sent: each question chosen, each answer
 * long enough and different from the others. Errors by field (`answers.<n>`, `question.<n>`), as i18n keys.
 */
export function newAnswerProblems(rows: readonly { questionId: number | null; answer: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  const folded = rows.map((row) => foldAnswer(row.answer));
  rows.forEach((row, index) => {
    if (row.questionId === null) found[`question.${index}`] = 'security.questions.chooseQuestion';
    if (folded[index]!.length < MIN_ANSWER_LENGTH) found[`answers.${index}`] = 'security.questions.answerShort';
    else if (folded.indexOf(folded[index]!) !== index) found[`answers.${index}`] = 'security.questions.answerRepeated';
  });
  return found;
}

/** How many questions a player answers (the server's SECURITY_ANSWER_COUNT). */
export const ANSWER_COUNT = 3;
