import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../../db/types';
import { registerRateLimit } from '../../http/rate-limit';
import { registerValidation } from '../../http/validation';
import { requireClosedSchema } from '../sandbox-http';
import { LOTTERY_LOBBY_CODE, UNITS_PER_CENTAVO } from '../../../contracts/constants';
import { aggregatorGames, type AggregatorPartner } from './aggregator';
import type { AggregatorGame, FamilyContext, FamilyName, GameFamily } from './family';
import { playableGame, type Families } from './families';
import { HOUSE_PARTNER } from './partner';
import { RoundError } from './round-error';
import { HouseRounds } from './rounds';
import { closed, GameCode, PlayerFields } from './schemas';
import { WithdrawnGames } from './withdrawals';
import type { WalletClient } from './wallet-client';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

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

/** One partner of the aggregator as it runs: its signed wallet client and its rounds. */
export interface PartnerRuntime {
  partner: AggregatorPartner;
  wallet: WalletClient;
  rounds: HouseRounds;
}

/** A partner's runtime over its wallet client. */
export function partnerRuntime(db: Queryable, partner: AggregatorPartner, wallet: WalletClient): PartnerRuntime {
  return { partner, wallet, rounds: new HouseRounds(db, wallet, partner.code) };
}

const LOTTERY_LOBBY: AggregatorGame = {
  vendor: 'HOUSE',
  code: LOTTERY_LOBBY_CODE,
  name: 'Lottery',
  type: 'LOTT',
  classify: null,
  minBet: 0,
  family: 'lottery',
};

/** Which games a partner's families see: by code, and a family's codes. */
export type GameLookup = Pick<FamilyContext, 'game' | 'codesOf'>;

/** A partner's own games in the aggregator's catalogue, less the withdrawn. */
function partnerGames(partner: AggregatorPartner, withdrawn: WithdrawnGames): GameLookup {
  const isHouse = partner.code === HOUSE_PARTNER;
  const codes = new Map<FamilyName, string[]>();
  return {
    game(code) {
      if (isHouse && code === LOTTERY_LOBBY_CODE) return LOTTERY_LOBBY;
      const game = playableGame(code);
      return game && partner.vendors.includes(game.vendor) && !withdrawn.has(code) ? game : undefined;
    },
    // The catalogue does not change while the aggregator runs: each family's codes are listed once.
    codesOf(family) {
      let list = codes.get(family);
      if (!list) {
        list = [...aggregatorGames().values()].filter((g) => g.family === family && partner.vendors.includes(g.vendor)).map((g) => g.code);
        codes.set(family, list);
      }
      return list;
    },
  };
}

/** The context a partner's families work in: its wallet, its rounds, the games `games` lets it see. */
export function familyContext(
  db: Queryable,
  runtime: Omit<PartnerRuntime, 'partner'> & { partner: Pick<AggregatorPartner, 'code'> },
  perToken: FamilyContext['perToken'],
  now: () => number,
  games: GameLookup,
): FamilyContext {
  const { partner, wallet, rounds } = runtime;
  return {
    db,
    wallet,
    rounds,
    partnerCode: partner.code,
    perToken,
    now,
    ...games,
    async balanceOf(user, token, game) {
      const answer = await wallet.balance(user, token, game);
      if (answer.status !== 'RS_OK') throw new RoundError('WALLET_REFUSED', answer.status);
      return { balance: (answer.balance ?? 0) / UNITS_PER_CENTAVO, currency: answer.currency };
    },
  };
}

/** The families of a partner's games, each once. */
function familiesOf(partner: AggregatorPartner, families: ReadonlyMap<FamilyName, GameFamily>): GameFamily[] {
  const names = new Set<FamilyName>();
  for (const game of aggregatorGames().values()) if (partner.vendors.includes(game.vendor)) names.add(game.family);
  if (partner.code === HOUSE_PARTNER) names.add('lottery');
  return [...names].map((name) => families.get(name)).filter((f): f is GameFamily => f !== undefined);
}

/**
 * The background work of every partner, every second: each family's (draws, settlements,
 * abandoned hands) and the retries of what the operator did not confirm.
 */
export function aggregatorWork(deps: {
  db: Queryable;
  partners: PartnerRuntime[];
  families: Families;
  withdrawn: WithdrawnGames;
  now?: () => number;
}) {
  const { families } = deps;
  const now = deps.now ?? Date.now;
  const contexts = deps.partners.map((runtime) => {
    const ctx = familyContext(deps.db, runtime, async () => {}, now, partnerGames(runtime.partner, deps.withdrawn));
    return { ctx, runtime, families: familiesOf(runtime.partner, families) };
  });
  return async () => {
    await deps.withdrawn.reload();
    for (const { ctx, runtime, families: own } of contexts) {
      for (const family of own) await family.tick?.(ctx);
      await runtime.rounds.retryFailed();
    }
  };
}

/** The aggregator's answer to a refusal: its stable code (with the wallet's status and balance), never a stack trace. */
export function answerRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
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
}

/**
 * The sandbox aggregator on its own origin: game pages for phones and their backend, for every
 * partner under its prefix, reaching the player's money only through the operator's
 * seamless-wallet API, each partner with its own key.
 */
export async function buildHouseVendor(deps: {
  db: Queryable;
  /** Every partner it serves; the house (lotteries, the root prefix) must be one. */
  partners: PartnerRuntime[];
  operatorOrigin: string;
  /** Its families, shared with the background work (see gameFamilies). */
  families: Families;
  /** The games its vendors withdrew (shared with the background work, which reloads it). */
  withdrawn?: WithdrawnGames;
  limits?: VendorLimits;
  /** Shares the per-address counters between processes (as the platform's REDIS_URL); in memory without it. */
  redisUrl?: string | null;
  now?: () => number;
}) {
  const app = Fastify({ bodyLimit: 16 * 1024 }).withTypeProvider<TypeBoxTypeProvider>();
  // The platform's validators: strict bodies (an unknown field is refused, not dropped).
  registerValidation(app);
  app.addHook('onRoute', requireClosedSchema('house vendor'));
  if (!deps.partners.some((p) => p.partner.code === HOUSE_PARTNER)) throw new Error('the aggregator needs the house partner');
  const { families } = deps;
  const withdrawn = deps.withdrawn ?? new WithdrawnGames(deps.db);
  await withdrawn.reload();
  const limits = deps.limits ?? VENDOR_LIMITS;
  const now = deps.now ?? Date.now;

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

  app.setErrorHandler(answerRefusal);

  // An unknown address counts against the caller's address too: no probing for free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (_request, reply) => reply.status(404).send({ error: 'NOT_FOUND' }));

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

  catalogueRoutes(app, withdrawn);
  for (const runtime of deps.partners) {
    const ctx = familyContext(deps.db, runtime, perToken, now, partnerGames(runtime.partner, withdrawn));
    const own = familiesOf(runtime.partner, families);
    await app.register(async (scope) => partnerRoutes(scope.withTypeProvider<TypeBoxTypeProvider>(), ctx, own), {
      prefix: runtime.partner.prefix,
    });
  }

  await app.ready();
  return app;
}

/**
 * The catalogue the aggregator publishes to the operator (every game it runs, less the
 * withdrawn), and the tester's switches that withdraw a game and bring it back.
 */
function catalogueRoutes(app: Scope, withdrawn: WithdrawnGames) {
  app.get('/api/catalogue', { schema: { querystring: Type.Object({}, closed) } }, async () => ({
    games: [...aggregatorGames().values()]
      .filter((g) => playableGame(g.code) && !withdrawn.has(g.code))
      .map((g) => ({ vendor: g.vendor, code: g.code, name: g.name, type: g.type })),
  }));
  const Code = { schema: { params: Type.Object({ code: GameCode }, closed), body: Type.Object({}, closed) } };
  app.post('/sandbox/games/:code/withdraw', Code, async (request) => {
    if (!aggregatorGames().has(request.params.code)) throw new RoundError('UNKNOWN_GAME');
    await withdrawn.withdraw(request.params.code);
    return { code: request.params.code, withdrawn: true };
  });
  app.post('/sandbox/games/:code/restore', Code, async (request) => {
    await withdrawn.restore(request.params.code);
    return { code: request.params.code, withdrawn: false };
  });
}

type Scope = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** One partner's pages and API: what every game has (page, facts, balance, a committed round), then its families' own. */
function partnerRoutes(app: Scope, ctx: FamilyContext, families: GameFamily[]) {
  const familyOf = (game: AggregatorGame) => families.find((f) => f.family === game.family);

  app.get('/games/:code', { schema: { params: Type.Object({ code: GameCode }, closed) } }, async (request, reply) => {
    const game = ctx.game(request.params.code);
    const family = game && familyOf(game);
    if (!family) {
      // A player may still have a withdrawn game open, or come back to it: tell them so, in a page.
      if (!playableGame(request.params.code)) return reply.status(404).send({ error: 'UNKNOWN_GAME' });
      const notice = await readFile(path.join(PUBLIC_DIR, 'withdrawn.html'), 'utf8');
      return reply.status(410).type('text/html; charset=utf-8').send(notice);
    }
    return reply.type('text/html; charset=utf-8').send(await readFile(path.join(PUBLIC_DIR, `${family.page}.html`), 'utf8'));
  });

  // A game's published facts: its parameters, rules and exact return, for its page and help.
  app.get('/api/games/:code', { schema: { params: Type.Object({ code: GameCode }, closed) } }, async (request) => {
    const game = ctx.game(request.params.code);
    const family = game && familyOf(game);
    if (!game || !family) throw new RoundError('UNKNOWN_GAME');
    return { code: game.code, name: game.name, family: game.family, ...family.describe(game) };
  });

  // A round as its player checks it from the operator's betting record (the round id is the
  // wallet's): the page, and what it shows. Seeds and outcomes only once the round is over.
  const RoundParams = { schema: { params: Type.Object({ round: Type.String({ pattern: '^[A-Za-z0-9:_-]{1,100}$' }) }, closed) } };
  app.get('/rounds/:round', RoundParams, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(await readFile(path.join(PUBLIC_DIR, 'round.html'), 'utf8')),
  );
  app.get('/api/round-details/:round', RoundParams, async (request) => {
    const { round } = request.params;
    let details = await ctx.rounds.details(round);
    for (const family of families) details ??= (await family.roundDetails?.(ctx, round)) ?? null;
    if (!details) throw new RoundError('ROUND_NOT_FOUND');
    return details;
  });

  // The launch's currency may come along (a page sends its launch parameters as they are); the operator's is the one that counts.
  const PlayerCall = { user: PlayerFields.user, token: PlayerFields.token, currency: Type.Optional(PlayerFields.currency) };

  app.post(
    '/api/balance',
    { schema: { body: Type.Object({ ...PlayerCall, game: GameCode }, closed) }, preHandler: ctx.perToken },
    async (request) => ctx.balanceOf(request.body.user, request.body.token, request.body.game),
  );

  /**
   * Commits the next round of a game played in rounds of its own (slots, colour, cards). Only
   * for the player whose live game token comes with it: the operator confirms the token is this
   * wallet user's (and extends it) before anything is written, and the round can then be played
   * only with that same token.
   */
  app.post(
    '/api/rounds',
    { schema: { body: Type.Object({ ...PlayerCall, game: GameCode }, closed) }, preHandler: ctx.perToken },
    async (request) => {
      const { user, token, game } = request.body;
      const known = ctx.game(game);
      if (!known || !ROUND_FAMILIES.has(known.family)) throw new RoundError('UNKNOWN_GAME');
      await ctx.balanceOf(user, token, game);
      return ctx.rounds.commit(game, { user, token });
    },
  );

  for (const family of families) family.routes(app, ctx);
}

/** The families whose rounds are the player's own, committed one at a time before play. */
const ROUND_FAMILIES: ReadonlySet<FamilyName> = new Set(['slot', 'colour', 'cards', 'blackjack', 'pvp']);
