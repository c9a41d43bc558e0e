import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { registerRateLimit } from '../../http/rate-limit';
import { registerValidation } from '../../http/validation';
import type { GatewayMethod } from '../payments';
import { acceptForms, basicCredentials, emptyBody, lockDownAnswers, requireClosedSchema, secretsEqual } from '../sandbox-http';
import { attributeError, notFound, PaymongoError, requestError, unauthorized, validationError } from './errors';
import { MAX_AMOUNT, METHODS, MIN_AMOUNT } from './methods';
import { checkoutPage, notFoundPage, type RenderedPage } from './page';
import { paymongoSandbox, type PaymongoSandbox, type PaymongoSandboxOptions } from './sandbox';

/** Every body, query and path here is closed: an unknown field is refused, not ignored. */
const closed = { additionalProperties: false } as const;
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const HttpUrl = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048 });
const Id = Type.Object({ id: Text(100) }, closed);

/** PayMongo's create-checkout body (JSON:API): amounts in centavos, at least ₱20.00 each. */
const CreateCheckoutBody = Type.Object(
  {
    data: Type.Object(
      {
        attributes: Type.Object(
          {
            line_items: Type.Array(
              Type.Object(
                {
                  amount: Type.Integer({ minimum: MIN_AMOUNT, maximum: MAX_AMOUNT }),
                  currency: Type.Unsafe<'PHP'>({ type: 'string', enum: ['PHP'] }),
                  name: Text(255),
                  quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
                  description: Type.Optional(Text(255)),
                },
                closed,
              ),
              { minItems: 1, maxItems: 20 },
            ),
            payment_method_types: Type.Array(Type.Unsafe<GatewayMethod>({ type: 'string', enum: [...METHODS] }), {
              minItems: 1,
              maxItems: METHODS.length,
              uniqueItems: true,
            }),
            reference_number: Type.Optional(Text(255)),
            description: Type.Optional(Text(255)),
            // Optional at PayMongo; required here, as the sandbox's page has nowhere else to send the payer.
            success_url: HttpUrl,
            cancel_url: HttpUrl,
            metadata: Type.Optional(
              Type.Record(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,40}$' }), Type.String({ maxLength: 500 }), {
                maxProperties: 50,
                additionalProperties: false,
              }),
            ),
          },
          closed,
        ),
      },
      closed,
    ),
  },
  closed,
);

const NoBody = Type.Object({}, closed);
const NoQuery = Type.Object({}, closed);

/**
 * PayMongo's authentication: HTTP Basic with the secret key as the user name and no password
 * (a header without the colon is read as the key alone). Its two refusals say different things.
 */
function basicAuth(secretKey: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials) throw unauthorized('API key is required: send it as the Basic-auth user name with an empty password.');
    if (!secretsEqual(credentials.user, secretKey) || (credentials.password ?? '') !== '') throw unauthorized('The API key is invalid.');
  };
}

/** The Idempotency-Key header: printable ASCII, at most 255 characters; null when absent. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new PaymongoError(400, [
      attributeError('parameter_format_invalid', 'Idempotency-Key', 'Idempotency-Key must be 1 to 255 printable characters.'),
    ]);
  }
  return key;
}

const sendPage = (reply: FastifyReply, page: RenderedPage, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('content-security-policy', page.csp).send(page.html);

export interface PaymongoSandboxAppOptions extends PaymongoSandboxOptions {
  /** The services, when main.ts shares them with its tick; made from the options otherwise. */
  sandbox?: PaymongoSandbox;
  /** Requests a minute per address (600). */
  perIpPerMinute?: number;
  /** Shares the per-address counters between processes, as the platform's REDIS_URL. */
  redisUrl?: string | null;
  /** Fastify's logger (off by default, as the house vendor's); only unexpected failures are logged, by type and message. */
  logger?: boolean | { level: string };
}

/**
 * The sandbox payment provider on its own origin, shaped like PayMongo's public API: checkout
 * sessions (/v1, Basic auth), the hosted payment page (/checkout), and testers' controls
 * (/sandbox). Webhooks go out from the tick (sandbox.ts), not from here.
 */
export async function buildPaymongoSandbox(options: PaymongoSandboxAppOptions) {
  const { checkouts, deliveries, now } = options.sandbox ?? paymongoSandbox(options);
  const app = Fastify({ bodyLimit: 64 * 1024, logger: options.logger ?? false }).withTypeProvider<TypeBoxTypeProvider>();
  // The platform's validators: strict bodies (an unknown field is refused, not dropped), no NUL or lone surrogate anywhere.
  registerValidation(app);
  app.addHook('onRoute', requireClosedSchema('paymongo sandbox'));
  await registerRateLimit(app, options.perIpPerMinute ?? 600, options.redisUrl ?? null);
  // PayMongo's expire call carries no body, even when a client labels it JSON: read an empty one as none.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else json(request, body as string, done);
  });
  // The hosted page's buttons post plain forms.
  acceptForms(app);
  lockDownAnswers(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let refusal: PaymongoError;
    if (error instanceof PaymongoError) refusal = error;
    else if (error.validation) refusal = validationError(error);
    else if (error.statusCode === 429) {
      const retryAfter = Number(reply.getHeader('retry-after') ?? 60);
      refusal = new PaymongoError(429, [{ code: 'too_many_requests', detail: `Too many requests; try again in ${retryAfter} s.` }]);
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) refusal = requestError(error);
    else {
      request.log.error({ err: { type: error.name, message: error.message } }, 'paymongo sandbox failed');
      refusal = new PaymongoError(500, [{ code: 'internal_error', detail: 'Something went wrong on the sandbox’s end.' }]);
    }
    if (refusal.statusCode === 401) reply.header('www-authenticate', 'Basic realm="PayMongo sandbox"');
    return reply.status(refusal.statusCode).send({ errors: refusal.errors });
  });

  // An unknown address counts against the caller's address too: no probing for free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (_request, reply) =>
    reply
      .status(404)
      .send({ errors: [{ code: 'resource_not_found', detail: 'The requested resource or the API endpoint does not exist.' }] }),
  );

  // --- The merchant's API --------------------------------------------------------------------
  const authenticate = basicAuth(options.secretKey);

  app.post('/v1/checkout_sessions', { schema: { body: CreateCheckoutBody }, onRequest: authenticate }, async (request) => ({
    data: await checkouts.create(request.body.data.attributes, idempotencyKeyOf(request)),
  }));

  app.get('/v1/checkout_sessions/:id', { schema: { params: Id }, onRequest: authenticate }, async (request) => ({
    data: await checkouts.get(request.params.id),
  }));

  app.post(
    '/v1/checkout_sessions/:id/expire',
    { schema: { params: Id, body: NoBody }, onRequest: authenticate, preValidation: emptyBody },
    async (request) => ({ data: await checkouts.expire(request.params.id) }),
  );

  // --- The hosted payment page ---------------------------------------------------------------
  app.get('/checkout/:id', { schema: { params: Id } }, async (request, reply) => {
    const view = await checkouts.view(request.params.id);
    return view ? sendPage(reply, checkoutPage(view, now())) : sendPage(reply, notFoundPage(), 404);
  });

  // Each button posts here; the payer then goes back to the merchant: to success_url once paid, to cancel_url otherwise.
  app.post(
    '/checkout/:id/:action',
    {
      schema: {
        params: Type.Object(
          {
            id: Text(100),
            action: Type.Unsafe<'authorize' | 'fail' | 'expire'>({ type: 'string', enum: ['authorize', 'fail', 'expire'] }),
          },
          closed,
        ),
        body: NoBody,
      },
      preValidation: emptyBody,
    },
    async (request, reply) => {
      const view = await checkouts.act(request.params.id, request.params.action);
      if (!view) return sendPage(reply, notFoundPage(), 404);
      return reply.redirect(view.status === 'paid' ? view.session.success_url : view.session.cancel_url, 303);
    },
  );

  // --- Testers' controls (a sandbox: no key needed) --------------------------------------------
  app.get(
    '/sandbox/events',
    {
      schema: {
        querystring: Type.Object(
          { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), checkout_session_id: Type.Optional(Text(100)) },
          closed,
        ),
      },
    },
    async (request) => ({
      webhooksEnabled: await deliveries.enabled(),
      webhookUrl: options.webhookUrl,
      events: await deliveries.recent(request.query.limit ?? 20, request.query.checkout_session_id ?? null),
    }),
  );

  app.post('/sandbox/events/:id/redeliver', { schema: { params: Id, body: NoBody }, preValidation: emptyBody }, async (request) => {
    const delivery = await deliveries.redeliver(request.params.id);
    if (!delivery) throw notFound('event', request.params.id);
    return { eventId: delivery.event_id, deliveryId: Number(delivery.id), nextAttemptAt: delivery.next_attempt_at?.toISOString() ?? null };
  });

  app.get('/sandbox/webhooks', { schema: { querystring: NoQuery } }, async () => ({
    enabled: await deliveries.enabled(),
    url: options.webhookUrl,
  }));

  // Off: events are stored but not sent, and pending retries wait; on again: retries and redeliveries go out.
  app.put('/sandbox/webhooks', { schema: { body: Type.Object({ enabled: Type.Boolean() }, closed) } }, async (request) => {
    await deliveries.setEnabled(request.body.enabled);
    return { enabled: request.body.enabled, url: options.webhookUrl };
  });

  await app.ready();
  return app;
}

export type PaymongoSandboxApp = Awaited<ReturnType<typeof buildPaymongoSandbox>>;
