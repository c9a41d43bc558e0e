import { randomInt } from 'node:crypto';
import { errors } from '../http/app-error';

/** Letters and digits a player can read out to support without confusing them (no 0/O, 1/I). */
const READABLE = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A money movement's reference: `prefix` then random readable characters, 10 in all (about 50
 * bits), so one player's reference never leads to another's order.
 */
export function newReference(prefix = ''): string {
  return prefix + Array.from({ length: 10 - prefix.length }, () => READABLE[randomInt(READABLE.length)]).join('');
}

/** The row id in a public id such as D12 or W3 (the schema checked its shape); `what` names it in the refusal. */
export function rowIdOf(publicId: string, what: string): number {
  const id = Number(publicId.slice(1));
  if (!Number.isSafeInteger(id) || id <= 0) throw errors.notFound(`No such ${what}`);
  return id;
}
