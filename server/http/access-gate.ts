import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Who a route serves, for the status gate:
 * - `player`: a player's call; closed during maintenance and from restricted networks.
 * - `open`: never closed: the status page's own calls (`/wps/system/*`), the web app shell and
 *   its assets (so a closed platform can still show its maintenance page), docs, sandbox tools.
 * - `settlement`: a game vendor's server-to-server wallet call. It is not judged by the caller's
 *   address (that is the vendor's, not the player's); during maintenance the wallet refuses new
 *   bets itself, in the wallet protocol, while wins and rollbacks of rounds already running are
 *   still settled, so no player's stake is left in limbo by a maintenance window.
 */
export type RouteAccess = 'player' | 'open' | 'settlement';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the status gate treats the route; see access-gate.ts. Defaults by its path. */
    access?: RouteAccess;
  }
}

/** The prefixes that carry players' calls: every route under them is gated unless it says otherwise. */
const PLAYER_PREFIXES = ['/wps/', '/lgw/'];
const SETTLEMENT_PREFIXES = ['/seamless/'];
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The access of a route, decided from the route's registered pattern (never the raw request
 * URL, which may be percent-encoded or in absolute form). A route that changes state outside
 * the known prefixes must declare its access, or the app refuses to start.
 */
export function routeAccess(url: string, method: string | string[], declared: RouteAccess | undefined): RouteAccess {
  if (declared) return declared;
  if (url.startsWith('/wps/system/')) return 'open';
  if (PLAYER_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'player';
  if (SETTLEMENT_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'settlement';
  const methods = Array.isArray(method) ? method : [method];
  if (methods.every((m) => SAFE_METHODS.has(m))) return 'open';
  throw new Error(`route ${methods.join(',')} ${url} must declare config.access for the status gate`);
}

/**
 * The server side of the status gate (SPEC §4): during maintenance every player call answers
 * MAINTENANCE, and from a restricted network REGION_RESTRICTED, so the client's status page is
 * not the only thing keeping players out. The decision is taken once per route, when it is
 * registered, and read from the route the router matched. The switches themselves are read per
 * request (AccessSettings, cached briefly), so the console's change applies without a restart.
 */
export function registerAccessGate(app: FastifyInstance): void {
  const { access } = app.ctx;
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: routeAccess(route.url, route.method, route.config?.access) };
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // No matched route (404, the app shell's client routes): nothing there for the gate to protect.
    if (request.is404) return;
    if (request.routeOptions.config.access !== 'player') return;
    const { maintenance, isRestricted } = await access.current();
    if (maintenance) throw new AppError('MAINTENANCE', 503, 'We are conducting system maintenance');
    if (isRestricted(request.ip)) throw new AppError('REGION_RESTRICTED', 403, 'Access denied');
  });
}
