import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_APPROVAL_THRESHOLD, ADJUSTMENT_MAX, type Adjustment } from '../../../../contracts/players-ops';
import { checkAmount } from '../../../lib/amount';
import type { PlayerStore } from '../../stores/PlayersStore';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { money } from './playerColumns';
import { reasonProblem, tidyReason } from './reason';

/**
 * A manual credit or debit (players.adjust): pesos typed, sent as signed centavos with the reason.
 * The idempotency key is made once when the form opens, so a double click or a retry after a lost
 * answer is the same adjustment and moves money once; a new adjustment opens a new form.
 */
export function AdjustmentForm({ store }: { store: PlayerStore }) {
  const { t } = useTranslation();
  const [idempotencyKey, setKey] = useState<string | null>(null);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [made, setMade] = useState<Adjustment | null>(null);
  const { error, setError, busy, run } = useFailure();

  const open = () => {
    setKey(crypto.randomUUID());
    setDirection('credit');
    setAmount('');
    setReason('');
    setMade(null);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!idempotencyKey) return;
    const checked = checkAmount(amount, { min: 1, max: ADJUSTMENT_MAX });
    if (checked.centavos === null || checked.error) return setError(t('ops.players.adjust.amountRule', { max: money(ADJUSTMENT_MAX) }));
    const problem = reasonProblem(t, reason);
    if (problem) return setError(problem);
    const amountCentavos = direction === 'debit' ? -checked.centavos : checked.centavos;
    let answer: Adjustment | null = null;
    if (await run(async () => void (answer = await store.adjust({ amountCentavos, reason: tidyReason(reason), idempotencyKey })))) {
      setMade(answer);
      setKey(null);
    }
  };

  return (
    <section className="ops-card" aria-labelledby="ops-player-adjust">
      <h2 id="ops-player-adjust">{t('ops.players.adjust.title')}</h2>
      <p>{t('ops.players.adjust.hint', { threshold: money(ADJUSTMENT_APPROVAL_THRESHOLD) })}</p>
      {made && (
        <p role="status" className="ops-notice">
          {t(`ops.players.adjust.${made.state}`, { id: made.adjustmentId, amount: money(made.amount) })}
        </p>
      )}
      {idempotencyKey === null ? (
        <button type="button" className="ops-button" onClick={open}>
          {t('ops.players.adjust.open')}
        </button>
      ) : (
        <form className="ops-players-form" aria-label={t('ops.players.adjust.title')} onSubmit={(event) => void submit(event)}>
          <fieldset className="ops-players-choice">
            <legend>{t('ops.players.adjust.direction')}</legend>
            {(['credit', 'debit'] as const).map((d) => (
              <label key={d}>
                <input type="radio" name="direction" checked={direction === d} onChange={() => setDirection(d)} />
                <span>{t(`ops.players.adjust.${d}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className="ops-field">
            <span>{t('ops.players.adjust.amount')}</span>
            <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} autoComplete="off" />
          </label>
          <label className="ops-field">
            <span>{t('ops.players.reason')}</span>
            <textarea value={reason} maxLength={200} rows={2} onChange={(event) => setReason(event.target.value)} />
          </label>
          <FormAlert error={error} />
          <div className="ops-actions">
            <button type="button" className="ops-button ops-button--quiet" onClick={() => setKey(null)}>
              {t('ops.players.cancel')}
            </button>
            <button type="submit" className="ops-button" disabled={busy}>
              {t('ops.players.adjust.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
