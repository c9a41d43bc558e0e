import { useTranslation } from 'react-i18next';
import type { QueueCounts } from '../../../../contracts/queues';
import { waitingText } from './waitingText';

/**
 * How much waits in each open state and how long its oldest has waited. A state's name shows the
 * listing of that state alone (pressed while it is the filter); pressed again, everything waiting.
 */
export function QueueCountsBar({
  counts,
  activeState,
  onState,
}: {
  counts: QueueCounts;
  activeState: string | undefined;
  onState: (state: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="ops-queue-counts" aria-label={t('ops.queues.counts')}>
      {counts.map((c) => (
        <li key={c.state}>
          <button
            type="button"
            className="ops-queue-count"
            aria-pressed={activeState === c.state}
            onClick={() => onState(activeState === c.state ? undefined : c.state)}
          >
            <span className="ops-queue-count-state">{t(`ops.queues.state.${c.state}`)}</span>{' '}
            <strong className="ops-queue-count-number">{c.count}</strong>
          </button>
          <span className="ops-queue-count-oldest">
            {c.oldestWaitingSeconds === null
              ? t('ops.queues.nothingWaits')
              : t('ops.queues.oldest', { wait: waitingText(t, c.oldestWaitingSeconds) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
