import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  DropdownList,
  DropdownQuery,
  IdVerification,
  KYC_IMAGE_FIELDS,
  KYC_IMAGE_MAX_BYTES,
  PersonalInfoBody,
  PersonalInfoQuery,
  SecurityConfigQuery,
  SecurityConfigValue,
  UploadIdQuery,
  type KycImageField,
} from '../../../contracts/kyc';
import { SECURITY_PATH } from '../../../contracts/security';
import { AppError, errors } from '../../http/app-error';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { kycErrors } from './errors';
import { dropdown } from './reference-lists';
import { idVerification, setPersonalInfo, uploadDocuments } from './service';
import { securityFacts } from '../security/centre';

const tags = ['kyc'];
const isImageField = (name: string): name is KycImageField => (KYC_IMAGE_FIELDS as readonly string[]).includes(name);

/**
 * The ID upload form: exactly the three files (idCardFront, idCardBack, idCardSelfie), each once,
 * at most 5 MB; no other part. File names and declared types are never read: the content decides.
 */
async function readUploadForm(request: FastifyRequest): Promise<Map<KycImageField, Buffer>> {
  if (!request.isMultipart()) throw errors.unsupportedMediaType('Send the images as multipart/form-data');
  const files = new Map<KycImageField, Buffer>();
  const limits = { fileSize: KYC_IMAGE_MAX_BYTES, files: KYC_IMAGE_FIELDS.length, fields: 0, parts: KYC_IMAGE_FIELDS.length };
  let current: KycImageField | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file' || !isImageField(part.fieldname) || files.has(part.fieldname)) {
        throw errors.invalidInput('The form takes only the files idCardFront, idCardBack and idCardSelfie, each once');
      }
      current = part.fieldname;
      files.set(part.fieldname, await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw kycErrors.imageTooLarge(current ?? 'idCardFront');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw errors.invalidInput('The form takes at most 3 images and nothing else');
    }
    // Anything else the form's parser throws (no boundary, a body cut short) is a malformed form.
    throw errors.invalidInput('The upload form could not be read');
  }
  return files;
}

/**
 * Identity verification for the player (SPEC §3, §7): the security config (COMM3), personal
 * information (PERS3, encrypted), the ID upload (UPLOADID3), and the reference lists.
 */
export const kycRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin (and the deposit receipt's) reads multipart bodies; other routes keep refusing them.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: KYC_IMAGE_MAX_BYTES, files: KYC_IMAGE_FIELDS.length },
  });

  app.get(
    SECURITY_PATH,
    {
      schema: {
        tags,
        summary: 'The security config (COMM3): info.idVerification { enabled, isComplete, status } and the review in words',
        security: bearerAuth,
        querystring: SecurityConfigQuery,
        response: responses(SecurityConfigValue),
      },
      preHandler: requireRealMember,
    },
    async (request) => {
      const memberId = authedMember(request).id;
      return ok({ info: { idVerification: await idVerification(app.ctx.db, memberId), security: await securityFacts(app.ctx, memberId) } });
    },
  );

  app.post(
    `${SECURITY_PATH}/set-personal-info`,
    {
      schema: {
        tags,
        summary: 'KYC step 1: the personal information (PERS3, encrypted body)',
        security: bearerAuth,
        querystring: PersonalInfoQuery,
        body: PersonalInfoBody,
        response: responses(IdVerification),
      },
      config: { encryptedBody: true },
      preHandler: requireRealMember,
    },
    async (request) => ok(await setPersonalInfo(app.ctx, authedMember(request), request.body)),
  );

  app.post(
    `${SECURITY_PATH}/uploadId`,
    {
      schema: {
        tags,
        summary: 'KYC step 2: the ID’s front and back and a selfie (UPLOADID3; multipart, PNG or JPG up to 5 MB each); sends it to review',
        security: bearerAuth,
        querystring: UploadIdQuery,
        consumes: ['multipart/form-data'],
        response: responses(IdVerification),
      },
      // Each upload decodes three photos: a few a minute from one address is all a player needs (a 40th of the general limit).
      config: { rateLimit: { max: Math.max(30, Math.floor(app.ctx.config.rateLimitPerMinute / 40)), timeWindow: '1 minute' } },
      preHandler: requireRealMember,
    },
    async (request) => ok(await uploadDocuments(app.ctx, authedMember(request), await readUploadForm(request))),
  );

  app.get(
    '/wps/relay/WPSCORE_getDropdownMenu',
    {
      schema: {
        tags,
        summary: 'A reference list of the KYC form by menuGroup (gamingvenue = regions): value and label items',
        querystring: DropdownQuery,
        response: responses(DropdownList),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(dropdown(request.query.menuGroup));
    },
  );
};
