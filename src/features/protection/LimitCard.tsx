import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitKey, LimitView, SetLimitBody } from '../../api/protection';
import { formatTime } from '../../lib/formatTime';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { TextField } from '../../ui/form/TextField';
import { useMoney } from '../../ui/useMoney';
import { limitBounds, readLimit, type LimitInputError } from './limitInput';
import { useLimitText } from './useLimitText';
import { useProtectionAction } from './useProtectionAction';

const OUTCOME_TOASTS = {
  applied: 'protection.limit.applied',
  pending: 'protection.limit.pendingSaved',
  unchanged: 'protection.limit.unchanged',
};

/**
 * One limit: what is in force (and what the operator set), what the period used and when it
 * starts again, a loosening waiting for its 24 hours with its confirm and cancel, and the field
 * that changes it. A lower value applies at once; the server decides, the card shows its answer.
 */
export const LimitCard = observer(function LimitCard({ limit }: { limit: LimitView }) {
  const { t } = useTranslation();
  const { protection } = useStores();
  const show = useLimitText();
  const money = useMoney();
  const headingId = useId();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<LimitInputError | null>(null);
  const { error: formError, run } = useProtectionAction();
  const key = { kind: limit.kind, period: limit.period } as LimitKey;
  const label = t(`protection.periods.${limit.period}`);
  const bounds = limitBounds(limit.kind);
  const shownBounds = limit.kind === 'session' ? bounds : { min: money(bounds.min), max: money(bounds.max) };

  const save = async (amount: number | null) => {
    const saved = await run(
      () => protection.setLimit({ ...key, amount } as SetLimitBody),
      (outcome) => OUTCOME_TOASTS[outcome],
    );
    if (saved) setText('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readLimit(limit.kind, text);
    setInputError(read.error);
    if (read.error === null) void save(read.amount);
  };

  const pending = limit.pending;
  const confirmable = pending !== null && Date.now() >= Date.parse(pending.confirmableAt);
  return (
    <section className="limit-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="limit-card__title">
        {label}
      </h3>
      <p className="limit-card__current">
        {limit.effective === null
          ? t('protection.limit.none')
          : t('protection.limit.current', { value: show(limit.kind, limit.effective) })}
      </p>
      {limit.used !== null && limit.effective !== null && limit.periodEndsAt && (
        <p className="limit-card__note">
          {t('protection.limit.used', { used: show(limit.kind, limit.used), time: formatTime(limit.periodEndsAt) })}
        </p>
      )}
      {limit.operator !== null && (
        <p className="limit-card__note">{t('protection.limit.operator', { value: show(limit.kind, limit.operator) })}</p>
      )}
      {pending && (
        <div className="limit-card__pending" role="status">
          <p>
            {pending.amount === null
              ? t('protection.limit.pendingRemoval', { time: formatTime(pending.confirmableAt) })
              : t('protection.limit.pending', { value: show(limit.kind, pending.amount), time: formatTime(pending.confirmableAt) })}
          </p>
          <div className="limit-card__actions">
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={!confirmable}
              onClick={() => void run(() => protection.confirmLimit(key), 'protection.limit.confirmed')}
            >
              {t('protection.limit.confirm')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => void run(() => protection.cancelLimit(key), 'protection.limit.cancelled')}
            >
              {t('protection.limit.cancel')}
            </button>
          </div>
        </div>
      )}
      <form className="form-stack" onSubmit={submit} noValidate>
        <TextField
          label={t(limit.kind === 'session' ? 'protection.limit.minutesLabel' : 'protection.limit.amountLabel', { period: label })}
          value={text}
          onChange={setText}
          inputMode={limit.kind === 'session' ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={16}
          hint={t(limit.kind === 'session' ? 'protection.limit.minutesHint' : 'protection.limit.amountHint', shownBounds)}
          error={inputError ? `protection.limit.errors.${inputError}` : null}
          errorValues={shownBounds}
        />
        <FormError error={formError} />
        <div className="limit-card__actions">
          <button type="submit" className="btn btn--primary btn--small">
            {t('protection.limit.save')}
          </button>
          {limit.player !== null && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void save(null)}>
              {t('protection.limit.remove')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
});
