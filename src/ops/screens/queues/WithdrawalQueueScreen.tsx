import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '../../../../contracts/operator';
import type { WithdrawalQueueRow } from '../../../../contracts/queues';
import { PAYOUT_KINDS, WITHDRAWAL_STATUSES } from '../../../../contracts/withdrawal';
import { formatMoney } from '../../../lib/money';
import type { QueueAction } from '../../api/queueCalls';
import { useOpsStore } from '../../stores/context';
import { DecisionBar } from './DecisionBar';
import { actionsFor } from './decisionRules';
import { DecisionHistory, FactList, QueueDetailPanel, useWhen } from './QueueDetailPanel';
import { amountColumn, baseColumns } from './queueColumns';
import type { FilterField } from './QueueFilterForm';
import { QueueScreen } from './QueueScreen';
import type { QueueColumn, queueFeatures } from './QueueTable';

const column = createColumnHelper<typeof queueFeatures, WithdrawalQueueRow>();

const FILTERS: FilterField[] = [
  { name: 'state', options: WITHDRAWAL_STATUSES },
  { name: 'kind', options: PAYOUT_KINDS },
  { name: 'channel' },
  { name: 'username' },
  { name: 'minAmount' },
  { name: 'maxAmount' },
];

/** One withdrawal: its facts and the account it pays to, its decisions, and those the staff member may take. */
const WithdrawalDetail = observer(function WithdrawalDetail({
  withdrawal,
  onDecided,
}: {
  withdrawal: OpsWithdrawal;
  onDecided: (action: QueueAction) => void;
}) {
  const { t } = useTranslation();
  const { session, queues } = useOpsStore();
  const when = useWhen();
  const { account } = withdrawal;
  return (
    <QueueDetailPanel title={t('ops.queues.withdrawals.item', { id: withdrawal.withdrawalId })} onClose={() => queues.withdrawals.close()}>
      <FactList
        facts={[
          ['ops.queues.column.player', withdrawal.username],
          ['ops.queues.column.amount', formatMoney(withdrawal.amount, '₱')],
          ['ops.queues.column.state', t(`ops.queues.state.${withdrawal.status}`)],
          ['ops.queues.column.payout', `${account.bankName} (${t(`ops.queues.kind.${account.kind}`)})`],
          ['ops.queues.column.accountName', account.accountName],
          ['ops.queues.fact.accountNumber', withdrawal.accountNumber],
          ['ops.queues.fact.reference', withdrawal.reference],
          ['ops.queues.fact.reason', withdrawal.reason],
          ['ops.queues.fact.createdAt', when(withdrawal.createdAt)],
          ['ops.queues.fact.completedAt', when(withdrawal.completedAt)],
        ]}
      />
      <DecisionHistory decisions={withdrawal.decisions} />
      <DecisionBar
        key={withdrawal.withdrawalId}
        store={queues.withdrawals}
        id={withdrawal.withdrawalId}
        actions={actionsFor('withdrawals', withdrawal.status, (p) => session.can(p))}
        amount={withdrawal.amount}
        onDecided={onDecided}
      />
    </QueueDetailPanel>
  );
});

/** /ops/queues/withdrawals (withdrawals.view): withdrawals pending, on hold or waiting for KYC, and any by state. */
export const WithdrawalQueueScreen = observer(function WithdrawalQueueScreen() {
  const { t } = useTranslation();
  const store = useOpsStore().queues.withdrawals;
  const columns = (onOpen: (id: string) => void): QueueColumn<WithdrawalQueueRow>[] => {
    const base = baseColumns<WithdrawalQueueRow>(t, (row) => row.withdrawalId, onOpen);
    return [
      base.id,
      base.player,
      amountColumn<WithdrawalQueueRow>(t),
      column.accessor((row) => row, {
        id: 'payout',
        header: () => t('ops.queues.column.payout'),
        cell: (info) => `${info.getValue().bankCode} (${t(`ops.queues.kind.${info.getValue().accountKind}`)})`,
      }) as QueueColumn<WithdrawalQueueRow>,
      column.accessor('accountName', { header: () => t('ops.queues.column.accountName') }) as QueueColumn<WithdrawalQueueRow>,
      base.state,
      base.waiting,
    ];
  };
  return (
    <QueueScreen
      store={store}
      columns={columns}
      filters={FILTERS}
      detail={(withdrawal, onDecided) => <WithdrawalDetail withdrawal={withdrawal} onDecided={onDecided} />}
    />
  );
});
