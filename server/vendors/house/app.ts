import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../../db/types';
import { registerValidation } from '../../http/validation';
import { COLOURS } from './colour-game';
import { LOTTERY_LOBBY, lotteryByCode } from './lottery/lotteries';
import { HouseLottery } from './lottery/service';
import { RoundError, UNITS_PER_CENTAVO } from './round-error';
import { HouseRounds } from './rounds';
import type { WalletClient } from './wallet-client';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

/** Which page plays which house game code (the catalogue's game_code). */
export function pageFor(gameCode: string): 'slot' | 'colour' | 'lottery' | null {
  if (/^house-rng-/.test(gameCode)) return 'slot';
  if (/^house-pvp-/.test(gameCode)) return 'colour';
  if (gameCode === LOTTERY_LOBBY || lotteryByCode(gameCode)) return 'lottery';
  return null;
}

const Player = { user: Type.String({ pattern: '^p\\d{6,}$' }), token: Type.String({ minLength: 16, maxLength: 128 }), currency: Type.String({ pattern: '^[A-Z]{3}$' }) };
const ClientSeed = Type.String({ minLength: 1, maxLength: 64 });
const GameCode = Type.String({ pattern: '^[a-z0-9_-]{1,64}$' });

/**
 * The built-in house vendor on its own origin: game pages for phones and their backend, which
 * reaches the player's money only through the operator's seamless-wallet API.
 */
export async function buildHouseVendor(deps: { db: Queryable; wallet: WalletClient; operatorOrigin: string; lottery?: HouseLottery; rounds?: HouseRounds }) {
  const app = Fastify({ bodyLimit: 16 * 1024 }).withTypeProvider<TypeBoxTypeProvider>();
  // The platform's validators: strict bodies (an unknown field is refused, not dropped).
  registerValidation(app);
  const rounds = deps.rounds ?? new HouseRounds(deps.db, deps.wallet);
  const lottery = deps.lottery ?? new HouseLottery(deps.db, deps.wallet);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', `default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors ${deps.operatorOrigin}`);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof RoundError) {
      return reply.status(error.status).send({ error: error.code, walletStatus: error.walletStatus, balance: error.balance });
    }
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    return reply.status(status >= 500 ? 500 : status).send({ error: status >= 500 ? 'INTERNAL' : 'INVALID_INPUT' });
  });

  app.get('/games/:code', { schema: { params: Type.Object({ code: GameCode }) } }, async (request, reply) => {
    const page = pageFor(request.params.code);
    if (!page) return reply.status(404).send({ error: 'UNKNOWN_GAME' });
    return reply.type('text/html; charset=utf-8').send(await readFile(path.join(PUBLIC_DIR, `${page}.html`), 'utf8'));
  });

  app.get('/static/:file', { schema: { params: Type.Object({ file: Type.String({ pattern: '^[a-z-]+\\.(js|css)$' }) }) } }, async (request, reply) => {
    const file = request.params.file;
    const body = await readFile(path.join(PUBLIC_DIR, file), 'utf8').catch(() => null);
    if (body === null) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.type(file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  /** The player's balance in centavos; a token the operator refuses is a refusal here too. */
  const balanceOf = async (user: string, token: string, game: string) => {
    const answer = await deps.wallet.balance(user, token, game);
    if (answer.status !== 'RS_OK') throw new RoundError('WALLET_REFUSED', answer.status);
    return { balance: (answer.balance ?? 0) / UNITS_PER_CENTAVO, currency: answer.currency };
  };

  app.post('/api/balance', { schema: { body: Type.Object({ user: Player.user, token: Player.token, game: Type.String({ maxLength: 64 }) }) } }, async (request) =>
    balanceOf(request.body.user, request.body.token, request.body.game),
  );

  app.post('/api/rounds', { schema: { body: Type.Object({ user: Player.user, game: GameCode }) } }, async (request) =>
    rounds.commit(request.body.game, request.body.user),
  );

  app.post(
    '/api/slot/spin',
    { schema: { body: Type.Object({ ...Player, roundId: Type.String({ format: 'uuid' }), clientSeed: ClientSeed, stake: Type.Integer({ minimum: 1 }) }) } },
    async (request) => {
      const b = request.body;
      return rounds.spin({ user: b.user, token: b.token, currency: b.currency }, b.roundId, b.clientSeed, b.stake);
    },
  );

  app.post(
    '/api/colour/play',
    {
      schema: {
        body: Type.Object({
          ...Player,
          roundId: Type.String({ format: 'uuid' }),
          clientSeed: ClientSeed,
          bets: Type.Object(Object.fromEntries(COLOURS.map((c) => [c, Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 }))])), { additionalProperties: false }),
        }),
      },
    },
    async (request) => {
      const b = request.body;
      return rounds.colour({ user: b.user, token: b.token, currency: b.currency }, b.roundId, b.clientSeed, b.bets);
    },
  );

  app.get(
    '/api/lottery/games',
    { schema: { querystring: Type.Object({ vendor: Type.Optional(Type.Union([Type.Literal('HOUSE'), Type.Literal('TCG_SEA')])), type: Type.Optional(Type.Union([Type.Literal('LOTT'), Type.Literal('ELOTT')])) }, { additionalProperties: false }) } },
    async (request) => lottery.lobby(request.query),
  );

  app.get(
    '/api/lottery/results/:code',
    { schema: { params: Type.Object({ code: GameCode }), querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }, { additionalProperties: false }) } },
    async (request) => ({ results: await lottery.results(request.params.code, request.query.limit ?? 10) }),
  );

  app.post(
    '/api/lottery/tickets',
    {
      schema: {
        body: Type.Object(
          { ...Player, lottery: GameCode, drawNo: Type.Integer({ minimum: 0 }), numbers: Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { minItems: 1, maxItems: 10 }), stake: Type.Integer({ minimum: 1 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { user, token, currency, ...order } = request.body;
      return lottery.buy({ user, token, currency }, order);
    },
  );

  // A player's own tickets: the game token proves who asks (the operator checks it).
  app.post(
    '/api/lottery/my-tickets',
    { schema: { body: Type.Object({ user: Player.user, token: Player.token, lottery: Type.Optional(GameCode) }, { additionalProperties: false }) } },
    async (request) => {
      const { user, token, lottery: code } = request.body;
      const { balance } = await balanceOf(user, token, code ?? LOTTERY_LOBBY);
      return { balance, tickets: await lottery.tickets(user, code, 20) };
    },
  );

  await app.ready();
  return app;
}
