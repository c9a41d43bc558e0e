import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PayoutAccount } from '../../api';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { EmptyState } from '../../ui/EmptyState';
import { LoadStatus } from '../../ui/LoadStatus';
import { accountText } from '../withdraw/accountText';
import { BindAccountForm } from '../withdraw/BindAccountForm';
import '../withdraw/withdraw.css';
import './security.css';

/** What binding needs first (the server's own rules): a verified identity, whose name the account must bear, and a payment password. */
function BindGate({
  verified,
  pinSet,
  onBound,
  onCancel,
}: {
  verified: boolean;
  pinSet: boolean;
  onBound: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (!verified || !pinSet) {
    return (
      <div className="security__step">
        <p className="security__note">{t(verified ? 'security.bankCards.needPin' : 'security.bankCards.needVerified')}</p>
        <Link className="btn btn--primary btn--block" to={verified ? PATHS.securityPaymentPassword : PATHS.memberVerification}>
          {t(verified ? 'security.bankCards.setPin' : 'security.bankCards.verify')}
        </Link>
      </div>
    );
  }
  return <BindAccountForm onBound={onBound} onCancel={onCancel} />;
}

/**
 * Payout accounts (BINDCARD3): the bank accounts and e-wallets a withdrawal may go to, and the
 * withdraw screen's own form to bind another (the bank list, the card list and the bind call are
 * the withdrawal module's, shared, not copied).
 */
export default observer(function BankCardsPage() {
  const { t } = useTranslation();
  const { withdrawal } = useStores();
  const settings = useLoad('withdrawSettings', () => withdrawal.settings());
  const accounts = useLoad('payoutAccounts', () => withdrawal.accounts());
  const [adding, setAdding] = useState(false);

  let body;
  if (!settings.value) body = <LoadStatus loaded={settings} />;
  else if (!accounts.value) body = <LoadStatus loaded={accounts} />;
  else if (adding) {
    body = (
      <BindGate
        verified={settings.value.kycStatus === 'verified'}
        pinSet={settings.value.paymentPasswordSet}
        onBound={() => {
          setAdding(false);
          accounts.reload();
        }}
        onCancel={() => setAdding(false)}
      />
    );
  } else {
    body = (
      <div className="security__step">
        <p className="security__note">{t('security.bankCards.intro')}</p>
        {accounts.value.length === 0 ? (
          <EmptyState text="security.bankCards.none" />
        ) : (
          <ul className="security-list" aria-label={t('titles.securityBankCards')}>
            {accounts.value.map((account: PayoutAccount) => (
              <li key={account.accountId} className="security-list__entry">
                <span className="security-list__text">
                  <span>{accountText(account)}</span>
                  <span className="security-list__state">{account.accountName}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="btn btn--primary btn--block" onClick={() => setAdding(true)}>
          {t('withdraw.bind.title')}
        </button>
      </div>
    );
  }
  return <section className="page security">{body}</section>;
});
