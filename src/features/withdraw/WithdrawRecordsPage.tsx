import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '../../api';
import { useDayRange } from '../../lib/useDayRange';
import { usePaged } from '../../lib/usePaged';
import { useStores } from '../../stores/context';
import { ChoiceFilter } from '../../ui/ChoiceFilter';
import { PagedListStatus } from '../../ui/PagedListStatus';
import { RangeFilters } from '../../ui/RangeFilters';
import { WITHDRAWAL_STATUSES } from './statuses';
import { WithdrawalRecordItem } from './WithdrawalRecordItem';
import '../../ui/recordList.css';

/** /m/withdrawRecords: the player's withdrawals in a date range (last 7 days at first) and status, 20 at a time with 'Load more'. */
export default observer(function WithdrawRecordsPage() {
  const { t } = useTranslation();
  const { withdrawal } = useStores();
  const { today, range, setRange } = useDayRange();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const paged = usePaged(JSON.stringify([range, status]), async (pageNo) => {
    const page = await withdrawal.records({ ...range, ...(status ? { status } : {}), pageNo });
    return { items: page.list, totalPages: page.totalPages, totalCount: page.totalCount };
  });

  return (
    <section className="page record-page">
      <RangeFilters range={range} maxDate={today} onRange={setRange}>
        <ChoiceFilter
          label={t('withdraw.order.status')}
          value={status}
          choices={WITHDRAWAL_STATUSES}
          textOf={(entry) => t(`withdraw.status.${entry}`)}
          onChange={setStatus}
        />
      </RangeFilters>
      {paged.items.length > 0 && (
        <ul className="record-list">
          {paged.items.map((item) => (
            <WithdrawalRecordItem key={item.withdrawalId} withdrawal={item} />
          ))}
        </ul>
      )}
      <PagedListStatus paged={paged} empty="withdraw.records.empty" />
    </section>
  );
});
