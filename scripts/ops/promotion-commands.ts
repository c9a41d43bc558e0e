import { APPLICATION_STATUSES, type OpsApplication } from '../../contracts/promotions';
import { pesos, UsageError, type OpsCall } from './commands';

/** Promotions' operator commands (`npm run ops -- …`; their usage lines are in commands.ts): the approval queue. */

function applicationArg(positionals: string[]): string {
  const id = positionals[0];
  if (!id || !/^A\d{1,18}$/.test(id)) throw new UsageError('Give the application id, e.g. A12 (see promotion-applications)');
  return id;
}

/** The API call of a promotions command; null when the command is not one of them. */
export function promotionCallFor(command: string | undefined, positionals: string[], options: Record<string, unknown>): OpsCall | null {
  switch (command) {
    case 'promotion-applications': {
      const status = options.status;
      if (status !== undefined && !(APPLICATION_STATUSES as readonly unknown[]).includes(status))
        throw new UsageError(`Give --status as one of ${APPLICATION_STATUSES.join(', ')}`);
      return { method: 'GET', path: `/ops/promotion-applications${status ? `?status=${status as string}` : ''}` };
    }
    case 'approve-promotion':
      return { method: 'POST', path: `/ops/promotion-applications/${applicationArg(positionals)}/approve` };
    case 'reject-promotion': {
      const path = `/ops/promotion-applications/${applicationArg(positionals)}/reject`;
      const reason = typeof options.reason === 'string' ? options.reason.trim() : '';
      if (reason.length < 3) throw new UsageError('A rejection needs --reason "…" (at least 3 characters): the player reads it');
      return { method: 'POST', path, body: { reason } };
    }
    default:
      return null;
  }
}

export function isApplicationRow(row: unknown): row is OpsApplication {
  return typeof row === 'object' && row !== null && 'applicationId' in row;
}

/** One line per application, for a terminal. */
export function describeApplication(row: OpsApplication): string {
  const decided = row.decidedBy ? `  ${row.status} by ${row.decidedBy} at ${row.decidedAt}` : '';
  const reason = row.reason ? ` (${row.reason})` : '';
  const amount = `₱${pesos(row.rewardAmount).padStart(10)}`;
  const promotion = `#${row.promotionId} ${row.promotionTitle}`;
  return `${row.applicationId}  ${row.status.padEnd(8)} ${amount}  ${row.username}  ${promotion}  ${row.createdAt}${decided}${reason}`;
}
