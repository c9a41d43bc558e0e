import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { BalanceRequest, BetRequest, RollbackRequest, STATUS, UserInfoRequest, WinRequest, type Status } from './protocol';
import { SeamlessWallet } from './wallet-service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const Params = Type.Object({ partner: Type.String({ pattern: '^[a-z0-9_-]{2,32}$' }) });

function requestUuid(request: FastifyRequest): string {
  const body = request.body as { request_uuid?: unknown } | undefined;
  return typeof body?.request_uuid === 'string' ? body.request_uuid : '';
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: Status) {
  const body = request.body as { user?: unknown } | undefined;
  return reply.status(200).send({ user: typeof body?.user === 'string' ? body.user : '', status, request_uuid: requestUuid(request) });
}

/**
 * The operator's seamless-wallet endpoints, called server to server by game partners:
 * POST /seamless/:partner/user/info, /user/balance, /transaction/bet, /transaction/win,
 * /transaction/rollback. Every body must carry the partner's RSA-SHA256 signature of its exact
 * bytes. Answers are always HTTP 200 with an RS_* status, as the Hub88 API has them.
 */
export async function seamlessRoutes(app: FastifyInstance): Promise<void> {
  const wallet = new SeamlessWallet(app.ctx, app.log);

  // The signature covers the raw bytes, so keep them next to the parsed body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400, code: 'WALLET_BAD_JSON' }), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const wrongType = error.validation.some((v) => v.keyword === 'type' || v.keyword === 'minimum' || v.keyword === 'maximum');
      return refuse(request, reply, wrongType ? STATUS.wrongTypes : STATUS.wrongSyntax);
    }
    if (error.code === 'WALLET_BAD_JSON' || error.statusCode === 400) return refuse(request, reply, STATUS.wrongSyntax);
    request.log.error({ err: error }, 'seamless wallet error');
    return refuse(request, reply, STATUS.unknown);
  });

  app.addHook('preHandler', async (request, reply) => {
    const { partner } = request.params as { partner: string };
    const signature = request.headers['x-hub88-signature'];
    const refusal = await wallet.authenticate(partner, request.rawBody ?? '', typeof signature === 'string' ? signature : undefined);
    if (refusal) return refuse(request, reply, refusal);
  });

  const route = <T extends TSchema>(url: string, body: T, handle: (partner: string, body: never) => Promise<unknown>) =>
    app.post(url, { schema: { hide: true, params: Params, body }, config: { rateLimit: false } }, async (request) =>
      handle((request.params as { partner: string }).partner, request.body as never),
    );

  route('/seamless/:partner/user/info', UserInfoRequest, (_partner, body) => wallet.userInfo(body));
  route('/seamless/:partner/user/balance', BalanceRequest, (partner, body) => wallet.balance(partner, body));
  route('/seamless/:partner/transaction/bet', BetRequest, (partner, body) => wallet.bet(partner, body));
  route('/seamless/:partner/transaction/win', WinRequest, (partner, body) => wallet.win(partner, body));
  route('/seamless/:partner/transaction/rollback', RollbackRequest, (partner, body) => wallet.rollback(partner, body));
}
