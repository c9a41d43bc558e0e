import { createHash } from 'node:crypto';
import { notifyPlayer } from '../inbox/service';
import { limitNews } from './rules';
import type {
  OpsLimitBody,
  OpsProtection,
  OpsRestrictedBody,
  OpsRestrictedEntry,
  OpsRestrictedList,
  OpsUnrestrictBody,
  OpsUnrestrictResult,
} from '../../../contracts/protection';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { appendAudit } from '../audit/log';
import { findMemberByUsername } from '../member/repository';
import type { OperatorRow } from '../operator/repository';
import { identityDigest } from './identity';
import { deleteLimit, upsertLimit } from './repository';
import { findRestricted, insertIdentities, listRestricted, removeRestricted, type RestrictedRow } from './identity-repository';
import { protect, protectionState, refreshEffectiveLimits } from './service';

/*
 * The operator's hand on player protection (until the back-office exists): a limit per player, and
 * the restricted-persons list standing for the national database. Each change is in the audit log.
 */

/** The operator's free text may name someone: the audit log keeps its hash, which proves it unchanged. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function playerNamed(ctx: AppContext, username: string) {
  const member = await findMemberByUsername(ctx.db, ctx.config.merchantCode, username);
  if (!member) throw errors.notFound('No such player');
  return member;
}

export async function opsProtection(ctx: AppContext, username: string): Promise<OpsProtection> {
  const member = await playerNamed(ctx, username);
  return { username: member.username, protection: await protectionState(ctx.db, member.id) };
}

/**
 * The operator's limit for one player (a responsible-gaming or affordability decision). In force at
 * once either way: the 24-hour wait protects a player from their own impulse, and the operator's
 * decisions are recorded instead. The player's own limit still applies when it is stricter.
 */
export async function setOperatorLimit(
  ctx: AppContext,
  operator: OperatorRow,
  username: string,
  body: OpsLimitBody,
): Promise<OpsProtection> {
  const member = await playerNamed(ctx, username);
  const at = new Date();
  await ctx.db.transaction(async (tx) => {
    await protect(tx, member.id, at);
    if (body.amount === null) await deleteLimit(tx, member.id, body.kind, body.period, 'operator');
    else {
      const setBy = `operator:${operator.name}`;
      await upsertLimit(
        tx,
        { memberId: member.id, kind: body.kind, period: body.period, setter: 'operator', amount: body.amount, setBy, reason: body.reason },
        at,
      );
    }
    await refreshEffectiveLimits(tx, member.id);
    await notifyPlayer(tx, member.id, 'limitEffective', limitNews(body.kind, body.period, body.amount));
    await appendAudit(tx, {
      kind: 'protection.operator_limit_set',
      memberId: member.id,
      actor: `operator:${operator.id}`,
      data: { limitKind: body.kind, period: body.period, to: body.amount, reasonSha256: sha256(body.reason) },
    });
  });
  return { username: member.username, protection: await protectionState(ctx.db, member.id, at) };
}

function entryOf(r: RestrictedRow): OpsRestrictedEntry {
  return {
    restrictedId: r.id,
    kind: r.kind,
    source: r.source,
    reason: r.reason,
    addedBy: r.addedBy,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
  };
}

/** Lists a mobile, email or ID number as restricted: registration with it is refused. Only its keyed hash is stored. */
export async function restrictIdentity(ctx: AppContext, operator: OperatorRow, body: OpsRestrictedBody): Promise<OpsRestrictedEntry> {
  const digest = identityDigest(ctx.config.tokenPepper, body.kind, body.value);
  await ctx.db.transaction(async (tx) => {
    const added = await insertIdentities(tx, [
      { kind: body.kind, digest, source: 'operator', exclusionId: null, reason: body.reason, addedBy: operator.name, expiresAt: null },
    ]);
    if (added > 0) {
      await appendAudit(tx, {
        kind: 'protection.identity_restricted',
        actor: `operator:${operator.id}`,
        data: { identityKind: body.kind, reasonSha256: sha256(body.reason) },
      });
    }
  });
  return entryOf((await findRestricted(ctx.db, body.kind, digest))!);
}

export async function unrestrictIdentity(ctx: AppContext, operator: OperatorRow, body: OpsUnrestrictBody): Promise<OpsUnrestrictResult> {
  const digest = identityDigest(ctx.config.tokenPepper, body.kind, body.value);
  const removed = await ctx.db.transaction(async (tx) => {
    const n = await removeRestricted(tx, body.kind, digest, operator.name, new Date());
    if (n > 0)
      await appendAudit(tx, {
        kind: 'protection.identity_unrestricted',
        actor: `operator:${operator.id}`,
        data: { identityKind: body.kind },
      });
    return n;
  });
  return { kind: body.kind, removed };
}

/** The list as it stands (operator entries and self-excluded players' identities), never the values themselves. */
export async function restrictedList(ctx: AppContext): Promise<OpsRestrictedList> {
  return { list: (await listRestricted(ctx.db, new Date())).map(entryOf) };
}
