import { createHash } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { registerRateLimit } from '../../http/rate-limit';
import { registerValidation } from '../../http/validation';
import { basicCredentials, emptyBody, lockDownAnswers, requireClosedSchema, secretsEqual } from '../sandbox-http';
import { eventsOf, recentApplicants, SCENARIOS, setDefaultScenario, defaultScenario, type Scenario } from './repository';
import { kycSandbox, type KycSandbox, type KycSandboxOptions, type ReviewInput } from './sandbox';

const closed = { additionalProperties: false } as const;
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Id = Type.Object({ id: Text(100) }, closed);
const NoBody = Type.Object({}, closed);
const NoQuery = Type.Object({}, closed);
/** Three images of at most 5 MB, base64 (4/3 larger), and the applicant's few fields. */
const BODY_LIMIT = 24 * 1024 * 1024;

const CreateApplicantBody = Type.Object(
  {
    externalUserId: Text(64),
    info: Type.Object(
      {
        payeeName: Text(100),
        birthday: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
        nationality: Text(64),
        idType: Text(100),
        idNumber: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
      },
      closed,
    ),
    documents: Type.Array(
      Type.Object(
        {
          idDocSide: Type.Union([Type.Literal('idCardFront'), Type.Literal('idCardBack'), Type.Literal('idCardSelfie')]),
          contentType: Type.Union([Type.Literal('image/jpeg'), Type.Literal('image/png')]),
          content: Type.String({ minLength: 1, maxLength: 8 * 1024 * 1024, pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
        },
        closed,
      ),
      { minItems: 3, maxItems: 3 },
    ),
  },
  closed,
);

/** Sumsub's testCompleted body, plus onHold: RED needs the reject type and the comment the player reads. */
const ReviewBody = Type.Object(
  {
    reviewStatus: Type.Union([Type.Literal('onHold'), Type.Literal('completed')]),
    reviewAnswer: Type.Optional(Type.Union([Type.Literal('GREEN'), Type.Literal('RED')])),
    reviewRejectType: Type.Optional(Type.Union([Type.Literal('RETRY'), Type.Literal('FINAL')])),
    moderationComment: Type.Optional(Text(500)),
    clientComment: Type.Optional(Text(500)),
  },
  closed,
);

function reviewInput(body: Static<typeof ReviewBody>): ReviewInput {
  if (body.reviewStatus === 'onHold') return { reviewStatus: 'onHold', clientComment: body.clientComment };
  if (body.reviewAnswer === 'GREEN') return { reviewStatus: 'completed', reviewAnswer: 'GREEN' };
  if (body.reviewAnswer !== 'RED' || !body.reviewRejectType || !body.moderationComment) {
    throw new SandboxError(400, 'completed needs reviewAnswer GREEN, or RED with reviewRejectType and moderationComment');
  }
  return {
    reviewStatus: 'completed',
    reviewAnswer: 'RED',
    reviewRejectType: body.reviewRejectType,
    moderationComment: body.moderationComment,
    clientComment: body.clientComment,
  };
}

class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
  ) {
    super(description);
  }
}

function basicAuth(secretKey: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials || !secretsEqual(credentials.user, secretKey)) throw new SandboxError(401, 'Invalid API key');
  };
}

export interface KycSandboxAppOptions extends KycSandboxOptions {
  sandbox?: KycSandbox;
  perIpPerMinute?: number;
  redisUrl?: string | null;
  logger?: boolean | { level: string };
}

/**
 * The sandbox verification provider on its own origin, shaped like Sumsub's API: applicants
 * (/resources, Basic auth with the platform's key), and testers' controls (/sandbox, no key).
 * Webhooks go out from the tick (sandbox.ts).
 */
export async function buildKycSandbox(options: KycSandboxAppOptions) {
  const sandbox = options.sandbox ?? kycSandbox(options);
  const { db } = options;
  const app = Fastify({ bodyLimit: BODY_LIMIT, logger: options.logger ?? false }).withTypeProvider<TypeBoxTypeProvider>();
  registerValidation(app);
  app.addHook('onRoute', requireClosedSchema('kyc sandbox'));
  await registerRateLimit(app, options.perIpPerMinute ?? 600, options.redisUrl ?? null);
  lockDownAnswers(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SandboxError) return reply.status(error.statusCode).send({ description: error.description });
    if (error.validation) return reply.status(400).send({ description: error.message });
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ description: error.message });
    }
    request.log.error({ err: { type: error.name, message: error.message } }, 'kyc sandbox failed');
    return reply.status(500).send({ description: 'Something went wrong on the sandbox’s end.' });
  });
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (_request, reply) => reply.status(404).send({ description: 'Not found' }));

  const authenticate = basicAuth(options.secretKey);

  // --- The platform's API --------------------------------------------------------------------
  app.post('/resources/applicants', { schema: { body: CreateApplicantBody }, onRequest: authenticate }, async (request, reply) => {
    const { externalUserId, info, documents } = request.body;
    // The sandbox keeps what it would check (sizes and digests), not the images themselves.
    const kept = documents.map((d) => {
      const bytes = Buffer.from(d.content, 'base64');
      return {
        field: d.idDocSide,
        contentType: d.contentType,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    });
    const { applicant, created } = await sandbox.create({ externalUserId, info, documents: kept });
    return reply
      .status(created ? 201 : 200)
      .send({ id: applicant.id, externalUserId: applicant.externalUserId, createdAt: applicant.createdAt });
  });

  app.get('/resources/applicants/:id/status', { schema: { params: Id }, onRequest: authenticate }, async (request) => {
    const applicant = await sandbox.get(request.params.id);
    if (!applicant) throw new SandboxError(404, 'Applicant not found');
    return {
      applicantId: applicant.id,
      externalUserId: applicant.externalUserId,
      reviewStatus: applicant.reviewStatus,
      reviewDate: applicant.reviewedAt?.toISOString() ?? null,
      reviewResult: applicant.reviewAnswer
        ? {
            reviewAnswer: applicant.reviewAnswer,
            reviewRejectType: applicant.rejectType ?? undefined,
            moderationComment: applicant.moderationComment ?? undefined,
            clientComment: applicant.clientComment ?? undefined,
          }
        : applicant.clientComment
          ? { clientComment: applicant.clientComment }
          : undefined,
    };
  });

  // --- Testers' controls (a sandbox: no key needed) --------------------------------------------
  app.get(
    '/sandbox/applicants',
    { schema: { querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }, closed) } },
    async (request) => {
      const applicants = await recentApplicants(db, request.query.limit ?? 20);
      const events = await eventsOf(
        db,
        applicants.map((a) => a.id),
      );
      return {
        defaultScenario: await defaultScenario(db),
        applicants: applicants.map((a) => ({ ...a, events: events.filter((e) => e.applicantId === a.id) })),
      };
    },
  );

  app.post('/sandbox/applicants/:id/review', { schema: { params: Id, body: ReviewBody } }, async (request) => {
    const outcome = await sandbox.review(request.params.id, reviewInput(request.body));
    if (outcome === 'unknown') throw new SandboxError(404, 'Applicant not found');
    if (outcome === 'final') throw new SandboxError(409, 'The applicant’s review is completed');
    return { applicant: await sandbox.get(request.params.id) };
  });

  app.post('/sandbox/events/:id/redeliver', { schema: { params: Id, body: NoBody }, preValidation: emptyBody }, async (request) => {
    if (!(await sandbox.redeliver(request.params.id))) throw new SandboxError(404, 'Event not found');
    return { eventId: request.params.id };
  });

  app.get('/sandbox/settings', { schema: { querystring: NoQuery } }, async () => ({ defaultScenario: await defaultScenario(db) }));

  app.put(
    '/sandbox/settings',
    { schema: { body: Type.Object({ defaultScenario: Type.Unsafe<Scenario>({ type: 'string', enum: [...SCENARIOS] }) }, closed) } },
    async (request) => {
      await setDefaultScenario(db, request.body.defaultScenario);
      return { defaultScenario: request.body.defaultScenario };
    },
  );

  await app.ready();
  return app;
}

export type KycSandboxApp = Awaited<ReturnType<typeof buildKycSandbox>>;
