import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '../../stores/PagedList';
import { GridTable } from '../GridTable';

export const gridFeatures = tableFeatures({});
/** A column of a player grid (columns of different value types share one array, as TanStack types them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type GridColumn<Row extends RowData> = ColumnDef<typeof gridFeatures, Row, any>;

interface PagedGridProps<Row extends RowData> {
  /** The grid's accessible name. */
  label: string;
  list: PagedList<Row>;
  columns: GridColumn<Row>[];
  rowId: (row: Row) => string;
  /** What an empty first page says. */
  empty: string;
  /** Told when a page could not be read. */
  onError: (failure: unknown) => void;
}

/**
 * A list of the player view as a grid (TanStack Table: columns and rows are its; markup, styles and
 * names are ours), paged by the server's cursor: "Next page" after the last row, "First page" again.
 */
function PagedGridView<Row extends RowData>({ label, list, columns, rowId, empty, onError }: PagedGridProps<Row>) {
  const { t } = useTranslation();
  const table = useTable({ features: gridFeatures, columns, data: list.rows, getRowId: rowId });
  const turn = (work: Promise<void>) => void work.catch(onError);
  if (!list.loaded) return <p role="status">{t('ops.players.loading')}</p>;
  return (
    <div className="ops-players-grid">
      {list.rows.length === 0 ? <p>{empty}</p> : <GridTable table={table} label={label} />}
      {(list.pageCursor !== null || list.nextCursor !== null) && (
        <nav className="ops-actions" aria-label={t('ops.players.paging', { list: label })}>
          <button
            type="button"
            className="ops-button ops-button--quiet"
            disabled={list.pageCursor === null || list.loading}
            onClick={() => turn(list.firstPage())}
          >
            {t('ops.players.firstPage')}
          </button>
          <button
            type="button"
            className="ops-button ops-button--quiet"
            disabled={list.nextCursor === null || list.loading}
            onClick={() => turn(list.nextPage())}
          >
            {t('ops.players.nextPage')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** observer() keeps the props' type but not the generic: put back. */
export const PagedGrid = observer(PagedGridView) as <Row extends RowData>(props: PagedGridProps<Row>) => ReactNode;
