import { errors } from './app-error';

const DAY = 86_400_000;
/** Rows a page of a player's lists unless the client asks for another size. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The time range of a player's list asked for by YYYY-MM-DD dates: whole days, both ends
 * included, at most three months; without dates, the last 7 days. `to` is exclusive.
 */
export function dayRange(startDate: string | undefined, endDate: string | undefined): { from: Date; to: Date } {
  const to = endDate ? new Date(Date.parse(endDate) + DAY) : new Date(Date.now() + DAY);
  const from = startDate ? new Date(startDate) : new Date(to.getTime() - 8 * DAY);
  if (from >= to) throw errors.invalidInput('startDate must not be after endDate');
  if (to.getTime() - from.getTime() > 93 * DAY) throw errors.invalidInput('The date range can be at most three months');
  return { from, to };
}

/** A page of a list as the client reads it (SPEC: content/list, pageNum, totalPages). */
export function pageOf<T>(list: T[], pageNo: number, pageSize: number, totalCount: number) {
  return { list, pageNum: pageNo, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}
