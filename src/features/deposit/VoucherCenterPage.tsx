import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { depositOpensPopup } from '../../app/depositEntry';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { EmptyState } from '../../ui/EmptyState';
import { LoadStatus } from '../../ui/LoadStatus';
import { PageLinks } from '../../ui/PageLinks';
import { DepositForm } from './DepositForm';
import { MayaDepositPopup } from './MayaDepositPopup';
import './deposit.css';

/** The deposit screen (SPEC §2 /m/voucherCenter): the channels offered where the app runs, and the deposit form. */
const DepositCenter = observer(function DepositCenter() {
  const { deposit } = useStores();
  const channels = useLoad('channels', () => deposit.channels());
  const types = channels.value?.filter((type) => type.channels.length > 0) ?? [];

  return (
    <section className="page deposit">
      <PageLinks to={['depositRecords', 'transactions']} />
      <LoadStatus loaded={channels} />
      {channels.value && types.length === 0 && <EmptyState text="deposit.noChannels" />}
      {types.length > 0 && <DepositForm types={types} />}
    </section>
  );
});

/**
 * /m/voucherCenter. In the GCash/Maya host variant it is the e-wallet popup instead (see
 * app/depositEntry.ts); closing it goes home, since the popup was all the screen had.
 */
export default function VoucherCenterPage() {
  const navigate = useNavigate();
  if (depositOpensPopup()) return <MayaDepositPopup onClose={() => navigate(PATHS.home, { replace: true })} />;
  return <DepositCenter />;
}
