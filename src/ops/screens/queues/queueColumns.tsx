import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/money';
import type { QueueColumn, queueFeatures } from './QueueTable';
import { waitingText } from './waitingText';

/** What every queue's row has. */
interface RowBase {
  username: string;
  state: string;
  waitingSeconds: number;
}

/** The columns every queue shows the same way: its id (which opens the row), the player, the state, the wait. */
export function baseColumns<Row extends RowBase>(t: TFunction, idOf: (row: Row) => string, onOpen: (id: string) => void) {
  const column = createColumnHelper<typeof queueFeatures, Row>();
  return {
    id: column.display({
      id: 'id',
      header: () => t('ops.queues.column.id'),
      cell: ({ row }) => (
        <button type="button" className="ops-link-button" onClick={() => onOpen(idOf(row.original))}>
          {idOf(row.original)}
        </button>
      ),
    }) as QueueColumn<Row>,
    player: column.accessor((row) => row.username, { id: 'username', header: () => t('ops.queues.column.player') }) as QueueColumn<Row>,
    state: column.accessor((row) => row.state, {
      id: 'state',
      header: () => t('ops.queues.column.state'),
      cell: (info) => t(`ops.queues.state.${info.getValue()}`),
    }) as QueueColumn<Row>,
    waiting: column.accessor((row) => row.waitingSeconds, {
      id: 'waiting',
      header: () => t('ops.queues.column.waiting'),
      cell: (info) => waitingText(t, info.getValue()),
      enableSorting: true,
    }) as QueueColumn<Row>,
  };
}

export function amountColumn<Row extends { amount: number }>(t: TFunction): QueueColumn<Row> {
  const column = createColumnHelper<typeof queueFeatures, Row>();
  return column.accessor((row) => row.amount, {
    id: 'amount',
    header: () => t('ops.queues.column.amount'),
    cell: (info) => formatMoney(info.getValue(), '₱'),
    enableSorting: true,
  }) as QueueColumn<Row>;
}
