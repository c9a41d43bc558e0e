import { REPORT_MAX_DAYS } from '../../../contracts/reports';
import { errors } from '../../http/app-error';
import type { Range } from './repository';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight starting a Manila day (UTC+8 all year: the Philippines keep no summer time). */
function manilaMidnight(day: string, field: string): Date {
  const at = new Date(`${day}T00:00:00+08:00`);
  // 2026-02-30 parses to nothing or to another day: either way not the day asked for.
  if (!DATE.test(day) || Number.isNaN(at.getTime()) || new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) !== day) {
    throw errors.fieldInvalid(field, `${field} must be a date, YYYY-MM-DD`);
  }
  return at;
}

/** The instants bounding Manila days `from` to `to`, both included; at most REPORT_MAX_DAYS days. */
export function reportRange(from: string, to: string): Range {
  const start = manilaMidnight(from, 'from');
  const end = new Date(manilaMidnight(to, 'to').getTime() + DAY_MS);
  if (end <= start) throw errors.fieldInvalid('to', 'to must not be before from');
  if ((end.getTime() - start.getTime()) / DAY_MS > REPORT_MAX_DAYS) {
    throw errors.fieldInvalid('to', `A report covers at most ${REPORT_MAX_DAYS} days`);
  }
  return { from: start, to: end };
}
