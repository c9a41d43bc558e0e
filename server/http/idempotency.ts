import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './app-error';
import { claimKey, findKey, releaseKey, saveAnswer, takeOverKey } from './idempotency-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POSTs that accept an Idempotency-Key header (Stripe's semantics): see registerIdempotency. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** This request's claim of its Idempotency-Key, and the answer's body as serialised (kept on send). */
    idempotency: { scope: string; key: string; claim: string; body?: string } | null;
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
  // Idempotent routes need a session (their preHandlers ran first): keys are the player's own.
  if (!request.auth) return;
  const scope = `member:${request.auth.member.id}:${request.routeOptions.url}`;
  const hash = requestHash(request);
  const { db } = request.server.ctx;
  // The request's own id names its claim.
  const claim = request.id;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claimKey(db, scope, raw, claim, hash)) {
      request.idempotency = { scope, key: raw, claim };
      return;
    }
    const stored = await findKey(db, scope, raw);
    if (!stored) continue;
    if (stored.ageMs > KEPT_MS || (stored.statusCode === null && stored.ageMs > ABANDONED_MS)) {
      // A stale claim is taken over as it was seen: of two retries racing for it, one wins.
      if (await takeOverKey(db, scope, raw, stored.claim, claim, hash)) {
        request.idempotency = { scope, key: raw, claim };
        return;
      }
      continue;
    }
    if (stored.requestHash !== hash) throw errors.idempotencyConflict();
    if (stored.statusCode === null) throw errors.idempotencyInProgress();
    await reply.code(stored.statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(stored.body);
    return;
  }
  throw errors.idempotencyInProgress();
}

/** The answer as the caller will read it, before compression (a later onSend hook) turns it into bytes. */
async function noteAnswer(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.idempotency) request.idempotency.body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return payload;
}

/**
 * Keeps the first answer to a key. A 5xx is not kept, so retrying the same key tries again; the
 * services make that safe: an order or a withdrawal carries its key, so a retry after a failure
 * that came after the commit finds it instead of making a second one.
 */
async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const claim = request.idempotency;
  if (!claim) return payload;
  request.idempotency = null;
  const { db } = request.server.ctx;
  const body = claim.body ?? (typeof payload === 'string' ? payload : undefined);
  if (reply.statusCode >= 500 || body === undefined) await releaseKey(db, claim.scope, claim.key, claim.claim);
  else await saveAnswer(db, claim.scope, claim.key, claim.claim, reply.statusCode, body);
  return payload;
}

/** The caller's Idempotency-Key once the hook claimed it (services store it with what they create). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  return request.idempotency?.key ?? null;
}

/** Every route whose config says `idempotent` gets the check after its own preHandlers, and its answer kept. */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, checkKey];
    const serialization = route.preSerialization ? [route.preSerialization].flat() : [];
    route.preSerialization = [...serialization, noteAnswer];
    const onSend = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...onSend, keepAnswer];
  });
}
