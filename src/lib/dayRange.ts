import dayjs, { type Dayjs } from 'dayjs';

/** Both ends included, as the date inputs and the server read them. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const DATE = 'YYYY-MM-DD';
/**
 * A dated list (betting record, deposit records) opens on the last 7 days (the server's default,
 * contracts/paging.ts) and spans at most 3 months.
 */
const DEFAULT_DAYS = 7;
const MAX_MONTHS = 3;

export const formatDate = (day: Dayjs): string => day.format(DATE);

export function defaultRange(today: Dayjs = dayjs()): DateRange {
  return { startDate: formatDate(today.subtract(DEFAULT_DAYS, 'day')), endDate: formatDate(today) };
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();

/** A new start; the end follows so it is never before the start nor more than 3 months after it. */
export function withStart(range: DateRange, startDate: string): DateRange {
  if (!isDate(startDate)) return range;
  const start = dayjs(startDate);
  const latest = start.add(MAX_MONTHS, 'month');
  const end = dayjs(range.endDate);
  const endDate = end.isBefore(start) ? startDate : end.isAfter(latest) ? formatDate(latest) : range.endDate;
  return { startDate, endDate };
}

/** A new end; the start follows so it is never after the end nor more than 3 months before it. */
export function withEnd(range: DateRange, endDate: string): DateRange {
  if (!isDate(endDate)) return range;
  const end = dayjs(endDate);
  const earliest = end.subtract(MAX_MONTHS, 'month');
  const start = dayjs(range.startDate);
  const startDate = start.isAfter(end) ? endDate : start.isBefore(earliest) ? formatDate(earliest) : range.startDate;
  return { startDate, endDate };
}
