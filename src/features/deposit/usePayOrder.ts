import { useLocation, useNavigate } from 'react-router-dom';
import type { DepositOrder } from '../../api';
import { leaveAppFor } from '../../platform/leaveApp';
import { checkoutOf, resultPath } from './orderPaths';

/**
 * Takes the player to an order: its result page, and for a gateway order still to be paid, on to
 * the provider's hosted page. The result page comes first in the history, so the back button on
 * the provider's page (or the desktop shell, which pays in the system browser) lands on it.
 */
export function usePayOrder(): (order: DepositOrder) => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return async (order) => {
    const checkout = checkoutOf(order);
    const target = resultPath(order.depositId);
    if (`${pathname}${search}` !== target) navigate(target);
    if (checkout) await leaveAppFor(checkout);
  };
}
