import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../api';
import { useStores } from '../../stores/context';
import { Spinner } from '../../ui/Spinner';
import { useBalanceText } from '../../ui/useBalanceText';
import { useMoney } from '../../ui/useMoney';
import { CryptoPanel } from './CryptoPanel';
import { ManualTransferPanel } from './ManualTransferPanel';
import { checkoutOf } from './orderPaths';
import { usePayOrder } from './usePayOrder';

interface OrderProgressProps {
  order: DepositOrder;
  /** The provider sent the player back without a payment (the result page's left=1). */
  left: boolean;
  /** Polling stopped after its 2 minutes with the order still awaited. */
  gaveUp: boolean;
  onCheckAgain: () => void;
  /** An action's answer (the receipt sent). */
  onChanged: (order: DepositOrder) => void;
}

/** Once credited: the amount, the bonus and the new balance, asked of the wallet once. */
const Completed = observer(function Completed({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const money = useMoney();
  const balance = useBalanceText();
  useEffect(() => {
    void wallet.refresh();
  }, [wallet]);
  return (
    <>
      <h2 className="deposit__heading">{t('deposit.result.completed')}</h2>
      <p className="deposit__note">
        {order.bonusAmount > 0
          ? t('deposit.result.creditedWithBonus', { amount: money(order.amount), bonus: money(order.bonusAmount) })
          : t('deposit.result.credited', { amount: money(order.amount) })}
      </p>
      <p className="deposit__balance">
        {t('deposit.result.balance')} <strong>{balance}</strong>
      </p>
    </>
  );
});

/** Back to the provider's page of an order it can still take a payment for. */
function TryAgain({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const payOrder = usePayOrder();
  return (
    <button type="button" className="btn btn--primary btn--block" onClick={() => void payOrder(order)}>
      {t('deposit.result.tryAgain')}
    </button>
  );
}

/**
 * Back from the provider's page without paying (declined, given up, expired there): said plainly,
 * with the way back to the same checkout while it can still be paid. The order is still asked
 * about (useOrderPolling), since a payment made at the last moment may yet land.
 */
const NotCompleted = observer(function NotCompleted({ order, gaveUp, onCheckAgain }: Omit<OrderProgressProps, 'left' | 'onChanged'>) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="deposit__heading">{t('deposit.result.notCompleted')}</h2>
      <p className="deposit__note">{t('deposit.result.left')}</p>
      {checkoutOf(order) && <TryAgain order={order} />}
      {gaveUp && (
        <button type="button" className="btn btn--ghost btn--block" onClick={onCheckAgain}>
          {t('deposit.result.checkAgain')}
        </button>
      )}
    </>
  );
});

/** Where an order stands, and what the player can do about it now. */
export const OrderProgress = observer(function OrderProgress({ order, left, gaveUp, onCheckAgain, onChanged }: OrderProgressProps) {
  const { t } = useTranslation();
  const payOrder = usePayOrder();
  const checkout = checkoutOf(order);

  if (order.status === 'completed') return <Completed order={order} />;
  if (order.status === 'pending' && order.flow === 'manual') return <ManualTransferPanel order={order} onUploaded={onChanged} />;
  if (order.status === 'pending' && order.flow === 'crypto' && order.crypto) {
    return <CryptoPanel quote={order.crypto} expiresAt={order.expiresAt} />;
  }
  if (order.status === 'failed' && checkout) {
    // Declined, but the provider's page still takes a payment (another card, another try).
    return (
      <>
        <h2 className="deposit__heading">{t('deposit.result.failed')}</h2>
        <TryAgain order={order} />
      </>
    );
  }
  if (order.status !== 'pending' && order.status !== 'reviewing') {
    return <h2 className="deposit__heading">{t(`deposit.result.${order.status}`)}</h2>;
  }
  if (left && order.status === 'pending' && order.flow === 'gateway') {
    return <NotCompleted order={order} gaveUp={gaveUp} onCheckAgain={onCheckAgain} />;
  }
  const waiting = order.status === 'reviewing' ? 'deposit.result.reviewing' : 'deposit.result.checking';
  return (
    <>
      <h2 className="deposit__heading">{t(waiting)}</h2>
      {gaveUp ? (
        <>
          <p className="deposit__note">{t('deposit.result.slow')}</p>
          <button type="button" className="btn btn--ghost btn--block" onClick={onCheckAgain}>
            {t('deposit.result.checkAgain')}
          </button>
        </>
      ) : (
        <Spinner label={t(waiting)} />
      )}
      {checkout && (
        <button type="button" className="btn btn--primary btn--block" onClick={() => void payOrder(order)}>
          {t('deposit.result.continue')}
        </button>
      )}
    </>
  );
});
