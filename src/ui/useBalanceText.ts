import { formatMoney, MASKED_BALANCE } from '../lib/money';
import { useStores } from '../stores/context';

/**
 * Formats an amount of the wallet as balances are shown everywhere: masked while the player
 * hides the balance, while it refreshes, or while it is not known yet (null).
 * Call it from an observer component so it re-renders on change.
 */
export function useWalletMoney(): (centavos: number | null) => string {
  const { ui, wallet } = useStores();
  const masked = ui.hideBalance || wallet.refreshing;
  const symbol = wallet.symbol;
  return (centavos) => (masked || centavos === null ? MASKED_BALANCE : formatMoney(centavos, symbol));
}

/** The total balance as shown everywhere (see useWalletMoney). */
export function useBalanceText(): string {
  const { wallet } = useStores();
  return useWalletMoney()(wallet.balance);
}
