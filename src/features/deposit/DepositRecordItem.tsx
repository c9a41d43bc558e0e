import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useMoney } from '../../ui/useMoney';
import { CancelOrderButton } from './CancelOrderButton';
import { isCancellable } from './orderPaths';

interface DepositRecordItemProps {
  order: DepositOrder;
  onOpen: (order: DepositOrder) => void;
  onChanged: (order: DepositOrder) => void;
}

/** One deposit: a button (named by its channel first) opening its details, and cancel while it may be cancelled. */
export const DepositRecordItem = observer(function DepositRecordItem({ order, onOpen, onChanged }: DepositRecordItemProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li className="deposit-records__row">
      <button type="button" className="deposit-records__item" onClick={() => onOpen(order)}>
        <span className="deposit-records__head">
          <span className="deposit-records__channel">{order.channelName}</span>{' '}
          <span className="deposit-records__amount">{money(order.amount)}</span>
        </span>{' '}
        <span className="deposit-records__head">
          <time className="deposit-records__muted" dateTime={order.createdAt}>
            {formatTime(order.createdAt)}
          </time>{' '}
          <span className={`deposit-records__status deposit-records__status--${order.status}`}>{t(`deposit.status.${order.status}`)}</span>
        </span>
      </button>
      {isCancellable(order) && <CancelOrderButton order={order} onCancelled={onChanged} />}
    </li>
  );
});
