import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../../db/types';
import { COLOURS } from './colour-game';
import { HouseRounds, RoundError } from './rounds';
import type { WalletClient } from './wallet-client';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

/** Which page plays which house game code (the catalogue's game_code). */
export function pageFor(gameCode: string): 'slot' | 'colour' | null {
  if (/^house-rng-/.test(gameCode)) return 'slot';
  if (/^house-pvp-/.test(gameCode)) return 'colour';
  return null;
}

const Player = { user: Type.String({ pattern: '^p\\d{6,}$' }), token: Type.String({ minLength: 16, maxLength: 128 }), currency: Type.String({ pattern: '^[A-Z]{3}$' }) };
const ClientSeed = Type.String({ minLength: 1, maxLength: 64 });

/**
 * The built-in house vendor on its own origin: game pages for phones and their backend, which
 * reaches the player's money only through the operator's seamless-wallet API.
 */
export async function buildHouseVendor(deps: { db: Queryable; wallet: WalletClient; operatorOrigin: string }) {
  const app = Fastify({ bodyLimit: 16 * 1024 }).withTypeProvider<TypeBoxTypeProvider>();
  const rounds = new HouseRounds(deps.db, deps.wallet);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', `default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors ${deps.operatorOrigin}`);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof RoundError) {
      return reply.status(409).send({ error: error.code, walletStatus: error.walletStatus, balance: error.balance });
    }
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    return reply.status(status >= 500 ? 500 : status).send({ error: status >= 500 ? 'INTERNAL' : 'INVALID_INPUT' });
  });

  app.get('/games/:code', { schema: { params: Type.Object({ code: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) }) } }, async (request, reply) => {
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

  app.post('/api/balance', { schema: { body: Type.Object({ user: Player.user, token: Player.token, game: Type.String({ maxLength: 64 }) }) } }, async (request) => {
    const answer = await deps.wallet.balance(request.body.user, request.body.token, request.body.game);
    if (answer.status !== 'RS_OK') throw new RoundError('WALLET_REFUSED', answer.status);
    return { balance: (answer.balance ?? 0) / 1000, currency: answer.currency };
  });

  app.post('/api/rounds', { schema: { body: Type.Object({ user: Player.user, game: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) }) } }, async (request) =>
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

  await app.ready();
  return app;
}
