import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Adjustment } from '../../../../contracts/players-ops';
import { errorText } from '../../errorText';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { PagedGrid, type gridFeatures, type GridColumn } from './PagedGrid';
import { money, playerPath, timeText } from './playerColumns';
import { reasonProblem, tidyReason } from './reason';
import '../../players.css';

type Decision = { adjustment: Adjustment; action: 'approve' | 'reject' };

/**
 * /ops/adjustments (players.adjustApprove): adjustments above the threshold waiting for a second
 * staff member, oldest first. One's own requests are shown but not offered: another decides them.
 */
export const AdjustmentsScreen = observer(function AdjustmentsScreen() {
  const { t, i18n } = useTranslation();
  const { adjustments, session } = useOpsStore();
  const me = session.me?.username;
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: unknown) => setError(errorText(t, failure));
  useEffect(() => {
    adjustments.pending.firstPage().catch((failure: unknown) => setError(errorText(t, failure)));
  }, [adjustments, t]);

  const columns = useMemo((): GridColumn<Adjustment>[] => {
    const when = timeText(i18n.language);
    const column = createColumnHelper<typeof gridFeatures, Adjustment>();
    return [
      column.accessor('adjustmentId', { header: () => t('ops.players.column.id') }),
      column.accessor('username', {
        header: () => t('ops.players.column.username'),
        cell: (info) => <Link to={playerPath(info.getValue())}>{info.getValue()}</Link>,
      }),
      column.accessor('amount', { header: () => t('ops.players.column.amount'), cell: (info) => money(info.getValue()) }),
      column.accessor('reason', { header: () => t('ops.players.column.reason') }),
      column.accessor('requestedBy', { header: () => t('ops.players.column.requestedBy') }),
      column.accessor('requestedAt', { header: () => t('ops.players.column.time'), cell: (info) => when(info.getValue()) }),
      column.display({
        id: 'actions',
        header: () => t('ops.players.column.actions'),
        cell: ({ row }) =>
          row.original.requestedBy === me ? (
            t('ops.players.approvals.yours')
          ) : (
            <span className="ops-row-actions">
              {(['approve', 'reject'] as const).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'approve' ? 'ops-button' : 'ops-button ops-button--danger'}
                  onClick={() => {
                    setDone(null);
                    setDeciding({ adjustment: row.original, action });
                  }}
                >
                  {t(`ops.players.approvals.${action}`, { id: row.original.adjustmentId })}
                </button>
              ))}
            </span>
          ),
      }),
    ];
  }, [t, i18n.language, me]);

  return (
    <section className="ops-screen ops-players" aria-labelledby="ops-adjustments-title">
      <h1 id="ops-adjustments-title">{t('ops.players.approvals.title')}</h1>
      <p>{t('ops.players.approvals.hint')}</p>
      <FormAlert error={error} />
      {done && (
        <p role="status" className="ops-notice">
          {done}
        </p>
      )}
      <PagedGrid
        label={t('ops.players.approvals.title')}
        list={adjustments.pending}
        columns={columns}
        rowId={(row) => row.adjustmentId}
        empty={t('ops.players.approvals.none')}
        onError={failed}
      />
      {deciding && (
        <DecisionForm
          key={`${deciding.action}-${deciding.adjustment.adjustmentId}`}
          decision={deciding}
          onClose={(message) => {
            setDeciding(null);
            if (message) setDone(message);
          }}
        />
      )}
    </section>
  );
});

function DecisionForm({ decision, onClose }: { decision: Decision; onClose: (done: string | null) => void }) {
  const { t } = useTranslation();
  const { adjustments } = useOpsStore();
  const [reason, setReason] = useState('');
  const { error, setError, busy, run } = useFailure();
  const { adjustment, action } = decision;
  const title = t(`ops.players.approvals.confirmTitle.${action}`, {
    id: adjustment.adjustmentId,
    amount: money(adjustment.amount),
    username: adjustment.username,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonProblem(t, reason);
    if (problem) return setError(problem);
    if (await run(async () => void (await adjustments.decide(adjustment.adjustmentId, action, tidyReason(reason))))) {
      onClose(t(`ops.players.approvals.done.${action}`, { id: adjustment.adjustmentId }));
    }
  };
  return (
    <form className="ops-card ops-players-form" aria-label={title} onSubmit={(event) => void submit(event)}>
      <h2>{title}</h2>
      <label className="ops-field">
        <span>{t('ops.players.reason')}</span>
        <textarea value={reason} maxLength={200} rows={2} onChange={(event) => setReason(event.target.value)} />
      </label>
      <FormAlert error={error} />
      <div className="ops-actions">
        <button type="button" className="ops-button ops-button--quiet" onClick={() => onClose(null)}>
          {t('ops.players.cancel')}
        </button>
        <button type="submit" className={action === 'approve' ? 'ops-button' : 'ops-button ops-button--danger'} disabled={busy}>
          {t(`ops.players.approvals.confirm.${action}`)}
        </button>
      </div>
    </form>
  );
}
