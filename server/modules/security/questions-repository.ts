import type { Queryable } from '../../db/types';

export interface StoredAnswer {
  position: number;
  questionId: number;
  answerHash: string;
  setAt: Date;
}

/** The player's answered questions in their order (hashes only), empty when none are set. */
export async function memberAnswers(db: Queryable, memberId: number): Promise<StoredAnswer[]> {
  const rows = await db.query<{ position: number; question_id: number; answer_hash: string; set_at: Date }>(
    'SELECT position, question_id, answer_hash, set_at FROM member_security_answers WHERE member_id = $1 ORDER BY position',
    [memberId],
  );
  return rows.map((row) => ({
    position: Number(row.position),
    questionId: Number(row.question_id),
    answerHash: row.answer_hash,
    setAt: new Date(row.set_at),
  }));
}

/** Replaces every answer of the player (call inside a transaction: the old set goes with the new one's arrival). */
export async function replaceAnswers(tx: Queryable, memberId: number, answers: readonly { questionId: number; answerHash: string }[]) {
  await tx.query('DELETE FROM member_security_answers WHERE member_id = $1', [memberId]);
  for (const [index, answer] of answers.entries()) {
    await tx.query('INSERT INTO member_security_answers (member_id, position, question_id, answer_hash) VALUES ($1, $2, $3, $4)', [
      memberId,
      index + 1,
      answer.questionId,
      answer.answerHash,
    ]);
  }
}
