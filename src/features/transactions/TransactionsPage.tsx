import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TxCode } from '../../api';
import { useDayRange } from '../../lib/useDayRange';
import { useLoad } from '../../lib/useLoad';
import { usePaged } from '../../lib/usePaged';
import { useStores } from '../../stores/context';
import { ChoiceFilter } from '../../ui/ChoiceFilter';
import { PagedListStatus } from '../../ui/PagedListStatus';
import { RangeFilters } from '../../ui/RangeFilters';
import { TransactionItem } from './TransactionItem';
import '../../ui/recordList.css';

/**
 * /m/transactions, the transaction history: every movement of the player's balance (deposits,
 * holds and withdrawals, bets and wins, bonuses...) in a date range (last 7 days at first) and of
 * one kind, newest first, 20 at a time with 'Load more'. The kinds come from the server.
 */
export default observer(function TransactionsPage() {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const { today, range, setRange } = useDayRange();
  const [txCode, setTxCode] = useState<TxCode | ''>('');
  const codes = useLoad('txCodes', () => wallet.txCodes());
  const paged = usePaged(JSON.stringify([range, txCode]), async (pageNo) => {
    const page = await wallet.transactions({ ...range, ...(txCode ? { txCode } : {}), pageNo });
    return { items: page.list, totalPages: page.totalPages, totalCount: page.totalCount };
  });

  return (
    <section className="page record-page">
      <RangeFilters range={range} maxDate={today} onRange={setRange}>
        <ChoiceFilter
          label={t('transactions.type')}
          value={txCode}
          choices={codes.value ?? []}
          textOf={(code) => t(`transactions.codes.${code}`)}
          onChange={setTxCode}
        />
      </RangeFilters>
      {paged.items.length > 0 && (
        <ul className="record-list">
          {paged.items.map((item) => (
            <TransactionItem key={item.transactionId} transaction={item} />
          ))}
        </ul>
      )}
      <PagedListStatus paged={paged} empty="transactions.empty" />
    </section>
  );
});
