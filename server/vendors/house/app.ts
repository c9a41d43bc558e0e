import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../../db/types';
import { registerRateLimit } from '../../http/rate-limit';
import { registerValidation } from '../../http/validation';
import { requireClosedSchema } from '../sandbox-http';
import { COLOURS } from './colour-game';
import { LOTTERY_LOBBY_CODE, UNITS_PER_CENTAVO } from '../../../contracts/constants';
import { HouseLottery } from './lottery/service';
import { pageFor } from './pages';
import { RoundError } from './round-error';
import { HouseRounds } from './rounds';
import type { WalletClient } from './wallet-client';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

const Player = {
  user: Type.String({ pattern: '^p\\d{6,}$' }),
  token: Type.String({ minLength: 16, maxLength: 128 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
};
const ClientSeed = Type.String({ minLength: 1, maxLength: 64 });
const GameCode = Type.String({ pattern: '^[a-z0-9_-]{1,64}$' });
/** Every body, query and path here is closed: an unknown field is refused, not ignored. */
const closed = { additionalProperties: false } as const;

/**
 * How often the vendor answers. Per address: every request (pages, files, API), as the
 * platform counts them. Per game token: every call that acts for a player; one play of a game
 * is two calls (the round's commitment and the play), so 10 a second lets a slot spin five
 * times a second, more than a finger or an autoplay needs.
 */
export interface VendorLimits {
  perIpPerMinute: number;
  perToken: { max: number; timeWindowMs: number };
}
export const VENDOR_LIMITS: VendorLimits = { perIpPerMinute: 1200, perToken: { max: 10, timeWindowMs: 1000 } };

/** One game token's calls came too fast: answered 429 with the seconds to wait. */
class RateLimited extends Error {
  readonly statusCode = 429;

  constructor(readonly retryAfter: number) {
    super('RATE_LIMITED');
  }
}

/**
 * The built-in house vendor on its own origin: game pages for phones and their backend, which
 * reaches the player's money only through the operator's seamless-wallet API.
 */
export async function buildHouseVendor(deps: {
  db: Queryable;
  wallet: WalletClient;
  operatorOrigin: string;
  lottery?: HouseLottery;
  rounds?: HouseRounds;
  limits?: VendorLimits;
  /** Shares the per-address counters between processes (as the platform's REDIS_URL); in memory without it. */
  redisUrl?: string | null;
}) {
  const app = Fastify({ bodyLimit: 16 * 1024 }).withTypeProvider<TypeBoxTypeProvider>();
  // The platform's validators: strict bodies (an unknown field is refused, not dropped).
  registerValidation(app);
  app.addHook('onRoute', requireClosedSchema('house vendor'));
  const rounds = deps.rounds ?? new HouseRounds(deps.db, deps.wallet);
  const lottery = deps.lottery ?? new HouseLottery(deps.db, deps.wallet);
  const limits = deps.limits ?? VENDOR_LIMITS;

  // The platform's per-address limit, on every route.
  await registerRateLimit(app, limits.perIpPerMinute, deps.redisUrl ?? null);
  // And one per game token, on every call that acts for a player: the key is the token's hash,
  // so a flood under another player's wallet user (without their token) never spends their share.
  const tokenLimit = app.createRateLimit({
    max: limits.perToken.max,
    timeWindow: limits.perToken.timeWindowMs,
    keyGenerator: (request) =>
      `token:${createHash('sha256')
        .update((request.body as { token: string }).token)
        .digest('base64url')}`,
  });
  const perToken = async (request: FastifyRequest) => {
    const limit = await tokenLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw new RateLimited(limit.ttlInSeconds);
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header(
      'content-security-policy',
      `default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; ` +
        `frame-ancestors ${deps.operatorOrigin}`,
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof RoundError) {
      return reply.status(error.status).send({ error: error.code, walletStatus: error.walletStatus, balance: error.balance });
    }
    if (error.statusCode === 429) {
      // Per address (the plugin set retry-after already) or per game token.
      const retryAfter = error instanceof RateLimited ? error.retryAfter : Number(reply.getHeader('retry-after') ?? 1);
      return reply.status(429).header('retry-after', retryAfter).send({ error: 'RATE_LIMITED', retryAfter });
    }
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    return reply.status(status >= 500 ? 500 : status).send({ error: status >= 500 ? 'INTERNAL' : 'INVALID_INPUT' });
  });

  // An unknown address counts against the caller's address too: no probing for free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (_request, reply) => reply.status(404).send({ error: 'NOT_FOUND' }));

  app.get('/games/:code', { schema: { params: Type.Object({ code: GameCode }, closed) } }, async (request, reply) => {
    const page = pageFor(request.params.code);
    if (!page) return reply.status(404).send({ error: 'UNKNOWN_GAME' });
    return reply.type('text/html; charset=utf-8').send(await readFile(path.join(PUBLIC_DIR, `${page}.html`), 'utf8'));
  });

  app.get(
    '/static/:file',
    { schema: { params: Type.Object({ file: Type.String({ pattern: '^[a-z-]+\\.(js|css)$' }) }, closed) } },
    async (request, reply) => {
      const file = request.params.file;
      const body = await readFile(path.join(PUBLIC_DIR, file), 'utf8').catch(() => null);
      if (body === null) return reply.status(404).send({ error: 'NOT_FOUND' });
      return reply
        .type(file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );

  /** The player's balance in centavos; a token the operator refuses is a refusal here too. */
  const balanceOf = async (user: string, token: string, game: string) => {
    const answer = await deps.wallet.balance(user, token, game);
    if (answer.status !== 'RS_OK') throw new RoundError('WALLET_REFUSED', answer.status);
    return { balance: (answer.balance ?? 0) / UNITS_PER_CENTAVO, currency: answer.currency };
  };

  // The launch's currency may come along (a page sends its launch parameters as they are); the operator's is the one that counts.
  const PlayerCall = { user: Player.user, token: Player.token, currency: Type.Optional(Player.currency) };

  app.post(
    '/api/balance',
    { schema: { body: Type.Object({ ...PlayerCall, game: GameCode }, closed) }, preHandler: perToken },
    async (request) => balanceOf(request.body.user, request.body.token, request.body.game),
  );

  /**
   * Commits the next round of a slot or colour game. Only for the player whose live game token
   * comes with it: the operator confirms the token is this wallet user's (and extends it) before
   * anything is written, and the round can then be played only with that same token.
   */
  app.post(
    '/api/rounds',
    { schema: { body: Type.Object({ ...PlayerCall, game: GameCode }, closed) }, preHandler: perToken },
    async (request) => {
      const { user, token, game } = request.body;
      const page = pageFor(game);
      if (page !== 'slot' && page !== 'colour') throw new RoundError('UNKNOWN_GAME');
      await balanceOf(user, token, game);
      return rounds.commit(game, { user, token });
    },
  );

  app.post(
    '/api/slot/spin',
    {
      schema: {
        body: Type.Object(
          { ...Player, roundId: Type.String({ format: 'uuid' }), clientSeed: ClientSeed, stake: Type.Integer({ minimum: 1 }) },
          closed,
        ),
      },
      preHandler: perToken,
    },
    async (request) => {
      const b = request.body;
      return rounds.spin({ user: b.user, token: b.token, currency: b.currency }, b.roundId, b.clientSeed, b.stake);
    },
  );

  app.post(
    '/api/colour/play',
    {
      schema: {
        body: Type.Object(
          {
            ...Player,
            roundId: Type.String({ format: 'uuid' }),
            clientSeed: ClientSeed,
            bets: Type.Object(
              Object.fromEntries(COLOURS.map((c) => [c, Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 }))])),
              closed,
            ),
          },
          closed,
        ),
      },
      preHandler: perToken,
    },
    async (request) => {
      const b = request.body;
      return rounds.colour({ user: b.user, token: b.token, currency: b.currency }, b.roundId, b.clientSeed, b.bets);
    },
  );

  app.get(
    '/api/lottery/games',
    {
      schema: {
        querystring: Type.Object(
          {
            vendor: Type.Optional(Type.Union([Type.Literal('HOUSE'), Type.Literal('TCG_SEA')])),
            type: Type.Optional(Type.Union([Type.Literal('LOTT'), Type.Literal('ELOTT')])),
          },
          closed,
        ),
      },
    },
    async (request) => lottery.lobby(request.query),
  );

  app.get(
    '/api/lottery/results/:code',
    {
      schema: {
        params: Type.Object({ code: GameCode }, closed),
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }, closed),
      },
    },
    async (request) => ({ results: await lottery.results(request.params.code, request.query.limit ?? 10) }),
  );

  app.post(
    '/api/lottery/tickets',
    {
      schema: {
        body: Type.Object(
          {
            ...Player,
            lottery: GameCode,
            drawNo: Type.Integer({ minimum: 0 }),
            numbers: Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { minItems: 1, maxItems: 10 }),
            stake: Type.Integer({ minimum: 1 }),
          },
          closed,
        ),
      },
      preHandler: perToken,
    },
    async (request) => {
      const { user, token, currency, ...order } = request.body;
      return lottery.buy({ user, token, currency }, order);
    },
  );

  // A player's own tickets: the game token proves who asks (the operator checks it).
  app.post(
    '/api/lottery/my-tickets',
    {
      schema: { body: Type.Object({ user: Player.user, token: Player.token, lottery: Type.Optional(GameCode) }, closed) },
      preHandler: perToken,
    },
    async (request) => {
      const { user, token, lottery: code } = request.body;
      const { balance } = await balanceOf(user, token, code ?? LOTTERY_LOBBY_CODE);
      return { balance, tickets: await lottery.tickets(user, code, 20) };
    },
  );

  await app.ready();
  return app;
}
