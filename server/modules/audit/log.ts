import type { Db, Queryable } from '../../db/types';
import { canonicalJson } from '../../lib/canonical-json';
import { insertAuditRow } from './repository';

/**
 * One fact for the audit log. `kind` names what happened (`money.transfer`, `operator.decision`,
 * `account.password_changed` …), `actor` who did it (`member:<id>`, `operator:<id>`, `system`,
 * `vendor:<code>`), `data` the ids and amounts that make it checkable — never names, emails,
 * phone or ID numbers, passwords or card numbers (the log cannot be edited, so it must never hold
 * what a player may ask to have erased).
 */
export interface AuditEntry {
  kind: string;
  memberId?: number | null;
  actor: string;
  data: Record<string, unknown>;
}

const KIND = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;
const ACTOR = /^[a-z][a-z_]*(:[A-Za-z0-9_.-]+)?$/;
const MAX_DATA = 8_000;
/** Keys that would carry personal data. A programming error, caught by the callers' tests. */
const PERSONAL_KEYS = new Set(
  (
    'name realname fullname payeename username nickname email mobile mobilenum phone password paymentpassword answer answers ' +
    'address permanentaddress birthday birthdate placeofbirth idnumber cardnumber accountnumber accountname employername ip'
  ).split(' '),
);

function checkKeys(value: unknown, path: string): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (PERSONAL_KEYS.has(key.toLowerCase())) throw new TypeError(`audit data: ${path}${key} would hold personal data`);
    checkKeys(inner, `${path}${key}.`);
  }
}

/** The row's text as written: checked, canonical, bounded. Exposed for callers' tests. */
export function auditRecord(entry: AuditEntry): { kind: string; memberId: number | null; actor: string; data: string } {
  if (entry.kind.length > 64 || !KIND.test(entry.kind)) throw new TypeError(`audit kind "${entry.kind}" is not a dotted lower-case name`);
  if (entry.actor.length > 80 || !ACTOR.test(entry.actor)) throw new TypeError(`audit actor "${entry.actor}" is not kind[:id]`);
  const memberId = entry.memberId ?? null;
  if (memberId !== null && !Number.isSafeInteger(memberId)) throw new TypeError('audit memberId must be an integer');
  checkKeys(entry.data, '');
  const data = canonicalJson(entry.data);
  if (data.length > MAX_DATA) throw new TypeError('audit data is too large');
  return { kind: entry.kind, memberId, actor: entry.actor, data };
}

/**
 * Appends one fact inside the caller's transaction, so it is written exactly when what it
 * records is (and rolled back with it). Only an INSERT: no lock, no read of the chain, so
 * concurrent bets do not queue on each other. The chain position and hash are given later, in
 * commit order, by the sealer (./seal.ts).
 */
export async function appendAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, auditRecord(entry));
}

/**
 * A write and its audit row in one transaction, for a change made outside one (a single UPDATE on
 * ctx.db): `entry` sees what the write returned and gives null when nothing changed, so a write
 * that lost a race leaves no row.
 */
export async function audited<T>(db: Db, write: (tx: Queryable) => Promise<T>, entry: (result: T) => AuditEntry | null): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    const fact = entry(result);
    if (fact) await appendAudit(tx, fact);
    return result;
  });
}
