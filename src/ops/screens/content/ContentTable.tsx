import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { GridTable } from '../GridTable';

export const contentFeatures = tableFeatures({});
/** A column of a content or settings grid. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types share one array, as TanStack types them
export type ContentColumn<Row extends RowData> = ColumnDef<typeof contentFeatures, Row, any>;

/** A list of content or settings as a grid (TanStack Table, as StaffTable.tsx): rows in the server's order. */
export function ContentTable<Row extends RowData>({
  label,
  rows,
  columns,
  rowId,
}: {
  /** The grid's accessible name. */
  label: string;
  rows: Row[];
  columns: ContentColumn<Row>[];
  rowId: (row: Row) => string;
}) {
  const table = useTable({ features: contentFeatures, columns, data: rows, getRowId: rowId });
  return <GridTable table={table} label={label} className="ops-table ops-content-table" />;
}
