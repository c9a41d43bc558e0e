import type { AppContext } from './app-context';
import { AUDIT_SEAL_JOB, sealAudit } from './modules/audit/seal';

/**
 * The audit log's background work, on the durable queue: every minute, the rows written since
 * are sealed into the hash chain (the sealer's lock keeps two processes from sealing at once).
 */
export async function startAuditWork(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(AUDIT_SEAL_JOB, async () => {
    await sealAudit(ctx.db);
  });
  await ctx.jobs.schedule(AUDIT_SEAL_JOB, '* * * * *');
}
