import { errors } from '../../http/app-error';

/**
 * The player view's list cursors: where the next page starts (the last row's key), as opaque
 * base64url JSON tagged with the list it belongs to, so a cursor of one list is refused by another.
 */
export function cursorOf(list: string, key: string | number): string {
  return Buffer.from(JSON.stringify({ l: list, k: key })).toString('base64url');
}

/** The key a cursor of this list carries (null without a cursor); `shape` says what a key of this list looks like. */
export function keyOf<K extends string | number>(list: string, cursor: string | undefined, shape: (key: unknown) => key is K): K | null {
  if (cursor === undefined) return null;
  let body: { l?: unknown; k?: unknown } | null = null;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { l?: unknown; k?: unknown };
  } catch {
    // Falls through to the refusal.
  }
  if (body?.l !== list || !shape(body.k)) throw errors.fieldInvalid('cursor', 'Not a cursor of this list');
  return body.k;
}

export const isId = (key: unknown): key is number => Number.isSafeInteger(key) && (key as number) > 0;
export const isUsernameKey = (key: unknown): key is string => typeof key === 'string' && /^[a-z0-9_]{1,64}$/.test(key);

/** One row more than the page is read: it says whether a next page exists, without counting. */
export function pageOf<R, V>(rows: R[], limit: number, view: (row: R) => V, next: (last: R) => string) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { list: page.map(view), nextCursor: rows.length > limit && last !== undefined ? next(last) : null };
}
