import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adjustmentRoutes } from './adjustment-routes';
import { auditTrailRoutes } from './audit-routes';
import { playerViewRoutes } from './player-routes';

/** The console's player view under /ops/api/players/…, adjustments' approvals and the audit trail, each route behind its permission. */
export const playersOpsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(playerViewRoutes);
  await app.register(adjustmentRoutes);
  await app.register(auditTrailRoutes);
};
