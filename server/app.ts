import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from './app-context';
import { registerAccessGate } from './http/access-gate';
import { registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { decryptBody } from './http/encrypted-body';
import { registerIdempotency } from './http/idempotency';
import { inlineBlockHashes } from './web/inline-blocks';
import { registerValidation } from './http/validation';
import { accountRoutes } from './modules/account/routes';
import { agentRoutes } from './modules/agent/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { registerOperatorNetworkGate } from './http/operator-network';
import { contentOpsRoutes } from './modules/content-ops/routes';
import { chatDeskRoutes } from './modules/chat/desk-routes';
import { chatOperatorRoutes } from './modules/chat/operator-routes';
import { chatPageRoutes } from './modules/chat/page-routes';
import { chatRoutes } from './modules/chat/routes';
import { depositRoutes } from './modules/deposit/routes';
import { sandboxDepositRoutes } from './modules/deposit/sandbox-routes';
import { paymentWebhookRoutes } from './modules/deposit/webhook-routes';
import { operatorRoutes } from './modules/operator/routes';
import { kycRoutes } from './modules/kyc/routes';
import { kycWebhookRoutes } from './modules/kyc/webhook-routes';
import { payoutCallbackRoutes } from './modules/withdrawal/callback-routes';
import { withdrawalRoutes } from './modules/withdrawal/routes';
import { gameRoutes } from './modules/games/routes';
import { helpRoutes } from './modules/help/routes';
import { inboxOperatorRoutes } from './modules/inbox/operator-routes';
import { inboxStaffRoutes } from './modules/inbox/staff-routes';
import { inboxRoutes } from './modules/inbox/routes';
import { memberRoutes } from './modules/member/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { recordRoutes } from './modules/records/routes';
import { referralRoutes } from './modules/referral/routes';
import { seamlessRoutes } from './modules/seamless/routes';
import { sessionRoutes } from './modules/session/routes';
import { staffRoutes } from './modules/staff/routes';
import { queueRoutes } from './modules/queues/routes';
import { playersOpsRoutes } from './modules/players-ops/routes';
import { reportRoutes } from './modules/reports/routes';
import { systemAnswers } from './modules/system/answers';
import { systemRoutes } from './modules/system/routes';
import { updateRoutes } from './modules/updates/routes';
import { sandboxDownloadRoutes } from './modules/system/sandbox-downloads';
import { verificationRoutes } from './modules/verification/routes';
import { securityRoutes } from './modules/security/routes';
import { protectionOperatorRoutes } from './modules/protection/operator-routes';
import { promotionOperatorRoutes } from './modules/promotions/operator-routes';
import { promotionRoutes } from './modules/promotions/routes';
import { protectionRoutes } from './modules/protection/routes';
import { walletRoutes } from './modules/wallet/routes';
import { winnerRoutes } from './modules/winners/routes';
import { startAnswers } from './web/page-answers';
import { registerWeb } from './web/static';

/** Fields that must never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.messageCode', '*.captcha'];

function hops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

/**
 * A request is logged by method and path only: query strings can carry personal data (a
 * username being checked, a phone number in the sandbox outbox), so they never reach the log.
 */
function requestForLog(request: { method?: string; url?: string; ip?: string }) {
  return { method: request.method, path: request.url?.split('?')[0], remoteAddress: request.ip };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' }, serializers: { req: requestForLog } };
}

/**
 * The whole platform API as one Fastify instance. main.ts listens with it; tests call
 * buildApp with their own database and use app.inject().
 */
export async function buildApp(ctx: AppContext, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // A hop count trusts that many proxies nearest the server (proxy-addr's semantics).
    trustProxy: typeof ctx.config.trustProxy === 'number' ? hops(ctx.config.trustProxy) : ctx.config.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    ajv: { customOptions: { removeAdditional: false } },
    // A path the router cannot decode (%FF, a lone surrogate) gets the envelope like any bad input.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .status(status)
        .send({ success: false, value: null, code: 'INVALID_INPUT', message: 'Malformed request' });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerValidation(app);
  // Only the device-trust cookie (session/trusted-devices.ts); sessions travel in headers.
  await app.register(fastifyCookie);
  // The console's live feeds (the support desk's); a frame is small, as a request body is.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // Answers over 1 KB (game lists, announcements, the app shell) travel compressed; precompressed
  // assets are sent as they are. Brotli at quality 4 costs the server little per answer.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerErrorHandling(app);
  // Every route whose config says `encryptedBody` gets its body decrypted (or a plain one refused
  // where encryption is required) before validation: a new route is covered by saying so.
  app.addHook('preValidation', decryptBody);
  // Every route whose config says `idempotent` takes an Idempotency-Key (Stripe's semantics).
  registerIdempotency(app);
  const inlineBlocks = inlineBlockHashes(ctx.config.webDir);
  registerSecurityHeaders(app, {
    gameOrigins: ctx.vendors.origins,
    production: ctx.config.mode === 'production',
    inlineStyles: inlineBlocks.styles,
    inlineScripts: inlineBlocks.scripts,
  });
  registerAccessGate(app);
  registerOperatorNetworkGate(app, ctx.config.opsNetworks);
  await registerRateLimit(app, ctx.config.rateLimitPerMinute, ctx.config.redisUrl);
  await registerOpenApi(app, ctx.config.mode === 'sandbox');

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(walletRoutes);
  await app.register(securityRoutes);
  await app.register(depositRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(withdrawalRoutes);
  await app.register(payoutCallbackRoutes);
  await app.register(operatorRoutes);
  await app.register(kycRoutes);
  await app.register(kycWebhookRoutes);
  await app.register(accountRoutes);
  await app.register(captchaRoutes);
  await app.register(verificationRoutes);
  await app.register(helpRoutes);
  await app.register(gameRoutes);
  await app.register(seamlessRoutes);
  await app.register(recordRoutes);
  await app.register(referralRoutes);
  await app.register(winnerRoutes);
  await app.register(announcementRoutes);
  await app.register(protectionRoutes);
  await app.register(protectionOperatorRoutes);
  await app.register(promotionRoutes);
  await app.register(promotionOperatorRoutes);
  await app.register(agentRoutes);
  await app.register(inboxRoutes);
  await app.register(inboxOperatorRoutes);
  await app.register(inboxStaffRoutes);
  await app.register(chatRoutes);
  await app.register(chatOperatorRoutes);
  await app.register(chatDeskRoutes);
  await app.register(staffRoutes);
  await app.register(queueRoutes);
  await app.register(playersOpsRoutes);
  await app.register(reportRoutes);
  await app.register(contentOpsRoutes);
  await app.register(updateRoutes);
  if (ctx.config.mode === 'sandbox') {
    await app.register(outboxRoutes);
    await app.register(chatPageRoutes);
    await app.register(sandboxDepositRoutes);
    await app.register(sandboxDownloadRoutes(ctx.config.publicUrl));
  }

  await registerWeb(app, ctx.config.webDir, ctx.config.firstScreenDir, startAnswers(systemAnswers(ctx)));
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
