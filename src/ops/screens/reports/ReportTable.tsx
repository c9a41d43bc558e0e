import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportColumn } from './reportViews';
import { useFigure } from './useFigure';

type Row = Record<string, string | number>;
const features = tableFeatures({});
const column = createColumnHelper<typeof features, Row>();

/** The most rows drawn on screen; the CSV has them all. */
export const SHOWN_ROWS = 1000;

/** A report's rows as a grid (TanStack Table), figures right-aligned and formatted. */
export function ReportTable({ columns, rows, caption }: { columns: ReportColumn[]; rows: Row[]; caption: string }) {
  const { t } = useTranslation();
  const figure = useFigure();
  const defs = useMemo(
    () =>
      column.columns(
        columns.map((c) =>
          column.accessor((row) => row[c.key] ?? '', {
            id: c.key,
            header: () => t(`ops.reports.columns.${c.key}`),
            cell: (info) => figure(c.kind, info.getValue(), c.worded ? c.key : undefined),
          }),
        ),
      ),
    [columns, figure, t],
  );
  const shown = useMemo(() => rows.slice(0, SHOWN_ROWS), [rows]);
  const table = useTable({ features, columns: defs, data: shown });
  const kindOf = new Map(columns.map((c) => [c.key, c.kind]));

  return (
    <>
      <table className="ops-table ops-report-table">
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={kindOf.get(header.id) === 'text' ? undefined : 'ops-figure'}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={kindOf.get(cell.column.id) === 'text' ? undefined : 'ops-figure'}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN_ROWS && (
        <p className="ops-report-note">{t('ops.reports.moreRows', { shown: SHOWN_ROWS, count: rows.length })}</p>
      )}
    </>
  );
}
