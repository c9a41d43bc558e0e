import type { DepositStatus } from '../../api';

/**
 * Every order status, in the order the filter lists them. A Record, so a status added to the
 * contract fails to compile here until it is listed (and given its texts).
 */
const LISTED: Record<DepositStatus, true> = {
  pending: true,
  reviewing: true,
  completed: true,
  failed: true,
  expired: true,
  cancelled: true,
  rejected: true,
};

export const DEPOSIT_STATUSES = Object.keys(LISTED) as DepositStatus[];
