import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toApiError } from '../../api';
import { depositOpensPopup } from '../../app/depositEntry';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { DepositForm } from './DepositForm';
import { MayaDepositPopup } from './MayaDepositPopup';
import './deposit.css';

/** The deposit screen (SPEC §2 /m/voucherCenter): the channels offered where the app runs, and the deposit form. */
const DepositCenter = observer(function DepositCenter() {
  const { t } = useTranslation();
  const { deposit } = useStores();
  const channels = useLoad('channels', () => deposit.channels());
  const types = channels.value?.filter((type) => type.channels.length > 0) ?? [];

  return (
    <section className="page deposit">
      <Link className="deposit__records-link" to={PATHS.depositRecords}>
        {t('titles.depositRecords')}
      </Link>
      {channels.loading && <Spinner label={t('common.loading')} />}
      {channels.error !== null && (
        <>
          <p className="form-error" role="alert">
            {t(toApiError(channels.error).i18nKey)}
          </p>
          <button type="button" className="btn btn--ghost btn--block" onClick={channels.reload}>
            {t('deposit.retry')}
          </button>
        </>
      )}
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
