import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MemberTransaction } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { formatSignedMoney } from '../../lib/money';
import { useStores } from '../../stores/context';
import { useMoney } from '../../ui/useMoney';

/**
 * One movement: its kind (a bonus named by the promotion that paid it) and signed amount (+ in, − out,
 * coloured too), the time and the balance after it.
 */
export const TransactionItem = observer(function TransactionItem({ transaction }: { transaction: MemberTransaction }) {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const money = useMoney();
  const direction = transaction.amount < 0 ? 'record-list__out' : 'record-list__in';
  return (
    <li className="record-list__item">
      <span className="record-list__line">
        <span>
          {t(
            transaction.promotionKind
              ? `transactions.promotionKinds.${transaction.promotionKind}`
              : `transactions.codes.${transaction.txCode}`,
          )}
        </span>{' '}
        <span className={`record-list__strong ${direction}`}>{formatSignedMoney(transaction.amount, wallet.symbol)}</span>
      </span>
      <span className="record-list__line">
        <time className="record-list__muted" dateTime={transaction.time}>
          {formatTime(transaction.time)}
        </time>{' '}
        <span className="record-list__muted">
          {t('records.balanceAfter')} {money(transaction.balanceAfter)}
        </span>
      </span>
    </li>
  );
});
