import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type Order } from '../../api';
import { usePaged } from '../../lib/usePaged';
import { useStores } from '../../stores/context';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { OrderItem } from './OrderItem';
import { RecordFilters } from './RecordFilters';
import { defaultRange, formatDate } from './recordRange';
import { RoundDetailsDialog } from './RoundDetailsDialog';
import './GameRecordPage.css';

/**
 * The betting record (SPEC §2 /m/gameRecord): the player's rounds in a date range (last 7 days at
 * first) and game type, 20 at a time with 'Load more'; a round opens its wallet movements.
 */
export default observer(function GameRecordPage() {
  const { t } = useTranslation();
  const { games, records } = useStores();
  const [today] = useState(() => formatDate(dayjs()));
  const [range, setRange] = useState(() => defaultRange(dayjs(today)));
  const [gameType, setGameType] = useState('');
  const [open, setOpen] = useState<Order | null>(null);
  const paged = usePaged(JSON.stringify([range, gameType]), async (pageNo) => {
    const page = await records.orders({ ...range, gameType: gameType || undefined, pageNo });
    return { items: page.list, totalPages: page.totalPages };
  });

  useEffect(() => {
    void games.loadVendorTypes();
  }, [games]);

  return (
    <section className="page records">
      <RecordFilters
        range={range}
        maxDate={today}
        gameType={gameType}
        gameTypes={games.gameTypes}
        onRange={setRange}
        onGameType={setGameType}
      />
      {paged.items.length > 0 && (
        <ul className="records__list">
          {paged.items.map((order) => (
            <OrderItem key={order.orderId} order={order} onOpen={setOpen} />
          ))}
        </ul>
      )}
      {paged.loading && <Spinner label={t('common.loading')} />}
      {paged.error !== null && (
        <p className="form-error" role="alert">
          {t(toApiError(paged.error).i18nKey)}
        </p>
      )}
      {!paged.loading && paged.error === null && paged.items.length === 0 && <EmptyState text="records.empty" />}
      {paged.hasMore && !paged.loading && (
        <button type="button" className="btn btn--ghost btn--block" onClick={paged.loadMore}>
          {t('records.loadMore')}
        </button>
      )}
      {open && <RoundDetailsDialog order={open} onClose={() => setOpen(null)} />}
    </section>
  );
});
