import type { DepositOrder } from '../../api';
import { PATHS } from '../../app/routes';

/** The page showing one order's state (and where a provider sends the player back). */
export const resultPath = (depositId: string): string => `${PATHS.depositResult}?depositId=${encodeURIComponent(depositId)}`;

/**
 * Orders the platform may still change on its own: a gateway or crypto payment awaited, a receipt
 * under review, a declined checkout the player may still pay on the provider's page.
 */
export function isAwaited(order: DepositOrder): boolean {
  return order.status === 'reviewing' || (order.status === 'pending' && order.flow !== 'manual') || checkoutOf(order) !== null;
}

/**
 * What the player may cancel (the server's rule): a manual or crypto order still pending. A gateway
 * order ends at the provider; once a receipt is in, the money has left the bank and the operator decides.
 */
export function isCancellable(order: DepositOrder): boolean {
  return order.flow !== 'gateway' && order.status === 'pending';
}

/** A gateway order whose hosted page can still be paid (the server sends its address only then: pending, or declined and not expired). */
export function checkoutOf(order: DepositOrder): string | null {
  const open = order.status === 'pending' || order.status === 'failed';
  return order.flow === 'gateway' && open ? order.checkoutUrl : null;
}
