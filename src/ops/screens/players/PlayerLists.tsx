import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositQueueRow, WithdrawalQueueRow } from '../../../../contracts/queues';
import { errorText } from '../../errorText';
import { useOpsStore } from '../../stores/context';
import type { PlayerStore } from '../../stores/PlayersStore';
import { FormAlert } from '../FormAlert';
import { PagedGrid } from './PagedGrid';
import { auditColumns, ledgerColumns, paymentColumns, roundColumns, timeText } from './playerColumns';

const TABS = ['ledger', 'rounds', 'deposits', 'withdrawals', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** The player's lists as tabs (the audit trail only with audit.view), each read the first time it is shown. */
export const PlayerLists = observer(function PlayerLists({ store }: { store: PlayerStore }) {
  const { t, i18n } = useTranslation();
  const { session } = useOpsStore();
  const tabs = TABS.filter((tab) => tab !== 'audit' || session.can('audit.view'));
  const [current, setCurrent] = useState<Tab>('ledger');
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: unknown) => setError(errorText(t, failure));
  const list = store[current];
  useEffect(() => {
    setError(null);
    if (!list.loaded) list.load().catch((failure: unknown) => setError(errorText(t, failure)));
  }, [list, t]);
  const columns = useMemo(() => {
    const when = timeText(i18n.language);
    return {
      ledger: ledgerColumns(t, when),
      rounds: roundColumns(t, when),
      deposits: paymentColumns<DepositQueueRow>(t, when, (row) => row.depositId),
      withdrawals: paymentColumns<WithdrawalQueueRow>(t, when, (row) => row.withdrawalId),
      audit: auditColumns(t, when),
    };
  }, [t, i18n.language]);

  /** Arrow keys move between tabs, as a tablist does. */
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length]!;
    setCurrent(next);
    document.getElementById(`ops-player-tab-${next}`)?.focus();
  };
  const label = t(`ops.players.tab.${current}`);
  const grid = {
    ledger: () => (
      <PagedGrid
        label={label}
        list={store.ledger}
        columns={columns.ledger}
        rowId={(r) => String(r.transferId)}
        empty={t('ops.players.empty')}
        onError={failed}
      />
    ),
    rounds: () => (
      <PagedGrid
        label={label}
        list={store.rounds}
        columns={columns.rounds}
        rowId={(r) => r.orderId}
        empty={t('ops.players.emptyRounds')}
        onError={failed}
      />
    ),
    deposits: () => (
      <PagedGrid
        label={label}
        list={store.deposits}
        columns={columns.deposits}
        rowId={(r) => r.depositId}
        empty={t('ops.players.empty')}
        onError={failed}
      />
    ),
    withdrawals: () => (
      <PagedGrid
        label={label}
        list={store.withdrawals}
        columns={columns.withdrawals}
        rowId={(r) => r.withdrawalId}
        empty={t('ops.players.empty')}
        onError={failed}
      />
    ),
    audit: () => (
      <PagedGrid
        label={label}
        list={store.audit}
        columns={columns.audit}
        rowId={(r) => String(r.entryId)}
        empty={t('ops.players.empty')}
        onError={failed}
      />
    ),
  };

  return (
    <section className="ops-card ops-players-wide" aria-label={t('ops.players.lists')}>
      <div role="tablist" aria-label={t('ops.players.lists')} className="ops-players-tabs" onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`ops-player-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls="ops-player-tabpanel"
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setCurrent(tab)}
          >
            {t(`ops.players.tab.${tab}`)}
          </button>
        ))}
      </div>
      <div id="ops-player-tabpanel" role="tabpanel" aria-labelledby={`ops-player-tab-${current}`}>
        <FormAlert error={error} />
        {grid[current]()}
      </div>
    </section>
  );
});
