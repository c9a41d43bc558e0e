import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueAction, QueueItem, QueueName, QueueRow } from '../../api/queueCalls';
import { errorText } from '../../errorText';
import type { QueueFilters, QueueStore } from '../../stores/QueueStore';
import { FormAlert } from '../FormAlert';
import { QueueCountsBar } from './QueueCountsBar';
import { QueueFilterForm, type FilterField, type FilterValues } from './QueueFilterForm';
import { QueueTable, type QueueColumn } from './QueueTable';
import '../../queues.css';

export interface QueueScreenProps<Q extends QueueName> {
  store: QueueStore<Q>;
  /** The grid's columns; `onOpen` opens a row's item in the detail panel. */
  columns: (onOpen: (id: string) => void) => QueueColumn<QueueRow<Q>>[];
  filters: FilterField[];
  /** The opened item's panel; `onDecided` is told the decision taken on it. */
  detail: (item: QueueItem<Q>, onDecided: (action: QueueAction) => void) => ReactNode;
}

/**
 * One work queue's page (/ops/queues/…): what waits in each state and for how long, the filters,
 * the grid sorted by a header's click and paged by cursor, and the item opened from a row with the
 * decisions its staff member may take. A decided row leaves the listing and the counts are read again.
 */
function QueueScreenView<Q extends QueueName>({ store, columns, filters, detail }: QueueScreenProps<Q>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failed = (failure: unknown) => setError(errorText(t, failure));
  const attempt = (work: Promise<unknown>) => {
    setError(null);
    work.catch(failed);
  };
  useEffect(() => {
    store.refresh().catch((failure: unknown) => setError(errorText(t, failure)));
  }, [store, t]);

  const open = (id: string) => {
    setDone(null);
    attempt(store.open(id));
  };
  const decided = (id: string) => (action: QueueAction) => setDone(t(`ops.queues.done.${action}`, { id }));
  const activeState = (store.filters as FilterValues).state as string | undefined;
  const applyFilters = (values: FilterValues) => attempt(store.applyFilters(values as QueueFilters<Q>));
  const queue: QueueName = store.queue;
  const title = t(`ops.queues.${queue}.title`);

  return (
    <section className="ops-screen ops-queue" aria-labelledby={`ops-queue-${queue}`}>
      <div className="ops-queue-head">
        <h1 id={`ops-queue-${queue}`}>{title}</h1>
        <button type="button" className="ops-button ops-button--quiet" onClick={() => attempt(store.refresh())}>
          {t('ops.queues.refresh')}
        </button>
      </div>
      <QueueCountsBar
        counts={store.counts}
        activeState={activeState}
        onState={(state) => applyFilters({ ...(store.filters as FilterValues), state })}
      />
      <QueueFilterForm key={JSON.stringify(store.filters)} fields={filters} values={store.filters as FilterValues} onApply={applyFilters} />
      <FormAlert error={error} />
      {done && (
        <p role="status" className="ops-notice">
          {done}
        </p>
      )}
      <div className="ops-queue-list">
        {store.rows.length > 0 ? (
          <QueueTable
            label={title}
            rows={store.rows}
            columns={columns(open)}
            rowId={(row) => store.idOf(row)}
            sorting={store.sorting}
            onSort={(column) => attempt(store.sortBy(column))}
          />
        ) : store.loaded ? (
          <p>{t('ops.queues.empty')}</p>
        ) : (
          <p role="status">{t('ops.queues.loading')}</p>
        )}
        <nav className="ops-actions" aria-label={t('ops.queues.paging')}>
          <button
            type="button"
            className="ops-button ops-button--quiet"
            disabled={store.pageCursor === null || store.loading}
            onClick={() => attempt(store.firstPage())}
          >
            {t('ops.queues.firstPage')}
          </button>
          <button
            type="button"
            className="ops-button ops-button--quiet"
            disabled={store.nextCursor === null || store.loading}
            onClick={() => attempt(store.nextPage())}
          >
            {t('ops.queues.nextPage')}
          </button>
        </nav>
      </div>
      {store.item && <Fragment key={idOfItem(store.item)}>{detail(store.item, decided(idOfItem(store.item)))}</Fragment>}
    </section>
  );
}

/** observer() keeps the props' type but not the generic: put back, so each queue's screen is checked with its own types. */
export const QueueScreen = observer(QueueScreenView) as <Q extends QueueName>(props: QueueScreenProps<Q>) => ReactNode;

/** Any queue's item's id. */
function idOfItem(item: { depositId: string } | { withdrawalId: string } | { submissionId: string }): string {
  return 'depositId' in item ? item.depositId : 'withdrawalId' in item ? item.withdrawalId : item.submissionId;
}
