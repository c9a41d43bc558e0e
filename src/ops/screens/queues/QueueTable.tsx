import {
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import type { QueueSortColumn, QueueSorting } from '../../stores/QueueStore';
import { GridTable } from '../GridTable';

export const queueFeatures = tableFeatures({ rowSortingFeature });
/** A column of a queue's grid; sortable only where the server sorts (the wait, the amount). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types share one array, as TanStack types them
export type QueueColumn<Row extends RowData> = ColumnDef<typeof queueFeatures, Row, any>;

const SORTABLE: readonly string[] = ['waiting', 'amount'] satisfies QueueSortColumn[];

interface QueueTableProps<Row extends RowData> {
  /** The grid's accessible name. */
  label: string;
  rows: Row[];
  columns: QueueColumn<Row>[];
  rowId: (row: Row) => string;
  sorting: QueueSorting;
  onSort: (column: QueueSortColumn) => void;
}

/**
 * A queue's page as a grid (TanStack Table, as StaffTable.tsx). The rows come sorted by the server
 * (manual sorting): a click on a sortable header asks the store for that order, and the header says
 * the order shown (aria-sort).
 */
export function QueueTable<Row extends RowData>({ label, rows, columns, rowId, sorting, onSort }: QueueTableProps<Row>) {
  const sortingState: SortingState = [{ id: sorting.column, desc: sorting.descending }];
  const table = useTable({
    features: queueFeatures,
    columns,
    data: rows,
    getRowId: rowId,
    state: { sorting: sortingState },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: true,
    defaultColumn: { enableSorting: false },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sortingState)[0];
      if (next && SORTABLE.includes(next.id)) onSort(next.id as QueueSortColumn);
    },
  });

  return (
    <GridTable
      table={table}
      label={label}
      className="ops-table ops-queue-table"
      renderHeader={(header) => {
        const sorted = header.column.getIsSorted();
        const sortable = header.column.getCanSort();
        return (
          <th
            key={header.id}
            scope="col"
            aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
          >
            {header.isPlaceholder ? null : sortable ? (
              <button type="button" className="ops-sort" onClick={header.column.getToggleSortingHandler()}>
                <table.FlexRender header={header} />
                <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
              </button>
            ) : (
              <table.FlexRender header={header} />
            )}
          </th>
        );
      }}
    />
  );
}
