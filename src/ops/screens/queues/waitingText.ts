import type { TFunction } from 'i18next';

/**
 * A wait as staff read it at a glance: its two largest units ("2 h 5 min", "3 d 4 h", "12 min"),
 * a zero second unit left out ("2 h"), and "under 1 min" before the first minute.
 */
export function waitingText(t: TFunction, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return t('ops.queues.duration.underMinute');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const unit = (key: 'days' | 'hours' | 'minutes', count: number) => t(`ops.queues.duration.${key}`, { count });
  const [big, small] =
    days > 0
      ? [unit('days', days), hours > 0 ? unit('hours', hours) : null]
      : hours > 0
        ? [unit('hours', hours), rest > 0 ? unit('minutes', rest) : null]
        : [unit('minutes', rest), null];
  return small ? `${big} ${small}` : big;
}
