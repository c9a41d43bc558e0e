import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { announcementOpsRoutes } from './announcement-routes';
import { helpOpsRoutes } from './help-routes';
import { promotionOpsRoutes } from './promotion-routes';
import { settingsOpsRoutes } from './settings-routes';

/** The console's content (/ops/api/content/…, content.edit) and settings (/ops/api/settings/…, settings.edit). */
export const contentOpsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(announcementOpsRoutes);
  await app.register(helpOpsRoutes);
  await app.register(promotionOpsRoutes);
  await app.register(settingsOpsRoutes);
};
