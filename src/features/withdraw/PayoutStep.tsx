import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, Withdrawal, WithdrawSettings } from '../../api';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { LoadStatus } from '../../ui/LoadStatus';
import { BindAccountForm } from './BindAccountForm';
import { WithdrawalDone } from './WithdrawalDone';
import { WithdrawForm } from './WithdrawForm';

interface PayoutStepProps {
  settings: WithdrawSettings;
  /** Something the settings say has changed (a withdrawal made, a gate closed): ask them again. */
  onChanged: () => void;
}

/**
 * After the identity and payment-password gates: the player's payout accounts. None yet, the
 * form to bind one (only a verified identity may: the name is checked against it); then the
 * withdraw form, with a way to add another account, and the answer once a withdrawal is made.
 */
export const PayoutStep = observer(function PayoutStep({ settings, onChanged }: PayoutStepProps) {
  const { t } = useTranslation();
  const { withdrawal } = useStores();
  const accounts = useLoad('accounts', () => withdrawal.accounts());
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<Withdrawal | null>(null);
  // The account just bound shows at once, first (so the form picks it), while the list is asked again.
  const [added, setAdded] = useState<PayoutAccount | null>(null);
  const verified = settings.kycStatus === 'verified';
  const list =
    accounts.value && added && !accounts.value.some((entry) => entry.accountId === added.accountId)
      ? [added, ...accounts.value]
      : accounts.value;

  if (done) {
    return (
      <WithdrawalDone
        withdrawal={done}
        onAgain={() => {
          setDone(null);
          onChanged();
        }}
      />
    );
  }
  if (!list) return <LoadStatus loaded={accounts} />;
  if (list.length === 0 || adding) {
    if (!verified) return <p className="withdraw__note">{t('withdraw.kyc.pendingBind')}</p>;
    const bound = (account: PayoutAccount) => {
      setAdded(account);
      setAdding(false);
      accounts.reload();
    };
    return <BindAccountForm onBound={bound} onCancel={list.length > 0 ? () => setAdding(false) : undefined} />;
  }
  return (
    <>
      {settings.kycStatus === 'pending' && <p className="withdraw__note">{t('withdraw.kyc.pending')}</p>}
      <WithdrawForm
        key={`${settings.withdrawable}:${settings.turnoverLeft}`}
        settings={settings}
        accounts={list}
        onDone={setDone}
        onGateClosed={onChanged}
      />
      {verified && (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => setAdding(true)}>
          {t('withdraw.bind.another')}
        </button>
      )}
    </>
  );
});
