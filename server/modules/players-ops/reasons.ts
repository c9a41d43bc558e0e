import { createHash } from 'node:crypto';

/**
 * The audit log keeps a reason's hash, never its text (free text may name someone, and the log
 * cannot be erased); the text stays beside what it explains (staff_player_actions,
 * balance_adjustments, operator_decisions), and the audit trail shows it while the hashes agree.
 */
export const reasonHash = (reason: string) => createHash('sha256').update(reason).digest('hex');

/** Reasons by their hash, to put each beside the audit entry that holds it. */
export function byHash(reasons: readonly string[]): Map<string, string> {
  return new Map(reasons.map((reason) => [reasonHash(reason), reason]));
}
