import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { depositQueueRoutes } from './deposit-routes';
import { kycQueueRoutes } from './kyc-routes';
import { withdrawalQueueRoutes } from './withdrawal-routes';

/** The console's work queues under /ops/api/queues/: deposits, withdrawals and KYC cases, each route behind its own permission. */
export const queueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(depositQueueRoutes);
  await app.register(withdrawalQueueRoutes);
  await app.register(kycQueueRoutes);
};
