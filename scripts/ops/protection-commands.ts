import type { LimitView, OpsProtection, OpsRestrictedEntry, OpsUnrestrictResult } from '../../contracts/protection';
import { IDENTITY_KINDS, MONEY_LIMIT_KINDS, MONEY_LIMIT_PERIODS } from '../../contracts/protection';
import { UsageError, type OpsCall } from './commands';

/** Player protection's operator commands (`npm run ops -- …`; their usage lines are in commands.ts), kept beside the cashier's. */

function usernameArg(positionals: string[]): string {
  const username = positionals[0];
  if (!username || !/^[A-Za-z0-9_]{3,64}$/.test(username)) throw new UsageError('Give the player’s username');
  return username;
}

function reasonOf(reason: string | undefined): string {
  if (!reason || reason.trim().length < 3) throw new UsageError('Give --reason "…" (at least 3 characters): it is recorded');
  return reason.trim();
}

/** "none" removes; pesos with at most two decimals become centavos; minutes are whole. */
function amountArg(text: string | undefined, unit: 'pesos' | 'minutes'): number | null {
  if (text === 'none') return null;
  const pattern = unit === 'pesos' ? /^\d{1,9}(\.\d{1,2})?$/ : /^\d{1,4}$/;
  if (!text || !pattern.test(text)) throw new UsageError(`Give the limit in ${unit}, or "none" to remove it`);
  return unit === 'pesos' ? Math.round(Number(text) * 100) : Number(text);
}

function setLimit(positionals: string[], reason: string | undefined): OpsCall {
  const username = usernameArg(positionals);
  const [, kind, second, third] = positionals;
  const path = `/ops/members/${username}/limits`;
  if (kind === 'session') {
    return { method: 'POST', path, body: { kind, period: 'session', amount: amountArg(second, 'minutes'), reason: reasonOf(reason) } };
  }
  if (!(MONEY_LIMIT_KINDS as readonly (string | undefined)[]).includes(kind))
    throw new UsageError('Give the limit: deposit, loss, wager or session');
  if (!(MONEY_LIMIT_PERIODS as readonly (string | undefined)[]).includes(second))
    throw new UsageError('Give the period: day, week or month');
  return { method: 'POST', path, body: { kind, period: second, amount: amountArg(third, 'pesos'), reason: reasonOf(reason) } };
}

function identityArgs(positionals: string[]): { kind: string; value: string } {
  const [kind, value] = positionals;
  if (!kind || !(IDENTITY_KINDS as readonly string[]).includes(kind)) throw new UsageError('Give the kind: mobile, email or id_number');
  if (!value || value.trim().length < 3) throw new UsageError('Give the value (a mobile number, an email address or an ID number)');
  return { kind, value: value.trim() };
}

/** The API call of a protection command; null when the command is not one of them. */
export function protectionCallFor(
  command: string | undefined,
  positionals: string[],
  options: Record<string, string | undefined>,
): OpsCall | null {
  switch (command) {
    case 'protection':
      return { method: 'GET', path: `/ops/members/${usernameArg(positionals)}/protection` };
    case 'set-limit':
      return setLimit(positionals, options.reason);
    case 'restricted':
      return { method: 'GET', path: '/ops/restricted-identities' };
    case 'restrict':
      return {
        method: 'POST',
        path: '/ops/restricted-identities',
        body: { ...identityArgs(positionals), reason: reasonOf(options.reason) },
      };
    case 'unrestrict':
      return { method: 'POST', path: '/ops/restricted-identities/remove', body: identityArgs(positionals) };
    default:
      return null;
  }
}

export type ProtectionRow = OpsProtection | OpsRestrictedEntry | OpsUnrestrictResult;

const pesos = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function limitLine(l: LimitView): string | null {
  if (l.player === null && l.operator === null && !l.pending) return null;
  const show = (v: number | null) => (v === null ? 'none' : l.kind === 'session' ? `${v} min` : pesos(v));
  const used = l.used === null ? '' : `, used ${pesos(l.used)}`;
  const waiting = l.pending ? `, waiting: ${show(l.pending.amount)} from ${l.pending.confirmableAt}` : '';
  const name = l.kind === 'session' ? 'session' : `${l.kind}/${l.period}`;
  return `  ${name.padEnd(14)} player ${show(l.player)}, operator ${show(l.operator)}, in force ${show(l.effective)}${used}${waiting}`;
}

/** Lines for a protection answer, for a terminal; null when the row is not one. */
export function describeProtection(row: object): string | null {
  if ('protection' in row) {
    const { username, protection: p } = row as OpsProtection;
    const head = `${username}  reality check every ${p.realityCheckMinutes} min`;
    const block = p.block ? `\n  ${p.block.kind} (${p.block.duration}) until ${p.block.endsAt}` : '\n  no break';
    const limits = p.limits.map(limitLine).filter((line) => line !== null);
    return [head + block, ...limits].join('\n');
  }
  if ('restrictedId' in row) {
    const e = row as OpsRestrictedEntry;
    const until = e.expiresAt ? ` until ${e.expiresAt}` : '';
    const reason = e.reason ? ` (${e.reason})` : '';
    return `#${e.restrictedId}  ${e.kind.padEnd(9)} ${e.source.padEnd(14)} by ${e.addedBy} at ${e.createdAt}${until}${reason}`;
  }
  if ('removed' in row) {
    const r = row as OpsUnrestrictResult;
    return r.removed > 0 ? `${r.kind} taken off the list` : `${r.kind}: not on the operator's list`;
  }
  return null;
}
