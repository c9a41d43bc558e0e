import { createColumnHelper, type RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ContentColumn, contentFeatures } from './ContentTable';

/** One of a row's buttons; its text names the row ("Edit Summer promo"), so each button's accessible name is its own. */
export interface RowAction {
  label: string;
  onClick: () => void;
  /** Deleting: drawn as a dangerous button. */
  danger?: boolean;
}

/** The last column of a content or settings grid: the row's buttons (edit, publish or switch, delete). */
export function actionsColumn<Row extends RowData>(t: TFunction, actionsOf: (row: Row) => RowAction[]): ContentColumn<Row> {
  return createColumnHelper<typeof contentFeatures, Row>().display({
    id: 'actions',
    header: () => t('ops.content.actions'),
    cell: ({ row }) => (
      <span className="ops-row-actions">
        {actionsOf(row.original).map((action) => (
          <button
            key={action.label}
            type="button"
            className={`ops-button ${action.danger ? 'ops-button--danger' : 'ops-button--quiet'}`}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </span>
    ),
  }) as ContentColumn<Row>;
}
