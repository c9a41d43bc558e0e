import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DepositOrder } from '../../api';
import { Modal } from '../../ui/Modal';
import { Details } from '../../ui/Details';
import { checkoutOf, resultPath } from './orderPaths';
import { OrderSummary } from './OrderSummary';
import { usePayOrder } from './usePayOrder';

/**
 * One deposit of the records: its summary (reference, reason when rejected or failed), the
 * operator's account of a manual transfer still open, and the way back to paying: the hosted
 * page of a pending gateway order, or the order's page (receipt, crypto quote) for the others.
 */
export const DepositDetailsDialog = observer(function DepositDetailsDialog({
  order,
  onClose,
}: {
  order: DepositOrder;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const payOrder = usePayOrder();
  const checkout = checkoutOf(order);
  const open = order.status === 'pending' || order.status === 'reviewing';
  return (
    <Modal className="dialog deposit-records__dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {t('deposit.details')}
      </h2>
      <OrderSummary order={order} />
      {open && order.payee && (
        <Details
          rows={[
            { label: t('deposit.manual.bankName'), value: order.payee.bankName },
            { label: t('deposit.manual.accountName'), value: order.payee.accountName },
            {
              label: t('deposit.manual.accountNumber'),
              value: order.payee.accountNumber,
              copy: order.payee.accountNumber.replace(/\s/g, ''),
            },
          ]}
        />
      )}
      <div className="deposit__actions">
        {checkout ? (
          <button type="button" className="btn btn--primary" onClick={() => void payOrder(order)}>
            {t('deposit.result.continue')}
          </button>
        ) : (
          open && (
            <Link className="btn btn--primary" to={resultPath(order.depositId)}>
              {t('deposit.openOrder')}
            </Link>
          )
        )}
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('play.close')}
        </button>
      </div>
    </Modal>
  );
});
