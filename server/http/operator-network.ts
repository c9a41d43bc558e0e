import type { FastifyInstance, FastifyRequest } from 'fastify';
import { networkMatcher } from '../modules/system/status';
import { errors } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the gate below for every route under /ops: the console, its API and the operator-key API. */
    operatorNetwork?: boolean;
  }
}

/** The operator's side of the platform: the console's page, its API (/ops/api/…) and the operator-key API. */
export function isOperatorRoute(url: string): boolean {
  return url === '/ops' || url.startsWith('/ops/');
}

/**
 * Staff and operator keys work only from the operator's own networks (OPS_NETWORKS): a stolen
 * password with its authenticator, or a leaked key, is worth nothing from anywhere else. Decided
 * once per route from its registered pattern, like the status gate, so a new console route is
 * covered without saying so; a refusal happens before any sign-in is counted or any body is read.
 */
export function registerOperatorNetworkGate(app: FastifyInstance, networks: string[]): void {
  const fromOperatorNetwork = networkMatcher(networks);
  app.addHook('onRoute', (route) => {
    if (isOperatorRoute(route.url)) route.config = { ...route.config, operatorNetwork: true };
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.operatorNetwork && !fromOperatorNetwork(request.ip)) throw errors.featureUnavailable();
  });
}
