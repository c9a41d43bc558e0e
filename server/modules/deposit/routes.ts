import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  DepositChannels,
  DepositChannelsQuery,
  DepositIdParams,
  DepositOrder,
  DepositPromotions,
  DepositPromotionsQuery,
  DepositRecords,
  DepositRecordsQuery,
  DepositRequest,
  RECEIPT_MAX_BYTES,
} from '../../../contracts/deposit';
import { AppError, errors } from '../../http/app-error';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../../http/idempotency';
import { bearerAuth, responses } from '../../http/route-schema';
import { uploadReceipt } from './receipt';
import { cancelDeposit, createDeposit, depositChannels, depositPromotions, depositRecords, orderView, ownDeposit } from './service';

const tags = ['deposit'];

/** The receipt form: one image file (`receipt`) and the transfer's reference (`reference`), nothing else. */
async function readReceiptForm(request: FastifyRequest): Promise<{ bytes: Buffer; reference: string }> {
  if (!request.isMultipart()) throw errors.unsupportedMediaType('Send the receipt as multipart/form-data');
  let bytes: Buffer | null = null;
  let reference = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 1, parts: 2 } })) {
      if (part.type === 'file' && part.fieldname === 'receipt') {
        bytes = await part.toBuffer();
      } else if (part.type === 'field' && part.fieldname === 'reference' && typeof part.value === 'string') {
        reference = part.value;
      } else {
        throw errors.invalidInput('The form takes only `receipt` (a file) and `reference`');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.receiptInvalid('The receipt must be at most 5 MB');
    // Anything else the form's parser throws (no boundary, a body cut short) is a malformed form, not our fault.
    throw errors.invalidInput('The receipt form could not be read');
  }
  if (!bytes) throw errors.receiptInvalid('Attach the receipt image');
  return { bytes, reference };
}

/** The cashier's deposit side (SPEC §3, §7): closed to trial players ('free_reject'). */
export const depositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin reads multipart bodies (the receipt); every other route keeps refusing them.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: RECEIPT_MAX_BYTES, files: 1 } });

  app.get(
    '/wps/deposit/channels',
    {
      schema: {
        tags,
        summary: 'The deposit channel types, each with its channels, banks, min, max and preset amounts (centavos) for this device',
        security: bearerAuth,
        querystring: DepositChannelsQuery,
        response: responses(DepositChannels),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await depositChannels(app.ctx, authedMember(request), request.query)),
  );

  app.get(
    '/wps/deposit/promotions',
    {
      schema: {
        tags,
        summary: 'Active deposit promotions (code DPSTBAS3); minDeposit -1 means not applicable to a deposit',
        security: bearerAuth,
        querystring: DepositPromotionsQuery,
        response: responses(DepositPromotions),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await depositPromotions(app.ctx, authedMember(request))),
  );

  app.post(
    '/wps/deposit/orders',
    {
      schema: {
        tags,
        summary: 'Open a deposit order (send an Idempotency-Key header: the same key and body answer the first order again)',
        security: bearerAuth,
        body: DepositRequest,
        response: responses(DepositOrder),
      },
      // Bounded by the open-order limit rather than a per-address rate: a venue's kiosks share one address.
      config: { idempotent: true },
      preHandler: requireRealMember,
    },
    async (request) => ok(await createDeposit(app.ctx, authedMember(request), request.body, idempotencyKeyOf(request))),
  );

  app.get(
    '/wps/deposit/orders/:depositId',
    {
      schema: {
        tags,
        summary: 'One of the player’s deposit orders',
        security: bearerAuth,
        params: DepositIdParams,
        response: responses(DepositOrder),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(orderView(await ownDeposit(app.ctx, authedMember(request), request.params.depositId))),
  );

  app.post(
    '/wps/deposit/orders/:depositId/receipt',
    {
      schema: {
        tags,
        summary: 'Attach a manual transfer’s receipt (multipart: `receipt` image, JPEG/PNG/WebP up to 5 MB; `reference`)',
        security: bearerAuth,
        params: DepositIdParams,
        consumes: ['multipart/form-data'],
        response: responses(DepositOrder),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await uploadReceipt(app.ctx, authedMember(request), request.params.depositId, await readReceiptForm(request))),
  );

  app.post(
    '/wps/deposit/orders/:depositId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending manual or crypto deposit (SPEC: cancel C2C)',
        security: bearerAuth,
        params: DepositIdParams,
        response: responses(DepositOrder),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await cancelDeposit(app.ctx, authedMember(request), request.params.depositId)),
  );

  app.get(
    '/wps/deposit/records',
    {
      schema: {
        tags,
        summary: 'Deposit records, newest first (default: the last 7 days), with what was credited in the range',
        security: bearerAuth,
        querystring: DepositRecordsQuery,
        response: responses(DepositRecords),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await depositRecords(app.ctx, authedMember(request), request.query)),
  );
};
