import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useMoney } from '../../ui/useMoney';
import { pesosText } from '../../lib/amount';
import { Details } from '../../ui/Details';
import { ReceiptForm } from './ReceiptForm';

/**
 * A manual transfer still to be made: the operator's account to send the exact amount to (each
 * value with a copy button), the reference to write on the transfer, the time it must be done
 * by, and the receipt form.
 */
export const ManualTransferPanel = observer(function ManualTransferPanel({
  order,
  onUploaded,
}: {
  order: DepositOrder;
  onUploaded: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="deposit__panel">
      <h2 className="deposit__heading">{t('deposit.manual.title')}</h2>
      <p className="deposit__note">{t('deposit.manual.text')}</p>
      {order.payee && (
        <Details
          rows={[
            { label: t('deposit.manual.bankName'), value: order.payee.bankName },
            { label: t('deposit.manual.accountName'), value: order.payee.accountName, copy: order.payee.accountName },
            {
              label: t('deposit.manual.accountNumber'),
              value: order.payee.accountNumber,
              copy: order.payee.accountNumber.replace(/\s/g, ''),
            },
            { label: t('deposit.order.amount'), value: money(order.amount), copy: pesosText(order.amount) },
            { label: t('deposit.order.reference'), value: order.reference, copy: order.reference },
          ]}
        />
      )}
      {order.expiresAt && <p className="deposit__note">{t('deposit.manual.by', { time: formatTime(order.expiresAt) })}</p>}
      <h3 className="deposit__subheading">{t('deposit.receipt.title')}</h3>
      <ReceiptForm depositId={order.depositId} onUploaded={onUploaded} />
    </div>
  );
});
