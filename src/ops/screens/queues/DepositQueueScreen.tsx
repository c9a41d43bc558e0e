import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_FLOWS, DEPOSIT_STATUSES, type DepositStatus } from '../../../../contracts/deposit';
import type { OpsDeposit } from '../../../../contracts/operator';
import type { DepositQueueRow } from '../../../../contracts/queues';
import { formatMoney } from '../../../lib/money';
import type { QueueAction } from '../../api/queueCalls';
import { useOpsStore } from '../../stores/context';
import { DecisionBar } from './DecisionBar';
import { actionsFor } from './decisionRules';
import { DecisionHistory, FactList, QueueDetailPanel, useWhen } from './QueueDetailPanel';
import { PrivateImage } from './PrivateImage';
import { amountColumn, baseColumns } from './queueColumns';
import type { FilterField } from './QueueFilterForm';
import { QueueScreen } from './QueueScreen';
import type { QueueColumn, queueFeatures } from './QueueTable';

const column = createColumnHelper<typeof queueFeatures, DepositQueueRow>();

const FILTERS: FilterField[] = [
  { name: 'state', options: DEPOSIT_STATUSES },
  { name: 'flow', options: DEPOSIT_FLOWS },
  { name: 'channel' },
  { name: 'username' },
  { name: 'minAmount' },
  { name: 'maxAmount' },
];

/** One deposit: its facts, the receipt the player uploaded, its decisions, and those the staff member may take. */
const DepositDetail = observer(function DepositDetail({
  deposit,
  onDecided,
}: {
  deposit: OpsDeposit;
  onDecided: (action: QueueAction) => void;
}) {
  const { t } = useTranslation();
  const { session, queues } = useOpsStore();
  const when = useWhen();
  const loadReceipt = useCallback(() => queues.deposits.images.depositReceipt(deposit.depositId), [queues, deposit.depositId]);
  const money = (centavos: number) => formatMoney(centavos, '₱');
  return (
    <QueueDetailPanel title={t('ops.queues.deposits.item', { id: deposit.depositId })} onClose={() => queues.deposits.close()}>
      <FactList
        facts={[
          ['ops.queues.column.player', deposit.username],
          ['ops.queues.column.amount', money(deposit.amount)],
          ['ops.queues.fact.bonus', deposit.bonusAmount > 0 ? money(deposit.bonusAmount) : null],
          ['ops.queues.column.state', t(`ops.queues.state.${deposit.status}`)],
          ['ops.queues.column.flow', t(`ops.queues.flow.${deposit.flow}`)],
          ['ops.queues.column.channel', `${deposit.channelName} (${deposit.bankCode})`],
          ['ops.queues.fact.reference', deposit.reference],
          ['ops.queues.fact.transferReference', deposit.transferReference],
          ['ops.queues.fact.reason', deposit.reason],
          ['ops.queues.fact.createdAt', when(deposit.createdAt)],
          ['ops.queues.fact.expiresAt', when(deposit.expiresAt)],
        ]}
      />
      {deposit.receiptUploaded ? (
        <PrivateImage key={deposit.depositId} load={loadReceipt} alt={t('ops.queues.deposits.receipt', { id: deposit.depositId })} />
      ) : (
        deposit.flow === 'manual' && <p>{t('ops.queues.deposits.noReceipt')}</p>
      )}
      <DecisionHistory decisions={deposit.decisions} />
      <DecisionBar
        key={deposit.depositId}
        store={queues.deposits}
        id={deposit.depositId}
        actions={actionsFor('deposits', deposit.status, (p) => session.can(p), deposit.flow !== 'gateway')}
        amount={deposit.amount}
        onDecided={onDecided}
      />
    </QueueDetailPanel>
  );
});

/** /ops/queues/deposits (deposits.view): manual and crypto deposits waiting for a cashier, and any deposit by state. */
export const DepositQueueScreen = observer(function DepositQueueScreen() {
  const { t } = useTranslation();
  const store = useOpsStore().queues.deposits;
  const columns = (onOpen: (id: string) => void): QueueColumn<DepositQueueRow>[] => {
    const base = baseColumns<DepositQueueRow>(t, (row) => row.depositId, onOpen);
    return [
      base.id,
      base.player,
      amountColumn<DepositQueueRow>(t),
      column.accessor('channelName', { header: () => t('ops.queues.column.channel') }) as QueueColumn<DepositQueueRow>,
      column.accessor('flow', {
        header: () => t('ops.queues.column.flow'),
        cell: (info) => t(`ops.queues.flow.${info.getValue()}`),
      }) as QueueColumn<DepositQueueRow>,
      column.accessor((row) => row, {
        id: 'state',
        header: () => t('ops.queues.column.state'),
        cell: (info) => {
          const row = info.getValue();
          const state = t(`ops.queues.state.${row.state satisfies DepositStatus}`);
          return row.stuck ? t('ops.queues.deposits.stuck', { state }) : state;
        },
      }) as QueueColumn<DepositQueueRow>,
      base.waiting,
    ];
  };
  return (
    <QueueScreen
      store={store}
      columns={columns}
      filters={FILTERS}
      detail={(deposit, onDecided) => <DepositDetail deposit={deposit} onDecided={onDecided} />}
    />
  );
});
