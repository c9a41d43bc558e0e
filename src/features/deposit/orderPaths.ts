import type { DepositOrder } from '../../api';
import { PATHS } from '../../app/routes';

/** The page showing one order's state (and where a provider sends the player back). */
export const resultPath = (depositId: string): string => `${PATHS.depositResult}?depositId=${encodeURIComponent(depositId)}`;

/** Orders the platform may still change on its own: a gateway or crypto payment awaited, a receipt under review. */
export function isAwaited(order: DepositOrder): boolean {
  return order.status === 'reviewing' || (order.status === 'pending' && order.flow !== 'manual');
}

/** What the player may cancel (the server's rule): a manual or crypto order not yet decided. A gateway order ends at the provider. */
export function isCancellable(order: DepositOrder): boolean {
  return order.flow !== 'gateway' && (order.status === 'pending' || order.status === 'reviewing');
}

/** A gateway order whose hosted page can still be paid. */
export function checkoutOf(order: DepositOrder): string | null {
  return order.flow === 'gateway' && order.status === 'pending' ? order.checkoutUrl : null;
}
