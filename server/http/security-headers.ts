import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The CSP allows what the app needs and nothing else: its own scripts and styles, images from
 * itself and data:/blob: URLs (captcha images, previews), API calls to itself; no one may frame it.
 */
function helmetOptions(gameOrigins: string[]): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Game pages of vendors play inside the app's frame; nothing else may be framed.
        frameSrc: ["'self'", ...gameOrigins],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet decides the headers; it runs once at start against a recording response, because the
 * policy is the same for every request and computing it per request halved throughput.
 */
export function securityHeaders(gameOrigins: string[] = []): Record<string, string> {
  const options = helmetOptions(gameOrigins);
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, gameOrigins: string[]): void {
  const headers = securityHeaders(gameOrigins);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
