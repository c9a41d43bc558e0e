import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { MoneyLimitPeriod } from '../../../contracts/protection';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Limits count calendar periods where the players are: the Philippines (UTC+8 all year, no DST). */
export const PERIOD_ZONE = 'Asia/Manila';

/** One calendar period: its first day in Manila (YYYY-MM-DD, the key stored with its usage) and its bounds. */
export interface Period {
  key: string;
  from: Date;
  to: Date;
}

export type Periods = Record<MoneyLimitPeriod, Period>;

function periodOf(start: dayjs.Dayjs, unit: 'day' | 'week' | 'month'): Period {
  return { key: start.format('YYYY-MM-DD'), from: start.toDate(), to: start.add(1, unit).toDate() };
}

function compute(now: Date): Periods {
  const day = dayjs(now).tz(PERIOD_ZONE).startOf('day');
  // The week starts on Monday (ISO 8601, as Philippine calendars and payroll weeks do); day() is 0 on Sunday.
  const week = day.subtract((day.day() + 6) % 7, 'day');
  return { day: periodOf(day, 'day'), week: periodOf(week, 'week'), month: periodOf(day.startOf('month'), 'month') };
}

/**
 * The day, week and month `now` falls in, in Manila. Every bet asks, so the answer is kept for the
 * rest of its day (the time-zone conversion costs far more than the bet's other arithmetic).
 */
let cached: Periods | null = null;
export function periodsAt(now: Date): Periods {
  const t = now.getTime();
  if (!cached || t < cached.day.from.getTime() || t >= cached.day.to.getTime()) cached = compute(now);
  return cached;
}

/** Adds calendar months in Manila (a 6-month exclusion from 31 August ends on the last day of February). */
export function addMonths(at: Date, months: number): Date {
  return dayjs(at).tz(PERIOD_ZONE).add(months, 'month').toDate();
}
