import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { networkMatcher } from '../modules/system/status';

/** What stays reachable when the platform is closed: the status page's own calls. */
function isOpenPath(url: string): boolean {
  return !url.startsWith('/wps/') || url.startsWith('/wps/system/');
}

/**
 * The server side of the status gate (SPEC §4): during maintenance every API call but the
 * system ones answers MAINTENANCE, and from a restricted network REGION_RESTRICTED, so the
 * client's status page is not the only thing keeping players out.
 */
export function registerAccessGate(app: FastifyInstance): void {
  const { config } = app.ctx;
  const isRestricted = networkMatcher(config.restrictedNetworks);
  app.addHook('onRequest', async (request) => {
    if (isOpenPath(request.url)) return;
    if (config.maintenance) throw new AppError('MAINTENANCE', 503, 'We are conducting system maintenance');
    if (isRestricted(request.ip)) throw new AppError('REGION_RESTRICTED', 403, 'Access denied');
  });
}
