import { errors } from '../../http/app-error';
import type { Keyset } from './repository';

interface CursorBody {
  /** The sort it was made for: a cursor of another sort would start a page at a meaningless place. */
  b: Keyset['by'];
  d: Keyset['direction'];
  k: string;
  i: number;
}

/** The cursor after a page's last row: its sort key and id, as opaque base64url. */
export function cursorAfter(by: Keyset['by'], direction: Keyset['direction'], last: { sortKey: string; id: number }): string {
  const body: CursorBody = { b: by, d: direction, k: last.sortKey, i: last.id };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The place a cursor names, for this sort; a cursor that is not one of ours, or of another sort, is refused. */
export function readCursor(cursor: string | undefined, by: Keyset['by'], direction: Keyset['direction']): Keyset['after'] {
  if (cursor === undefined) return null;
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    throw errors.fieldInvalid('cursor', 'Not a cursor of this queue');
  }
  const keyShape = by === 'amount' ? /^[0-9]{1,19}$/ : /^[0-9][0-9 :.+-]{9,40}$/;
  if (body?.b !== by || body.d !== direction || typeof body.k !== 'string' || !keyShape.test(body.k) || !Number.isSafeInteger(body.i)) {
    throw errors.fieldInvalid('cursor', 'Not a cursor of this queue and sort');
  }
  return { key: body.k, id: body.i! };
}
