import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder, DepositStatus } from '../../api';
import { usePaged } from '../../lib/usePaged';
import { useDayRange } from '../../lib/useDayRange';
import { useStores } from '../../stores/context';
import { ChoiceFilter } from '../../ui/ChoiceFilter';
import { PagedListStatus } from '../../ui/PagedListStatus';
import { RangeFilters } from '../../ui/RangeFilters';
import { useMoney } from '../../ui/useMoney';
import { DepositDetailsDialog } from './DepositDetailsDialog';
import { DepositRecordItem } from './DepositRecordItem';
import { DEPOSIT_STATUSES } from './statuses';
import './deposit.css';

/**
 * The deposit records: the player's orders in a date range (last 7 days at first) and status,
 * 20 at a time with 'Load more', with what was credited in the range; an order opens its
 * details, and a manual or crypto order still open can be cancelled from its row.
 */
export default observer(function DepositRecordsPage() {
  const { t } = useTranslation();
  const { deposit } = useStores();
  const money = useMoney();
  const { today, range, setRange } = useDayRange();
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const [open, setOpen] = useState<DepositOrder | null>(null);
  // Orders changed here (cancelled) since their page loaded, shown in place of the loaded row.
  const [changed, setChanged] = useState<ReadonlyMap<string, DepositOrder>>(new Map());
  const key = JSON.stringify([range, status]);
  // Every page carries the range's total; the one kept belongs to the filters it was asked for.
  const [footer, setFooter] = useState<{ key: string; completedAmount: number } | null>(null);
  const paged = usePaged(key, async (pageNo) => {
    const page = await deposit.records({ ...range, ...(status ? { status } : {}), pageNo });
    setFooter({ key, completedAmount: page.footer.completedAmount });
    return { items: page.list, totalPages: page.totalPages, totalCount: page.totalCount };
  });
  const update = (order: DepositOrder) => setChanged((current) => new Map(current).set(order.depositId, order));

  return (
    <section className="page deposit-records">
      <RangeFilters range={range} maxDate={today} onRange={setRange}>
        <ChoiceFilter
          label={t('deposit.order.status')}
          value={status}
          choices={DEPOSIT_STATUSES}
          textOf={(entry) => t(`deposit.status.${entry}`)}
          onChange={setStatus}
        />
      </RangeFilters>
      {footer?.key === key && (
        <p className="deposit-records__footer">
          {t('deposit.records.completed')} <strong>{money(footer.completedAmount)}</strong>
        </p>
      )}
      {paged.items.length > 0 && (
        <ul className="deposit-records__list">
          {paged.items.map((item) => {
            const order = changed.get(item.depositId) ?? item;
            return <DepositRecordItem key={order.depositId} order={order} onOpen={setOpen} onChanged={update} />;
          })}
        </ul>
      )}
      <PagedListStatus paged={paged} empty="deposit.records.empty" />
      {open && <DepositDetailsDialog order={changed.get(open.depositId) ?? open} onClose={() => setOpen(null)} />}
    </section>
  );
});
