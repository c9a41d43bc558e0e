import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/context';
import { MayaDepositPopup } from './MayaDepositPopup';

/** The e-wallet popup as the app's global 'deposit' dialog (opened by the deposit entries: app/depositEntry.ts). */
export default observer(function MayaDepositDialog() {
  const { ui } = useStores();
  return <MayaDepositPopup onClose={ui.closeDialog} onOrdered={ui.closeDialog} />;
});
