import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { LoadStatus } from '../../ui/LoadStatus';
import { CancelOrderButton } from './CancelOrderButton';
import { isCancellable } from './orderPaths';
import { OrderProgress } from './OrderProgress';
import { OrderSummary } from './OrderSummary';
import { useOrderPolling } from './useOrderPolling';
import './deposit.css';

/** The server's deposit ids (contracts/deposit.ts DepositIdParams). */
const DEPOSIT_ID = /^D[0-9]{1,18}$/;

/** One order: its progress (polled while awaited), its summary, and cancel where allowed. */
const OrderView = observer(function OrderView({ depositId, left }: { depositId: string; left: boolean }) {
  const { t } = useTranslation();
  const { order, error, gaveUp, show, reload, checkAgain } = useOrderPolling(depositId);
  if (!order) return <LoadStatus loaded={{ loading: error === null, error, reload }} />;
  return (
    <>
      {/* Read out when the order changes state (the payment confirmed, the receipt approved). */}
      <p className="visually-hidden" aria-live="polite">
        {t(`deposit.status.${order.status}`)}
      </p>
      <OrderProgress order={order} left={left} gaveUp={gaveUp} onCheckAgain={checkAgain} onChanged={show} />
      <OrderSummary order={order} />
      {isCancellable(order) && <CancelOrderButton order={order} onCancelled={show} />}
    </>
  );
});

/**
 * /m/depositResult?depositId=…: where the payment provider sends the player back, and where
 * every new order shows its state. Pending gateway orders read "Checking your payment…" until
 * the provider's answer arrives (asked every 2 s for up to 2 minutes), or, when the provider sent
 * the player back with left=1 (declined, gave up, expired), "Payment not completed" with the way
 * back to the checkout, while the polling goes on (a payment may still land); manual transfers show the
 * account and the receipt form; crypto orders the quote; then completed (with the new balance),
 * failed, expired, cancelled or rejected.
 */
export default function DepositResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const depositId = params.get('depositId') ?? '';
  // The provider's cancel address adds left=1: the player came back without paying.
  const left = params.get('left') === '1';
  return (
    <section className="page deposit">
      {DEPOSIT_ID.test(depositId) ? (
        <OrderView key={depositId} depositId={depositId} left={left} />
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
