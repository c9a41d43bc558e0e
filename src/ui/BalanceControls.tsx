import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { Icon } from './Icon';

/**
 * The two buttons beside a shown balance: refresh it from the wallet, and hide or show it (for
 * a screen others can see). A fragment, so each place lays them out in its own row.
 */
export const BalanceControls = observer(function BalanceControls() {
  const { t } = useTranslation();
  const { ui, wallet } = useStores();
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('header.refreshBalance')}
        aria-busy={wallet.refreshing}
        onClick={() => void wallet.refresh()}
      >
        <Icon name="refresh" className={wallet.refreshing ? 'icon--spin' : undefined} />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={t(ui.hideBalance ? 'header.showBalance' : 'header.hideBalance')}
        onClick={ui.toggleHideBalance}
      >
        <Icon name={ui.hideBalance ? 'eyeOff' : 'eye'} />
      </button>
    </>
  );
});
