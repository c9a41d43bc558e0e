import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { BalanceControls } from '../../ui/BalanceControls';
import { useBalanceText } from '../../ui/useBalanceText';

/** Logged-in part of the home header: name, balance, refresh and hide/show. */
export const HomeBalance = observer(function HomeBalance() {
  const { t } = useTranslation();
  const { session } = useStores();
  const balance = useBalanceText();

  return (
    <div className="home-balance">
      {/* Name above amount: side by side they do not both fit a 360 px header. */}
      <span className="home-balance__who">
        <span className="home-balance__name">{session.displayName}</span>
        {/* aria-label is ignored on a plain span; <output> (role status) may carry a name, and a
            refreshed or revealed balance is announced as its result. */}
        <output className="home-balance__amount" aria-label={t('header.balance')}>
          {balance}
        </output>
      </span>
      <BalanceControls />
    </div>
  );
});
