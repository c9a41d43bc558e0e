import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What the policy depends on: the vendors' game origins, production, the shell's inline block hashes. */
export interface SecurityHeaderOptions {
  gameOrigins?: readonly string[];
  production?: boolean;
  /** CSP sources ('sha256-…') of the <style> and <script> blocks inside index.html (web/inline-blocks.ts). */
  inlineStyles?: readonly string[];
  inlineScripts?: readonly string[];
}

/**
 * The CSP allows what the app needs and nothing else: its own scripts and styles (and the style
 * and script blocks of index.html, by hash), images from itself and data:/blob: URLs (captcha images,
 * previews), API calls to itself; no one may frame it.
 */
function helmetOptions({
  gameOrigins = [],
  production = false,
  inlineStyles = [],
  inlineScripts = [],
}: SecurityHeaderOptions): Parameters<typeof helmet>[0] {
  return {
    // Two years, every subdomain, and on the browsers' preload list: a player's phone never
    // speaks plain HTTP to the platform again. Off in the sandbox, which runs on http://localhost.
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", ...inlineStyles],
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
 * Powerful browser features the app does not use are switched off, for it and for every frame
 * in it; full screen is allowed to the app and to the game vendors' frames (games go full
 * screen), and nothing else is delegated. Helmet does not set this header.
 */
export function permissionsPolicy(gameOrigins: readonly string[]): string {
  const none = [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'serial',
    'sync-xhr',
    'usb',
    'xr-spatial-tracking',
  ];
  const fullscreen = ['self', ...gameOrigins.map((origin) => `"${origin}"`)].join(' ');
  return [...none.map((feature) => `${feature}=()`), `fullscreen=(${fullscreen})`].join(', ');
}

/**
 * Helmet decides the headers; it runs once at start against a recording response, because the
 * policy is the same for every request and computing it per request halved throughput.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = permissionsPolicy(options.gameOrigins ?? []);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
