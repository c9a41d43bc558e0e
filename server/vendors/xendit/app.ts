import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { registerRateLimit } from '../../http/rate-limit';
import { registerValidation } from '../../http/validation';
import { acceptForms, basicCredentials, emptyBody, fromForm, lockDownAnswers, requireClosedSchema, secretsEqual } from '../sandbox-http';
import { FAILURE_CODES, type FailureCode } from './channels';
import { payoutNotFound, requestError, serverError, unauthorized, validationError, XenditError } from './errors';
import type { Fault } from './faults';
import { PAGE_CSP, sandboxPage } from './page';
import { payoutResource } from './resources';
import { xenditSandbox, type XenditSandbox, type XenditSandboxOptions } from './sandbox';
import type { ForcedOutcome } from './sandbox-payouts';

/** Every body, query and path here is closed: an unknown field is refused, not ignored. */
const closed = { additionalProperties: false } as const;
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Id = Type.Object({ id: Text(100) }, closed);
const NoBody = Type.Object({}, closed);
const NoQuery = Type.Object({}, closed);
const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Emails = Type.Optional(Type.Array(Type.String({ format: 'email', maxLength: 254 }), { minItems: 1, maxItems: 3 }));

/** Xendit's Create Payout body (Payouts v2), PH only: fields and limits as its API reference gives them. */
const CreatePayout = Type.Object(
  {
    reference_id: Text(255),
    // Any code passes the schema; an unknown one is answered CHANNEL_CODE_NOT_SUPPORTED, as Xendit does.
    channel_code: Text(64),
    channel_properties: Type.Object({ account_holder_name: Text(100), account_number: Text(100) }, closed),
    // Pesos, up to 2 decimals (checked exactly by the service, with the channel's limits).
    amount: Type.Number(),
    currency: oneOf(['PHP'] as const),
    description: Type.Optional(Text(100)),
    receipt_notification: Type.Optional(Type.Object({ email_to: Emails, email_cc: Emails, email_bcc: Emails }, closed)),
    metadata: Type.Optional(
      Type.Union([
        Type.Record(
          Type.String({ pattern: '^[A-Za-z0-9_.-]{1,40}$' }),
          Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]),
          { maxProperties: 50, additionalProperties: false },
        ),
        Type.Null(),
      ]),
    ),
  },
  closed,
);

export interface XenditSandboxAppOptions extends XenditSandboxOptions {
  /** The services, when main.ts shares them with its tick; made from the options otherwise. */
  sandbox?: XenditSandbox;
  /** Requests a minute per address (600). */
  perIpPerMinute?: number;
  /** Shares the per-address counters between processes, as the platform's REDIS_URL. */
  redisUrl?: string | null;
}

/**
 * The sandbox payout provider on its own origin, shaped like Xendit's Payouts v2 API: payouts
 * under /v2 (HTTP Basic with the secret key), and testers' controls and page under /sandbox (no
 * key: a sandbox). Settlement and callbacks happen in the tick (sandbox.ts), not here.
 */
export async function buildXenditSandbox(options: XenditSandboxAppOptions) {
  const { payouts, faults } = options.sandbox ?? xenditSandbox(options);
  const app = Fastify({ bodyLimit: 64 * 1024 }).withTypeProvider<TypeBoxTypeProvider>();
  // The platform's validators: strict bodies, no NUL or lone surrogate anywhere, finite numbers.
  registerValidation(app);
  app.addHook('onRoute', requireClosedSchema('xendit sandbox'));
  await registerRateLimit(app, options.perIpPerMinute ?? 600, options.redisUrl ?? null);
  acceptForms(app);

  lockDownAnswers(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let refusal: XenditError;
    if (error instanceof XenditError) refusal = error;
    else if (error.validation) refusal = validationError(error);
    else if (error.statusCode === 429) refusal = new XenditError(429, 'RATE_LIMIT_EXCEEDED', 'Too many requests; try again later');
    else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) refusal = requestError(error);
    else {
      request.log.error({ err: { type: error.name, message: error.message } }, 'xendit sandbox failed');
      refusal = serverError();
    }
    if (refusal.statusCode === 401) reply.header('www-authenticate', 'Basic realm="Xendit sandbox"');
    return reply.status(refusal.statusCode).send(refusal.toJSON());
  });

  // An unknown address counts against the caller's address too: no probing for free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (_request, reply) =>
    reply.status(404).send(new XenditError(404, 'NOT_FOUND', 'The requested resource was not found').toJSON()),
  );

  // --- The merchant's API (Payouts v2) --------------------------------------------------------
  /** Xendit's authentication: HTTP Basic, the secret key as the user name and an empty password (the colon is required). */
  const authenticate = async (request: FastifyRequest) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials === null || credentials.password !== '' || !secretsEqual(credentials.user, options.secretKey)) throw unauthorized();
  };

  /** The answer to a /v2 call whose work is done, spoiled as the testers' fault switches say. */
  const answer = async <T>(reply: FastifyReply, body: T): Promise<T> => {
    const state = await faults.state();
    if (state.timeout) await faults.hold(reply);
    if (state.serverError) throw serverError();
    return body;
  };

  app.post('/v2/payouts', { schema: { body: CreatePayout }, onRequest: authenticate }, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (Array.isArray(key)) throw new XenditError(400, 'API_VALIDATION_ERROR', '"Idempotency-key" should be sent once');
    const row = await payouts.create(request.body, key);
    return answer(reply, payoutResource(row));
  });

  app.get('/v2/payouts/:id', { schema: { params: Id }, onRequest: authenticate }, async (request, reply) =>
    answer(reply, payoutResource(await payouts.get(request.params.id))),
  );

  // Xendit's list by reference: a reference may have several payouts, newest first.
  app.get(
    '/v2/payouts',
    {
      schema: {
        querystring: Type.Object({ reference_id: Text(255), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }, closed),
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { rows, hasMore } = await payouts.byReference(request.query.reference_id, request.query.limit ?? 10);
      return answer(reply, { data: rows.map(payoutResource), has_more: hasMore });
    },
  );

  app.post(
    '/v2/payouts/:id/cancels',
    { schema: { params: Id, body: NoBody }, onRequest: authenticate, preValidation: emptyBody },
    async (request, reply) => answer(reply, payoutResource(await payouts.cancel(request.params.id))),
  );

  // --- Testers' controls and page (a sandbox: no key needed) ------------------------------------
  app.get('/sandbox', { schema: { querystring: NoQuery } }, async (_request, reply) => {
    const html = sandboxPage({ faults: await faults.state(), payouts: await payouts.recent(30) });
    return reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP).send(html);
  });

  app.get(
    '/sandbox/payouts',
    { schema: { querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }, closed) } },
    async (request) => ({
      callbackUrl: options.callbackUrl,
      faults: await faults.state(),
      payouts: (await payouts.recent(request.query.limit ?? 20)).map(({ row, callbacks }) => ({
        ...payoutResource(row),
        callbacks: callbacks.map((c) => ({
          event: c.event,
          attempts: c.attempts,
          lastStatus: c.last_status,
          lastError: c.last_error,
          nextAttemptAt: c.next_attempt_at?.toISOString() ?? null,
          deliveredAt: c.delivered_at?.toISOString() ?? null,
          gaveUpAt: c.gave_up_at?.toISOString() ?? null,
        })),
      })),
    }),
  );

  // Decides one payout now: succeed or fail an ACCEPTED one, reverse a SUCCEEDED one (with an optional failure code).
  app.post(
    '/sandbox/payouts/:id/:outcome',
    {
      schema: {
        params: Type.Object({ id: Text(100), outcome: oneOf<ForcedOutcome>(['succeed', 'fail', 'reverse']) }, closed),
        body: Type.Object({ failure_code: Type.Optional(oneOf<FailureCode>(FAILURE_CODES)) }, closed),
      },
      preValidation: emptyBody,
    },
    async (request, reply) => {
      const row = await payouts.force(request.params.id, request.params.outcome, request.body.failure_code);
      if (!row) throw payoutNotFound();
      return fromForm(request) ? reply.redirect('/sandbox', 303) : payoutResource(row);
    },
  );

  app.get('/sandbox/faults', { schema: { querystring: NoQuery } }, async () => faults.state());

  app.post(
    '/sandbox/faults/:fault/:state',
    {
      schema: {
        params: Type.Object({ fault: oneOf<Fault>(['timeout', 'server_error']), state: oneOf(['on', 'off'] as const) }, closed),
        body: NoBody,
      },
      preValidation: emptyBody,
    },
    async (request, reply) => {
      await faults.set(request.params.fault, request.params.state === 'on');
      return fromForm(request) ? reply.redirect('/sandbox', 303) : faults.state();
    },
  );

  await app.ready();
  return app;
}

export type XenditSandboxApp = Awaited<ReturnType<typeof buildXenditSandbox>>;
