import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useMoney } from '../../ui/useMoney';
import { useReasonText } from '../../ui/useReasonText';
import { accountText } from './accountText';
import { statusClass } from './statuses';

/** One withdrawal of the records: account and amount, time and status, and why it ended unpaid. */
export const WithdrawalRecordItem = observer(function WithdrawalRecordItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const money = useMoney();
  const reasonText = useReasonText('withdraw.reasons');
  return (
    <li className="record-list__item">
      <span className="record-list__line">
        <span>{accountText(withdrawal.account)}</span> <span className="record-list__strong">{money(withdrawal.amount)}</span>
      </span>
      <span className="record-list__line">
        <time className="record-list__muted" dateTime={withdrawal.createdAt}>
          {formatTime(withdrawal.createdAt)}
        </time>{' '}
        <span className={`record-list__muted ${statusClass(withdrawal.status)}`}>{t(`withdraw.status.${withdrawal.status}`)}</span>
      </span>
      <span className="record-list__muted">
        {t('withdraw.order.reference')} {withdrawal.reference}
      </span>
      {withdrawal.reason !== null && (
        <span className="record-list__muted">
          {t('withdraw.order.reason')}: {reasonText(withdrawal.reason)}
        </span>
      )}
    </li>
  );
});
