import { KYC_STATES, type OpsKycSubmission } from '../../contracts/kyc';
import { UsageError, type OpsCall } from './commands';

/** Identity verification's operator commands (`npm run ops -- kyc-…`; their usage lines are in commands.ts). */

function submissionArg(positionals: string[]): string {
  const id = positionals[0];
  if (!id || !/^K\d{1,18}$/.test(id)) throw new UsageError('Give the KYC submission id, e.g. K12 (see kyc-queue)');
  return id;
}

function reasonOf(reason: string | undefined, what: string): string {
  if (!reason || reason.trim().length < 5) throw new UsageError(`${what} needs --reason "…" (at least 5 characters)`);
  return reason.trim();
}

/** The API call of a KYC command; null when the command is not one of them. */
export function kycCallFor(command: string | undefined, positionals: string[], options: Record<string, unknown>): OpsCall | null {
  const decision = (body: Record<string, unknown>): OpsCall => ({
    method: 'POST',
    path: `/ops/kyc/${submissionArg(positionals)}/decision`,
    body,
  });
  switch (command) {
    case 'kyc-queue': {
      const state = options.state;
      if (state !== undefined && !(KYC_STATES as readonly unknown[]).includes(state)) {
        throw new UsageError(`Give --state as one of ${KYC_STATES.join(', ')}`);
      }
      return { method: 'GET', path: `/ops/kyc${state ? `?state=${state as string}` : ''}` };
    }
    case 'kyc-show':
      return { method: 'GET', path: `/ops/kyc/${submissionArg(positionals)}` };
    case 'kyc-approve': {
      const until = options.until;
      if (until !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(until)))
        throw new UsageError('Give --until as YYYY-MM-DD (the ID’s expiry)');
      return decision(until === undefined ? { decision: 'approve' } : { decision: 'approve', validUntil: until });
    }
    case 'kyc-reject':
      return decision({
        decision: 'reject',
        reason: reasonOf(options.reason as string | undefined, 'A rejection (the player reads it)'),
        canResubmit: options.final === undefined || options.final === false,
      });
    case 'kyc-hold':
      return decision({ decision: 'hold', reason: reasonOf(options.reason as string | undefined, 'A hold (a note for the reviewers)') });
    default:
      return null;
  }
}

export function isKycRow(row: unknown): row is OpsKycSubmission {
  return typeof row === 'object' && row !== null && 'submissionId' in row;
}

/** One line per submission, for a terminal. */
export function describeKyc(row: OpsKycSubmission): string {
  const decided = row.decidedBy ? `  by ${row.decidedBy} at ${row.decidedAt}` : '';
  const reason = row.reason ? `  (${row.reason}${row.canResubmit === false ? '; FINAL' : row.canResubmit ? '; may resubmit' : ''})` : '';
  const id = `${row.idTypeName}${row.idNumber ? ` ${row.idNumber}` : ''}`;
  const who = `${row.username}  ${row.payeeName}  ${row.birthday}  ${id}`;
  const images = `images: ${row.images.join(', ') || 'none'}`;
  return `${row.submissionId}  ${row.state.padEnd(11)} #${row.attempt}  ${who}  ${images}${decided}${reason}`;
}
