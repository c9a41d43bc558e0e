import type { OpsApplication, OpsApplicationPage, OpsApplicationsQuery } from '../../../contracts/promotions';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, pageOf } from '../../http/paging';
import { rowIdOf } from '../../ledger/references';
import { recordDecision, type OperatorRow } from '../operator/repository';
import { promotionErrors } from './errors';
import { decideApplication, findOpsApplication, listApplications, lockApplication, type OpsApplicationRow } from './repository';

function opsView(a: OpsApplicationRow): OpsApplication {
  return {
    applicationId: `A${a.applicationId}`,
    username: a.username,
    promotionId: a.promotionId,
    promotionTitle: a.promotionTitle,
    rewardAmount: a.rewardAmount,
    status: a.status,
    reason: a.reason,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    decidedBy: a.decidedBy,
  };
}

/** The operator's queue: applications by status (default: waiting), oldest first. */
export async function opsApplications(ctx: AppContext, q: OpsApplicationsQuery): Promise<OpsApplicationPage> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = await listApplications(ctx.db, { status: q.status ?? 'applying', pageNo, pageSize });
  return pageOf(page.list.map(opsView), pageNo, pageSize, page.totalCount);
}

/**
 * Approves (the player may then claim its reward) or rejects (with the reason the player reads) a
 * waiting application, once: the decision and its record are one transaction under the row's lock.
 */
export async function decideOnApplication(
  ctx: AppContext,
  operator: OperatorRow,
  applicationId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<OpsApplication> {
  const id = rowIdOf(applicationId, 'application');
  await ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw errors.notFound('No such application');
    if (application.status !== 'applying') throw promotionErrors.applicationDecided(application.status);
    const reason = decision.approve ? null : decision.reason;
    await decideApplication(tx, id, decision.approve ? 'approved' : 'rejected', reason);
    await recordDecision(tx, {
      operatorId: operator.id,
      subject: 'promotion',
      subjectId: id,
      decision: decision.approve ? 'approve' : 'reject',
      reason,
      memberId: application.memberId,
    });
  });
  return opsView((await findOpsApplication(ctx.db, id))!);
}
