import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from '../http/error-handler';

/** Where the console's build puts its page inside the client's output (scripts/vite/ops-build.ts). */
export const OPS_PAGE = path.join('ops', 'ops.html');

/**
 * The console's own policy, stricter than the player's: no inline script or style at all (its page
 * has none), nothing framed, no manifest or worker, and it may frame nothing nor be framed.
 */
export const OPS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // blob: the private images (receipts, ID documents) are read with the staff headers and shown as object URLs.
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The console's JSON API and its assets: a miss there is a 404, never the page. */
const NOT_PAGES = ['/ops/api/', '/ops/assets/'];

/**
 * Serves the back-office console's page at /ops and every path below it that no route of the
 * server takes: the operator-key API (/ops/deposits, /ops/kyc, …) and the console's API (/ops/api/…)
 * are routes of their own, which the router prefers to this catch-all. Its assets are under
 * /ops/assets/, served with the client's (static.ts). Staff pages are never stored anywhere.
 */
export function registerOpsPage(app: FastifyInstance, webDir: string): void {
  const file = path.join(webDir, OPS_PAGE);
  if (!existsSync(file)) return;
  // Read once, like index.html: a new build means a restart.
  const page = readFileSync(file, 'utf8');
  for (const url of ['/ops', '/ops/*']) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return reply.status(404).send(notFoundBody(pathname));
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', OPS_CSP)
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page);
    });
  }
}
