import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Order } from '../../api';
import { usePaged } from '../../lib/usePaged';
import { useDayRange } from '../../lib/useDayRange';
import { useStores } from '../../stores/context';
import { PagedListStatus } from '../../ui/PagedListStatus';
import { OrderItem } from './OrderItem';
import { RecordFilters } from './RecordFilters';
import { RoundDetailsDialog } from './RoundDetailsDialog';
import './GameRecordPage.css';

/**
 * The betting record (SPEC §2 /m/gameRecord): the player's rounds in a date range (last 7 days at
 * first) and game type, 20 at a time with 'Load more'; a round opens its wallet movements.
 */
export default observer(function GameRecordPage() {
  const { games, records } = useStores();
  const { today, range, setRange } = useDayRange();
  const [gameType, setGameType] = useState('');
  const [open, setOpen] = useState<Order | null>(null);
  // Counts cancels: the list is read again from its first page, where the cancelled round shows refunded.
  const [cancels, setCancels] = useState(0);
  const paged = usePaged(JSON.stringify([range, gameType, cancels]), async (pageNo) => {
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
      <PagedListStatus paged={paged} empty="records.empty" />
      {open && <RoundDetailsDialog order={open} onClose={() => setOpen(null)} onCancelled={() => setCancels((n) => n + 1)} />}
    </section>
  );
});
