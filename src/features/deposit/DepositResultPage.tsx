import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { toApiError } from '../../api';
import { PATHS } from '../../app/routes';
import { Spinner } from '../../ui/Spinner';
import { CancelOrderButton } from './CancelOrderButton';
import { isCancellable } from './orderPaths';
import { OrderProgress } from './OrderProgress';
import { OrderSummary } from './OrderSummary';
import { useOrderPolling } from './useOrderPolling';
import './deposit.css';

/** The server's deposit ids (contracts/deposit.ts DepositIdParams). */
const DEPOSIT_ID = /^D[0-9]{1,18}$/;

/** One order: its progress (polled while awaited), its summary, and cancel where allowed. */
const OrderView = observer(function OrderView({ depositId }: { depositId: string }) {
  const { t } = useTranslation();
  const { order, error, gaveUp, show, reload, checkAgain } = useOrderPolling(depositId);
  if (!order) {
    return error === null ? (
      <Spinner label={t('common.loading')} />
    ) : (
      <>
        <p className="form-error" role="alert">
          {t(toApiError(error).i18nKey)}
        </p>
        <button type="button" className="btn btn--ghost btn--block" onClick={reload}>
          {t('deposit.retry')}
        </button>
      </>
    );
  }
  return (
    <>
      {/* Read out when the order changes state (the payment confirmed, the receipt approved). */}
      <p className="visually-hidden" aria-live="polite">
        {t(`deposit.status.${order.status}`)}
      </p>
      <OrderProgress order={order} gaveUp={gaveUp} onCheckAgain={checkAgain} onChanged={show} />
      <OrderSummary order={order} />
      {isCancellable(order) && <CancelOrderButton order={order} onCancelled={show} />}
    </>
  );
});

/**
 * /m/depositResult?depositId=…: where the payment provider sends the player back, and where
 * every new order shows its state. Pending gateway orders read "Checking your payment…" until
 * the provider's answer arrives (asked every 2 s for up to 2 minutes); manual transfers show the
 * account and the receipt form; crypto orders the quote; then completed (with the new balance),
 * failed, expired, cancelled or rejected.
 */
export default function DepositResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const depositId = params.get('depositId') ?? '';
  return (
    <section className="page deposit">
      {DEPOSIT_ID.test(depositId) ? (
        <OrderView key={depositId} depositId={depositId} />
      ) : (
        <p className="deposit__note">{t('deposit.result.none')}</p>
      )}
      <div className="deposit__actions">
        <Link className="btn btn--primary" to={PATHS.voucherCenter}>
          {t('deposit.result.again')}
        </Link>
        <Link className="btn btn--ghost" to={PATHS.depositRecords}>
          {t('titles.depositRecords')}
        </Link>
      </div>
    </section>
  );
}
