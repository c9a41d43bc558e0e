import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_IMAGE_FIELDS, type KycImageField } from '../../../../contracts/kyc-constants';
import type { OpsKycSubmission } from '../../../../contracts/kyc';
import { KYC_QUEUE_STATES, type KycQueueRow } from '../../../../contracts/queues';
import type { QueueAction } from '../../api/queueCalls';
import { useOpsStore } from '../../stores/context';
import { DecisionBar } from './DecisionBar';
import { actionsFor } from './decisionRules';
import { FactList, QueueDetailPanel, useWhen } from './QueueDetailPanel';
import { PrivateImage } from './PrivateImage';
import { baseColumns } from './queueColumns';
import type { FilterField } from './QueueFilterForm';
import { QueueScreen } from './QueueScreen';
import type { QueueColumn, queueFeatures } from './QueueTable';

const column = createColumnHelper<typeof queueFeatures, KycQueueRow>();

const FILTERS: FilterField[] = [{ name: 'state', options: KYC_QUEUE_STATES }, { name: 'username' }];

/** One ID image of a case, read with the staff headers. */
function KycDocument({ submissionId, field }: { submissionId: string; field: KycImageField }) {
  const { t } = useTranslation();
  const { queues } = useOpsStore();
  const load = useCallback(() => queues.kyc.images.kycDocument(submissionId, field), [queues, submissionId, field]);
  return (
    <figure className="ops-kyc-document">
      <PrivateImage load={load} alt={t(`ops.queues.kyc.document.${field}`)} />
      <figcaption>{t(`ops.queues.kyc.document.${field}`)}</figcaption>
    </figure>
  );
}

/**
 * One KYC case: the player's details, the ID images (only for staff allowed to see identity
 * documents: kyc.documents; the server leaves them out for anyone else), and the decisions.
 */
const KycDetail = observer(function KycDetail({ kyc, onDecided }: { kyc: OpsKycSubmission; onDecided: (action: QueueAction) => void }) {
  const { t } = useTranslation();
  const { session, queues } = useOpsStore();
  const when = useWhen();
  const documents = session.can('kyc.documents') ? KYC_IMAGE_FIELDS.filter((field) => kyc.images.includes(field)) : [];
  return (
    <QueueDetailPanel title={t('ops.queues.kyc.item', { id: kyc.submissionId })} onClose={() => queues.kyc.close()}>
      <FactList
        facts={[
          ['ops.queues.column.player', kyc.username],
          ['ops.queues.column.state', t(`ops.queues.state.${kyc.state}`)],
          ['ops.queues.column.attempt', String(kyc.attempt)],
          ['ops.queues.column.payeeName', kyc.payeeName],
          ['ops.queues.fact.birthday', kyc.birthday],
          ['ops.queues.fact.idType', kyc.idTypeName],
          ['ops.queues.fact.idNumber', kyc.idNumber],
          ['ops.queues.fact.nationality', kyc.nationality],
          ['ops.queues.fact.address', kyc.address],
          ['ops.queues.fact.permanentAddress', kyc.permanentAddress],
          ['ops.queues.fact.placeOfBirth', kyc.placeOfBirth],
          ['ops.queues.fact.occupation', kyc.occupation],
          ['ops.queues.fact.sourceOfIncome', kyc.sourceOfIncome],
          ['ops.queues.fact.employerName', kyc.employerName],
          ['ops.queues.column.provider', kyc.provider],
          ['ops.queues.fact.reason', kyc.reason],
          ['ops.queues.fact.canResubmit', kyc.canResubmit === null ? null : t(kyc.canResubmit ? 'ops.queues.yes' : 'ops.queues.no')],
          ['ops.queues.fact.decidedBy', kyc.decidedBy],
          ['ops.queues.fact.submittedAt', when(kyc.submittedAt)],
          ['ops.queues.fact.decidedAt', when(kyc.decidedAt)],
        ]}
      />
      {documents.length > 0 && (
        <section className="ops-kyc-documents" aria-label={t('ops.queues.kyc.documents')}>
          {documents.map((field) => (
            <KycDocument key={`${kyc.submissionId}-${field}`} submissionId={kyc.submissionId} field={field} />
          ))}
        </section>
      )}
      <DecisionBar
        key={kyc.submissionId}
        store={queues.kyc}
        id={kyc.submissionId}
        actions={actionsFor('kyc', kyc.state, (p) => session.can(p))}
        amount={null}
        onDecided={onDecided}
      />
    </QueueDetailPanel>
  );
});

/** /ops/queues/kyc (kyc.view): identity checks waiting for a reviewer (pending, on hold), and any by state. */
export const KycQueueScreen = observer(function KycQueueScreen() {
  const { t } = useTranslation();
  const store = useOpsStore().queues.kyc;
  const columns = (onOpen: (id: string) => void): QueueColumn<KycQueueRow>[] => {
    const base = baseColumns<KycQueueRow>(t, (row) => row.submissionId, onOpen);
    return [
      base.id,
      base.player,
      column.accessor('payeeName', { header: () => t('ops.queues.column.payeeName') }) as QueueColumn<KycQueueRow>,
      column.accessor('attempt', { header: () => t('ops.queues.column.attempt') }) as QueueColumn<KycQueueRow>,
      column.accessor('provider', {
        header: () => t('ops.queues.column.provider'),
        cell: (info) => info.getValue() ?? t('ops.queues.kyc.byHand'),
      }) as QueueColumn<KycQueueRow>,
      base.state,
      base.waiting,
    ];
  };
  return (
    <QueueScreen
      store={store}
      columns={columns}
      filters={FILTERS}
      detail={(kyc, onDecided) => <KycDetail kyc={kyc} onDecided={onDecided} />}
    />
  );
});
