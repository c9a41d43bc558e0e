import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';

/**
 * The deposit promotions, asked once per visit of a deposit screen (SPEC §4 "fetched once then
 * filtered"): the key never changes while the screen is open. A failure leaves the deposit
 * without promotions rather than stopping it.
 */
export function usePromotions() {
  const { deposit } = useStores();
  return useLoad('promotions', () => deposit.promotions()).value ?? [];
}
