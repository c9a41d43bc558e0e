import type { Header, ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import type { ReactNode } from 'react';

interface GridTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  table: ReactTable<TFeatures, TData>;
  /** The grid's accessible name, when the page has several. */
  label?: string;
  className?: string;
  /** A column's whole header cell, for grids that draw their own (the queues' sortable ones). */
  renderHeader?: (header: Header<TFeatures, TData, unknown>) => ReactNode;
}

/**
 * Every console grid's markup: TanStack Table gives the columns and rows, this draws them as one
 * accessible table, a header row of column headers and a row per item.
 */
export function GridTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  label,
  className = 'ops-table',
  renderHeader,
}: GridTableProps<TFeatures, TData>) {
  return (
    <table className={className} aria-label={label}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) =>
              renderHeader ? (
                renderHeader(header)
              ) : (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ),
            )}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
