import { APPROVAL_REASON_THRESHOLD } from '../../../../contracts/queues';
import type { StaffPermission } from '../../../../contracts/staff';
import type { QueueAction, QueueName } from '../../api/queueCalls';

/**
 * The decisions an item's state still allows, as the server moves it (server/modules/operator):
 * a hint for which buttons to offer; the server decides, and says so when the item moved on.
 */
const OPEN_TO: { [Q in QueueName]: Record<QueueAction, readonly string[]> } = {
  // An expired or cancelled transfer can still be credited: the money may have arrived late.
  deposits: { approve: ['pending', 'reviewing', 'expired', 'cancelled'], reject: ['pending', 'reviewing'], hold: [] },
  withdrawals: { approve: ['pending', 'on_hold'], reject: ['pending', 'on_hold', 'waiting_kyc'], hold: ['pending'] },
  kyc: { approve: ['pending', 'on_hold'], reject: ['pending', 'on_hold'], hold: ['pending'] },
};

const ACTIONS: readonly QueueAction[] = ['approve', 'reject', 'hold'];

/** Each transition is a permission of its own: deposits.approve, withdrawals.hold, kyc.reject… */
export const permissionFor = (queue: QueueName, action: QueueAction) => `${queue}.${action}` as StaffPermission;

/** What staff holding `can` may decide on an item in `state` (a provider's deposit is never decided by hand). */
export function actionsFor(queue: QueueName, state: string, can: (permission: StaffPermission) => boolean, byHand = true): QueueAction[] {
  if (!byHand) return [];
  return ACTIONS.filter((action) => OPEN_TO[queue][action].includes(state) && can(permissionFor(queue, action)));
}

/** Whether a decision needs its reason typed: every rejection and hold, and an approval from the threshold up. */
export function needsReason(action: QueueAction, amount: number | null): boolean {
  return action !== 'approve' || (amount !== null && amount >= APPROVAL_REASON_THRESHOLD);
}
