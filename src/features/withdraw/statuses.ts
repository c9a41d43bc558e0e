import type { WithdrawalStatus } from '../../api';

/**
 * Every withdrawal status, in the order the filter lists them, each with how its record reads:
 * still moving (waiting), paid (done) or ended without payment (bad). A Record, so a status added
 * to the contract fails to compile here until it is listed (and given its texts).
 */
const TONE: Record<WithdrawalStatus, 'waiting' | 'done' | 'bad'> = {
  pending: 'waiting',
  on_hold: 'waiting',
  waiting_kyc: 'waiting',
  approved: 'waiting',
  processing: 'waiting',
  completed: 'done',
  rejected: 'bad',
  failed: 'bad',
};

export const WITHDRAWAL_STATUSES = Object.keys(TONE) as WithdrawalStatus[];

/** The record list's class for a status's colour (ui/recordList.css); the status is always written out too. */
export const statusClass = (status: WithdrawalStatus): string => `record-list__${TONE[status]}`;
