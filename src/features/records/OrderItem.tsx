import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useMoney } from '../../ui/useMoney';

const profitClass = (profit: number) =>
  profit > 0 ? 'records__value records__value--up' : profit < 0 ? 'records__value records__value--down' : 'records__value';

/** One round: a button (named by the game first; the spaces keep the parts apart in that name) that opens its details. */
export const OrderItem = observer(function OrderItem({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amounts = [
    { label: t('betting.stake'), value: money(order.stake), className: 'records__value' },
    { label: t('betting.win'), value: money(order.win), className: 'records__value' },
    { label: t('betting.profit'), value: money(order.profit), className: profitClass(order.profit) },
  ];
  return (
    <li>
      <button type="button" className="records__item" onClick={() => onOpen(order)}>
        <span className="records__head">
          <span className="records__game">{order.gameName}</span>{' '}
          <span className="records__status">{t(`betting.status.${order.status}`)}</span>
        </span>{' '}
        <time className="records__time" dateTime={order.placedAt}>
          {formatTime(order.placedAt)}
        </time>{' '}
        <span className="records__amounts">
          {amounts.map(({ label, value, className }) => (
            <span key={label} className="records__amount">
              <span className="records__label">{label}</span> <span className={className}>{value}</span>{' '}
            </span>
          ))}
        </span>
      </button>
    </li>
  );
});
