import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { Details } from './Details';
import { useWalletMoney } from './useBalanceText';
import './WalletBalances.css';

/**
 * The total balance's parts (cash one may withdraw, a bonus still locked by its turnover) and
 * the money held for withdrawals in progress, masked like the total (hidden, refreshing), with
 * the bets still needed before the bonus becomes cash.
 */
export const WalletBalances = observer(function WalletBalances() {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const shown = useWalletMoney();
  const { balances } = wallet;
  return (
    <div className="wallet-balances">
      <Details
        rows={[
          { label: t('wallet.cash'), value: shown(balances?.cash ?? null) },
          { label: t('wallet.bonus'), value: shown(balances?.bonus ?? null) },
          { label: t('wallet.held'), value: shown(balances?.held ?? null) },
        ]}
      />
      {wallet.turnoverLeft > 0 && (
        <p className="wallet-balances__turnover">{t('wallet.turnoverLeft', { amount: shown(wallet.turnoverLeft) })}</p>
      )}
    </div>
  );
});
