import {
  PLAYERS_PAGE_DEFAULT,
  type AuditCaseKind,
  type AuditChainState,
  type AuditTrailEntry,
  type AuditTrailPage,
  type AuditTrailQuery,
} from '../../../contracts/players-ops';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { GENESIS_HASH, chainHash, chainRow } from '../audit/chain';
import { readHead, sealedRowsAt } from '../audit/repository';
import { adjustmentReasons } from './adjustment-repository';
import { actionReasons, actorNames, caseMember, decisionReasons, trailPage, type TrailRow } from './audit-repository';
import { cursorOf, isId, keyOf } from './cursor';
import { byHash } from './reasons';
import { playerNamed } from './service';

/*
 * The audit trail of a player or of one case (a deposit, a withdrawal, a KYC case, an adjustment):
 * who did what when, the reason given, and whether each entry still holds its place in the hash
 * chain. Read from the log itself; nothing here writes.
 */

type Data = Record<string, unknown>;
const dataOf = (row: TrailRow): Data => JSON.parse(row.data) as Data;
const idIn = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);

/** The player, and the case when one is asked for: `deposit:D12` → deposit 12 of its player. */
async function subjectOf(
  ctx: AppContext,
  q: AuditTrailQuery,
): Promise<{ memberId: number; of: { kind: AuditCaseKind; id: number } | null }> {
  if ((q.player === undefined) === (q.case === undefined)) throw errors.invalidInput('Ask for exactly one of player or case');
  if (q.player !== undefined) return { memberId: (await playerNamed(ctx, q.player)).id, of: null };
  const [kind, ref] = q.case!.split(':') as [AuditCaseKind, string];
  const id = Number(ref.slice(1));
  const memberId = await caseMember(ctx.db, kind, id);
  if (memberId === null) throw errors.notFound('No such case');
  return { memberId, of: { kind, id } };
}

/**
 * Each sealed entry's two links, recomputed: from the entry before it (its hash), and to the entry
 * after it (or to the chain's head when it is the last). A row changed after sealing breaks the
 * first; one changed and re-hashed breaks the second.
 */
async function chainStates(db: Queryable, rows: TrailRow[]): Promise<Map<number, AuditChainState>> {
  const sealed = rows.filter((r) => r.seq !== null).map((r) => ({ row: r, seq: Number(r.seq) }));
  const states = new Map<number, AuditChainState>(rows.map((r) => [Number(r.id), 'unsealed']));
  if (sealed.length === 0) return states;
  const head = await readHead(db);
  const around = new Set(sealed.flatMap(({ seq }) => [seq - 1, seq + 1]).filter((s) => s >= 1));
  const neighbours = new Map((await sealedRowsAt(db, [...around])).map((r) => [Number(r.seq), r]));
  for (const { row, seq } of sealed) {
    const before = seq === 1 ? GENESIS_HASH : neighbours.get(seq - 1)?.hash;
    const after = neighbours.get(seq + 1);
    const fromBefore = before !== undefined && chainHash(before, chainRow(seq, row)) === row.hash;
    const toAfter = after ? chainHash(row.hash!, chainRow(seq + 1, after)) === after.hash : head.seq === seq && head.hash === row.hash;
    states.set(Number(row.id), fromBefore && toAfter ? 'verified' : 'broken');
  }
  return states;
}

/** The reasons behind the page's entries, by hash: from the decisions, adjustments and staff actions they name. */
async function reasonsOf(db: Queryable, entries: Data[]): Promise<Map<string, string>> {
  const withReason = entries.filter((d) => typeof d.reasonSha256 === 'string');
  const cases = withReason.flatMap((d) => {
    const subjectId = idIn(d.subjectId);
    return typeof d.subject === 'string' && d.subject !== 'adjustment' && subjectId !== null ? [{ subject: d.subject, subjectId }] : [];
  });
  const adjustments = withReason.flatMap((d) => (d.subject === 'adjustment' && idIn(d.subjectId) !== null ? [d.subjectId as number] : []));
  const actions = withReason.flatMap((d) => (idIn(d.actionId) !== null ? [d.actionId as number] : []));
  const [a, b, c] = await Promise.all([decisionReasons(db, cases), adjustmentReasons(db, adjustments), actionReasons(db, actions)]);
  return byHash([...a, ...b, ...c]);
}

/** `staff:12` → staff, 12; `system` → system, no id. */
function actorOf(actor: string): { kind: string; id: string | undefined } {
  const colon = actor.indexOf(':');
  return colon < 0 ? { kind: actor, id: undefined } : { kind: actor.slice(0, colon), id: actor.slice(colon + 1) };
}

export async function auditTrail(ctx: AppContext, q: AuditTrailQuery): Promise<AuditTrailPage> {
  const { memberId, of } = await subjectOf(ctx, q);
  const limit = q.limit ?? PLAYERS_PAGE_DEFAULT;
  const list = of ? `audit:${of.kind}:${of.id}` : `audit:player:${memberId}`;
  const rows = await trailPage(ctx.db, memberId, of, keyOf(list, q.cursor, isId), limit + 1);
  const page = rows.slice(0, limit);
  const data = page.map(dataOf);
  const actors = page.map((r) => actorOf(r.actor));
  const ids = (kind: string) => actors.flatMap((a) => (a.kind === kind && a.id && /^[0-9]{1,15}$/.test(a.id) ? [Number(a.id)] : []));
  const [states, reasons, names] = await Promise.all([
    chainStates(ctx.db, page),
    reasonsOf(ctx.db, data),
    actorNames(ctx.db, { staff: ids('staff'), operator: ids('operator'), member: ids('member') }),
  ]);
  const tables: Record<string, Map<number, string>> = names;
  const nameOf = ({ kind, id }: { kind: string; id: string | undefined }): string | null => {
    if (id === undefined) return null;
    const table = tables[kind];
    return table ? (table.get(Number(id)) ?? null) : id;
  };
  const entries = page.map((row, i): AuditTrailEntry => {
    const actor = actors[i]!;
    const hash = data[i]!.reasonSha256;
    return {
      entryId: Number(row.id),
      seq: row.seq === null ? null : Number(row.seq),
      at: row.created_at,
      kind: row.kind,
      actorKind: actor.kind === 'member' ? 'player' : actor.kind,
      actorName: nameOf(actor),
      data: data[i]!,
      reason: typeof hash === 'string' ? (reasons.get(hash) ?? null) : null,
      chain: states.get(Number(row.id)) ?? 'unsealed',
    };
  });
  const last = page[page.length - 1];
  return { list: entries, nextCursor: rows.length > limit && last ? cursorOf(list, Number(last.id)) : null };
}
