import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useMoney } from '../../ui/useMoney';
import { useReasonText } from '../../ui/useReasonText';
import { Details } from '../../ui/Details';

/** What every view of an order shows: channel, amount, bonus, status, time and reference (with a copy button). */
export const OrderSummary = observer(function OrderSummary({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const reasonText = useReasonText('deposit.reasons');
  return (
    <Details
      rows={[
        { label: t('deposit.order.channel'), value: order.channelName },
        { label: t('deposit.order.amount'), value: money(order.amount) },
        order.bonusAmount > 0 && {
          label: t('deposit.order.bonus'),
          value: order.promotionTitle ? `${money(order.bonusAmount)} (${order.promotionTitle})` : money(order.bonusAmount),
        },
        { label: t('deposit.order.status'), value: t(`deposit.status.${order.status}`) },
        { label: t('deposit.order.time'), value: <time dateTime={order.createdAt}>{formatTime(order.createdAt)}</time> },
        { label: t('deposit.order.reference'), value: order.reference, copy: order.reference },
        order.reason !== null && { label: t('deposit.order.reason'), value: reasonText(order.reason) },
      ]}
    />
  );
});
