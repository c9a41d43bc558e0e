import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './app-error';
import { claimKey, findKey, releaseKey, saveAnswer } from './idempotency-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POSTs that accept an Idempotency-Key header (Stripe's semantics): see registerIdempotency. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
}

/** What Stripe accepts: up to 255 printable ASCII characters (a UUID per tap, in our client). */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Kept 24 h, as Stripe does; older keys are free again (and pruned by housekeeping). */
const KEPT_MS = 24 * 3_600_000;
/** A claim with no answer after this long belongs to a request that died: the key is free again. */
const ABANDONED_MS = 60_000;

/** Keyed, because a body may hold a payment password: the stored hash must not let anyone guess it offline. */
function requestHash(request: FastifyRequest): string {
  return createHmac('sha256', request.server.ctx.config.tokenPepper)
    .update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Runs after the route's own preHandlers (the session check), so the key is scoped to the
 * caller: one player's key can never replay another's answer. Same key and same request: the
 * first answer again, marked Idempotent-Replayed. Same key, other request: IDEMPOTENCY_CONFLICT.
 * Same key while the first is still running: IDEMPOTENCY_IN_PROGRESS.
 */
async function checkKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return;
  if (typeof raw !== 'string' || !KEY.test(raw)) {
    throw errors.invalidInput('Idempotency-Key must be 1 to 255 printable ASCII characters');
  }
  const scope = `${request.auth ? `member:${request.auth.member.id}` : `ip:${request.ip}`}:${request.routeOptions.url}`;
  const hash = requestHash(request);
  const { db } = request.server.ctx;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claimKey(db, scope, raw, hash)) {
      request.idempotency = { scope, key: raw };
      return;
    }
    const stored = await findKey(db, scope, raw);
    if (!stored) continue;
    const age = Date.now() - stored.createdAt.getTime();
    if (age > KEPT_MS || (stored.statusCode === null && age > ABANDONED_MS)) {
      await releaseKey(db, scope, raw);
      continue;
    }
    if (stored.requestHash !== hash) throw errors.idempotencyConflict();
    if (stored.statusCode === null) throw errors.idempotencyInProgress();
    await reply.code(stored.statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(stored.body);
    return;
  }
  throw errors.idempotencyInProgress();
}

/**
 * Keeps the first answer to a key. A 5xx is not kept (the request did nothing the caller can
 * rely on, and its transaction was rolled back), so retrying the same key tries again.
 */
async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const claim = request.idempotency;
  if (!claim) return payload;
  request.idempotency = null;
  const { db } = request.server.ctx;
  if (reply.statusCode >= 500 || typeof payload !== 'string') await releaseKey(db, claim.scope, claim.key);
  else await saveAnswer(db, claim.scope, claim.key, reply.statusCode, payload);
  return payload;
}

/** Every route whose config says `idempotent` gets the check after its own preHandlers, and its answer kept. */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, checkKey];
    const onSend = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...onSend, keepAnswer];
  });
}
