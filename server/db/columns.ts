/**
 * Column values as the two drivers hand them back: pg gives bigint and numeric as strings and
 * PGlite may give numbers; timestamps come as Date (pg) or ISO text. Repositories read through these.
 */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string | Date));
