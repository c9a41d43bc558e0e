import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_REASON_MIN } from '../../../../contracts/queues';
import type { QueueAction, QueueDecision, QueueName } from '../../api/queueCalls';
import type { QueueStore } from '../../stores/QueueStore';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { needsReason } from './decisionRules';

interface DecisionBarProps<Q extends QueueName> {
  store: QueueStore<Q>;
  id: string;
  /** The decisions offered: what the item's state allows and the staff member's permissions grant. */
  actions: QueueAction[];
  /** The amount an approval is weighed by (null: a KYC case). */
  amount: number | null;
  onDecided: (action: QueueAction) => void;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The decisions on one item: a button per decision the staff member may take; each asks before it
 * is sent, for the reason where the server wants one (every rejection and hold, a large approval),
 * and, rejecting a KYC case, whether the player may send the documents again.
 */
export function DecisionBar<Q extends QueueName>({ store, id, actions, amount, onDecided }: DecisionBarProps<Q>) {
  const { t } = useTranslation();
  const queue: QueueName = store.queue;
  const [action, setAction] = useState<QueueAction | null>(null);
  const [reason, setReason] = useState('');
  const [canResubmit, setCanResubmit] = useState(true);
  const [validUntil, setValidUntil] = useState('');
  const { error, setError, busy, run } = useFailure();
  if (actions.length === 0) return null;

  const choose = (chosen: QueueAction | null) => {
    setAction(chosen);
    setReason('');
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const asked = needsReason(action, amount);
    if (asked && tidy(reason).length < QUEUE_REASON_MIN) return setError(t('ops.queues.decide.reasonShort', { min: QUEUE_REASON_MIN }));
    const body =
      queue === 'kyc' && action === 'reject'
        ? { reason: tidy(reason), canResubmit }
        : queue === 'kyc' && action === 'approve'
          ? validUntil
            ? { validUntil }
            : {}
          : asked
            ? { reason: tidy(reason) }
            : {};
    const decision = { action, body } as QueueDecision<Q>;
    if (await run(async () => void (await store.decide(id, decision)))) onDecided(action);
  };

  if (!action) {
    return (
      <div className="ops-actions" role="group" aria-label={t('ops.queues.decide.title')}>
        {actions.map((offered) => (
          <button
            key={offered}
            type="button"
            className={
              offered === 'approve' ? 'ops-button' : offered === 'reject' ? 'ops-button ops-button--danger' : 'ops-button ops-button--quiet'
            }
            onClick={() => choose(offered)}
          >
            {t(`ops.queues.decide.${offered}`)}
          </button>
        ))}
      </div>
    );
  }
  const title = t(`ops.queues.decide.confirmTitle.${action}`, { id });
  return (
    <form className="ops-queue-decision" aria-label={title} onSubmit={(event) => void submit(event)}>
      <h3>{title}</h3>
      {needsReason(action, amount) && (
        <label className="ops-field">
          <span>{t(`ops.queues.decide.reason.${action}`)}</span>
          <textarea value={reason} maxLength={200} rows={3} onChange={(event) => setReason(event.target.value)} />
        </label>
      )}
      {queue === 'kyc' && action === 'reject' && (
        <label className="ops-check">
          <input type="checkbox" checked={canResubmit} onChange={(event) => setCanResubmit(event.target.checked)} />
          <span>{t('ops.queues.decide.canResubmit')}</span>
        </label>
      )}
      {queue === 'kyc' && action === 'approve' && (
        <label className="ops-field">
          <span>{t('ops.queues.decide.validUntil')}</span>
          <input type="date" value={validUntil} onChange={(event) => setValidUntil(event.target.value)} />
        </label>
      )}
      <FormAlert error={error} />
      <div className="ops-actions">
        <button type="button" className="ops-button ops-button--quiet" onClick={() => choose(null)}>
          {t('ops.queues.decide.cancel')}
        </button>
        <button type="submit" className={action === 'reject' ? 'ops-button ops-button--danger' : 'ops-button'} disabled={busy}>
          {t(`ops.queues.decide.confirm.${action}`)}
        </button>
      </div>
    </form>
  );
}
