import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Small HTTP pieces any sandbox provider app needs (nothing here is Xendit's): kept apart so they
 * can move to a shared place; the PayMongo sandbox has its own copies of the first three.
 */

/**
 * Whether two secrets are equal, in constant time: both are hashed first, so the buffers compared
 * are always 32 bytes and neither the expected secret's length nor its bytes leak.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The user name of an HTTP Basic `authorization` header whose password is empty (the way Xendit
 * and PayMongo take a secret key), or null when the header is missing or of another form.
 */
export function basicUser(header: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0 || decoded.slice(colon + 1) !== '') return null;
  return decoded.slice(0, colon);
}

/** Refuses (at start-up) a route declared without a closed schema for what it reads; a POST must have a body schema. */
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

/** Calls without a body (a cancel, a button) are read as an empty one, so a closed `{}` schema applies. */
export async function emptyBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** Whether a request came from an HTML form (answered with a redirect back to the page) rather than a JSON client. */
export const fromForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
