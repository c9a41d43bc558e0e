import { formatMoney } from '../lib/money';
import { useStores } from '../stores/context';

/** Formats centavos with the merchant's currency symbol; call from an observer component. */
export function useMoney(): (centavos: number) => string {
  const { wallet } = useStores();
  const symbol = wallet.symbol;
  return (centavos) => formatMoney(centavos, symbol);
}
