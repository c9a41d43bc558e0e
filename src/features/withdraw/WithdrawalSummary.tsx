import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { Details } from '../../ui/Details';
import { useMoney } from '../../ui/useMoney';
import { useReasonText } from '../../ui/useReasonText';
import { accountText } from './accountText';

/** One withdrawal: amount, status, the account it goes to, its reference (with a copy button), time, and why it ended unpaid. */
export const WithdrawalSummary = observer(function WithdrawalSummary({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const money = useMoney();
  const reasonText = useReasonText('withdraw.reasons');
  return (
    <Details
      rows={[
        { label: t('withdraw.order.amount'), value: money(withdrawal.amount) },
        { label: t('withdraw.order.status'), value: t(`withdraw.status.${withdrawal.status}`) },
        { label: t('withdraw.order.account'), value: `${accountText(withdrawal.account)} (${withdrawal.account.accountName})` },
        { label: t('withdraw.order.reference'), value: withdrawal.reference, copy: withdrawal.reference },
        { label: t('withdraw.order.time'), value: <time dateTime={withdrawal.createdAt}>{formatTime(withdrawal.createdAt)}</time> },
        withdrawal.reason !== null && { label: t('withdraw.order.reason'), value: reasonText(withdrawal.reason) },
      ]}
    />
  );
});
