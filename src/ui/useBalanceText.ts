import { formatMoney, MASKED_BALANCE } from '../lib/money';
import { useStores } from '../stores/context';

/**
 * The balance as shown everywhere: masked while hidden, refreshing or not yet known.
 * Call it from an observer component so it re-renders on change.
 */
export function useBalanceText(): string {
  const { ui, wallet } = useStores();
  if (ui.hideBalance || wallet.refreshing || wallet.balance === null) return MASKED_BALANCE;
  return formatMoney(wallet.balance, wallet.symbol);
}
