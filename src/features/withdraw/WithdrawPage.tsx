import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { WithdrawSettings } from '../../api';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { LoadStatus } from '../../ui/LoadStatus';
import { PageLinks } from '../../ui/PageLinks';
import { WalletBalances } from '../../ui/WalletBalances';
import { KycNotice } from './KycNotice';
import { PayoutStep } from './PayoutStep';
import { SetPaymentPasswordForm } from './SetPaymentPasswordForm';
import './withdraw.css';

/** The gates in the server's order, each explained before the player types: identity, payment password, then the payout step. */
function WithdrawSteps({ settings, onChanged }: { settings: WithdrawSettings; onChanged: () => void }) {
  const { kycStatus } = settings;
  if (kycStatus === 'unverified' || kycStatus === 'rejected') return <KycNotice status={kycStatus} />;
  if (!settings.paymentPasswordSet) return <SetPaymentPasswordForm onDone={onChanged} />;
  return <PayoutStep settings={settings} onChanged={onChanged} />;
}

/**
 * /m/withdraw: the wallet's parts (asked afresh), then the settings that gate a withdrawal
 * (verified identity, a payment password, a bound account) and the step the player is at.
 */
export default observer(function WithdrawPage() {
  const { wallet, withdrawal } = useStores();
  const settings = useLoad('settings', () => withdrawal.settings());
  useEffect(() => {
    void wallet.refresh();
  }, [wallet]);

  return (
    <section className="page withdraw">
      <PageLinks to={['withdrawRecords', 'transactions']} />
      <WalletBalances />
      {settings.value ? <WithdrawSteps settings={settings.value} onChanged={settings.reload} /> : <LoadStatus loaded={settings} />}
    </section>
  );
});
