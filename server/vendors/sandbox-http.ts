import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * The Fastify pieces the vendor apps on their own origins share (the PayMongo and Xendit
 * sandboxes, and the house vendor's schema rule): nothing here knows a provider's resources or
 * error format, which stay in each provider's app.ts.
 */

/**
 * Whether two secrets are equal, in constant time: both are hashed first, so the buffers compared
 * are always 32 bytes and neither the expected secret's length nor its bytes leak.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** What an HTTP Basic header carries; `password` is null when the decoded text has no colon at all. */
export interface BasicCredentials {
  user: string;
  password: string | null;
}

/**
 * The credentials of an HTTP Basic `authorization` header, or null when it is missing or of
 * another form. The missing colon is kept apart from an empty password, because the providers
 * differ there: the PayMongo sandbox takes a bare key as the user name, the Xendit one refuses it.
 */
export function basicCredentials(header: string | undefined): BasicCredentials | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? { user: decoded, password: null } : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * An `onRoute` hook that refuses (at start-up) a route declared without a closed schema for what
 * it reads; a POST or PUT must have a body schema. `appName` opens the error, to say which app.
 */
export function requireClosedSchema(appName: string) {
  return (route: RouteOptions): void => {
    const schema = (route.schema ?? {}) as Record<string, { additionalProperties?: unknown } | undefined>;
    const parts = (['body', 'params', 'querystring'] as const).map((part) => schema[part]).filter((part) => part !== undefined);
    const writes = ([] as string[]).concat(route.method).some((m) => m === 'POST' || m === 'PUT');
    if (parts.length === 0 || parts.some((part) => part.additionalProperties !== false) || (writes && !schema.body)) {
      throw new Error(`${appName}: ${String(route.method)} ${route.url} needs a closed schema for every input it reads`);
    }
  };
}

/** Plain HTML forms post `application/x-www-form-urlencoded`: read them as an object of strings. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** Calls without a body (an expire, a cancel, a page's button) are read as an empty one, so a closed `{}` schema applies. */
export async function emptyBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** Whether a request came from an HTML form (answered with a redirect back to the page) rather than a JSON client. */
export const fromForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * The headers on every answer of a sandbox provider: nothing framed, sniffed, cached or referred.
 * A page sets its own policy (and may set its own caching) before this runs; an API answer gets
 * the strictest policy, as it is never a document to render.
 */
export function lockDownAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
  });
}
