import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoolOffDuration, SelfExclusionDuration } from '../../../contracts/protection-constants';
import { formatTime } from '../../lib/formatTime';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface BreakFormProps<D extends CoolOffDuration | SelfExclusionDuration> {
  durations: readonly D[];
  /** Texts under protection.breaks (cool-off) or protection.exclusion (self-exclusion): take, confirmTitle, confirmMessage. */
  texts: 'protection.breaks' | 'protection.exclusion';
  /** When set, a checkbox with this text must be ticked before the button works: the player says they understood. */
  acknowledgement?: string;
  /** When a break of that length taken now would end (for the confirmation's text). */
  endOf: (duration: D) => Date;
  onTake: (duration: D) => void;
}

/** The lengths of a break as radio buttons, the button, and a confirmation naming the length and its end. */
export function BreakForm<D extends CoolOffDuration | SelfExclusionDuration>({
  durations,
  texts,
  acknowledgement,
  endOf,
  onTake,
}: BreakFormProps<D>) {
  const { t } = useTranslation();
  const name = useId();
  const [duration, setDuration] = useState<D>(durations[0]!);
  const [understood, setUnderstood] = useState(!acknowledgement);
  const [asking, setAsking] = useState(false);
  const labelOf = (d: CoolOffDuration | SelfExclusionDuration) => t(`protection.breaks.durations.${d}`);
  const durationText = labelOf(duration);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (understood) setAsking(true);
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <fieldset className="protection__choices">
        <legend className="protection__legend">{t('protection.breaks.choose')}</legend>
        {durations.map((d) => (
          <label key={d} className="protection__choice">
            <input type="radio" name={name} checked={duration === d} onChange={() => setDuration(d)} />
            <span>{labelOf(d)}</span>
          </label>
        ))}
      </fieldset>
      {acknowledgement && (
        <label className="protection__acknowledge">
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          <span>{acknowledgement}</span>
        </label>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={!understood}>
        {t(`${texts}.take`)}
      </button>
      {asking && (
        <ConfirmDialog
          title={t(`${texts}.confirmTitle`, { duration: durationText })}
          message={t(`${texts}.confirmMessage`, { time: formatTime(endOf(duration).toISOString()) })}
          confirmLabel={t(`${texts}.take`)}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onTake(duration);
          }}
        />
      )}
    </form>
  );
}
