import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AggregatorGame, FamilyContext, GameFamily } from '../family';
import { RoundError, type Player } from '../round-error';
import { ClientSeed, closed, PlayerFields } from '../schemas';
import { tableLook } from '../table-look';
import { DECKS } from './blackjack';
import { BASIC_STRATEGY_RETURN } from './blackjack-strategy';
import { CALL_PAYS, STRATEGY_RETURN as CARIBBEAN_RETURN } from './caribbean';
import { TABLES, type CardGame, type CardTable, type Decision } from './tables';
import { ANTE_BONUS, ANTE_PLAY_RETURN, PAIR_PLUS, PAIR_PLUS_RETURN } from './three-card';
import { OPTIMAL_RETURN, PAYTABLE, STRATEGY_RETURN as VIDEO_POKER_STRATEGY_RETURN } from './video-poker';

/** Which dealer game a POKER catalogue entry is, by its name; null for one this family does not deal. */
export function cardGameOf(name: string): Exclude<CardGame, 'blackjack'> | null {
  if (/jacks or better|video poker/i.test(name)) return 'video-poker';
  if (/three card/i.test(name)) return 'three-card';
  if (/caribbean/i.test(name)) return 'caribbean';
  return null;
}

/** The table limit of every card game: ₱5,000 a hand (the minimum is the catalogue's, in whole pesos). */
export const MAX_STAKE = 500_000;

/** Stakes in centavos: whole pesos from the game's minimum bet up to the table limit. */
export function stakeLimits(game: AggregatorGame): { min: number; max: number } {
  return { min: Math.max(100, Math.ceil(game.minBet / 100) * 100), max: MAX_STAKE };
}

/** A hand left without a decision this long ends with the default one (hold by the strategy, fold, stand). */
export const ABANDONED_AFTER_MS = 10 * 60_000;

function tableOf(game: AggregatorGame): CardTable | null {
  if (game.family === 'blackjack') return TABLES.blackjack;
  const kind = game.family === 'cards' ? cardGameOf(game.name) : null;
  return kind ? TABLES[kind] : null;
}

function describeCards(game: AggregatorGame) {
  const stakes = stakeLimits(game);
  // Its own felt, card back, studio, table number and dealer (table-look.ts).
  const look = tableLook(game);
  switch (cardGameOf(game.name)) {
    case 'video-poker':
      return {
        game: 'video-poker',
        stakes,
        paytable: PAYTABLE,
        returnToPlayer: OPTIMAL_RETURN,
        hintReturn: VIDEO_POKER_STRATEGY_RETURN,
        rules: { decks: 1, draws: 1 },
        look,
      };
    case 'three-card':
      return {
        game: 'three-card',
        stakes,
        anteBonus: ANTE_BONUS,
        pairPlus: PAIR_PLUS,
        returnToPlayer: ANTE_PLAY_RETURN,
        pairPlusReturn: PAIR_PLUS_RETURN,
        rules: { decks: 1, dealerQualifies: 'Q-high', play: 1 },
        look,
      };
    case 'caribbean':
      return {
        game: 'caribbean',
        stakes,
        callPays: CALL_PAYS,
        returnToPlayer: CARIBBEAN_RETURN,
        rules: { decks: 1, dealerQualifies: 'A-K', call: 2 },
        look,
      };
    default:
      return { game: null, returnToPlayer: null };
  }
}

/** Video poker, Three Card Poker and Caribbean Stud: the POKER catalogue's games against the dealer. */
export const cardsFamily: GameFamily = {
  family: 'cards',
  page: 'cards',
  describe: describeCards,
  routes: (app, ctx) => cardRoutes(app, ctx, 'cards'),
  tick: (ctx) => finishAbandoned(ctx, 'cards'),
};

/** The LIVE catalogue's "... Blackjack" tables, one seat against the dealer. */
export const blackjackFamily: GameFamily = {
  family: 'blackjack',
  // One page plays every dealer game: it reads which from describe().game.
  page: 'cards',
  describe: (game) => ({
    game: 'blackjack',
    stakes: stakeLimits(game),
    returnToPlayer: BASIC_STRATEGY_RETURN,
    rules: {
      decks: DECKS,
      dealerStandsOnSoft17: true,
      blackjackPays: '3:2',
      doubleOn: 'any two cards, also after a split',
      splits: 1,
      splitAces: 'one card each',
      insurance: '2:1',
      insuranceStake: 'half the stake in whole pesos',
      surrender: false,
    },
    look: tableLook(game),
  }),
  routes: (app, ctx) => cardRoutes(app, ctx, 'blackjack'),
  tick: (ctx) => finishAbandoned(ctx, 'blackjack'),
};

const RoundId = Type.String({ format: 'uuid' });
const Stake = Type.Integer({ minimum: 1, maximum: 100_000_000 });
const CARD_ACTIONS = ['hold', 'play', 'fold', 'call'] as const;
const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'] as const;

/**
 * POST /api/<family>/deal takes the round's first bet and deals; POST /api/<family>/act takes
 * one decision (with its further bet, if it has one). Both answer the round: open with what the
 * player sees, or ended with its result, win and revealed seed.
 */
function cardRoutes(scope: FastifyInstance, ctx: FamilyContext, family: 'cards' | 'blackjack') {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const actions = family === 'cards' ? CARD_ACTIONS : BLACKJACK_ACTIONS;

  /** The round's game, when it is one of this family's tables. */
  const tableOfRound = async (roundId: string) => {
    const code = await ctx.rounds.gameOf(roundId);
    const game = code ? ctx.game(code) : undefined;
    if (!game || game.family !== family) throw new RoundError('ROUND_NOT_FOUND');
    const table = tableOf(game);
    if (!table) throw new RoundError('UNKNOWN_GAME');
    return { game, table };
  };

  app.post(
    `/api/${family}/deal`,
    {
      schema: {
        body: Type.Object(
          {
            ...PlayerFields,
            roundId: RoundId,
            clientSeed: ClientSeed,
            stake: Stake,
            ...(family === 'cards' ? { pairPlus: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })) } : {}),
          },
          closed,
        ),
      },
      preHandler: ctx.perToken,
    },
    async (request) => {
      const body = request.body as {
        user: string;
        token: string;
        currency: string;
        roundId: string;
        clientSeed: string;
        stake: number;
        pairPlus?: number;
      };
      const { game, table } = await tableOfRound(body.roundId);
      const bets = { stake: body.stake, pairPlus: body.pairPlus ?? 0 };
      const { min, max } = stakeLimits(game);
      const fits = (amount: number) => amount % 100 === 0 && amount >= min && amount <= max;
      if (!fits(bets.stake) || (bets.pairPlus !== 0 && (table.game !== 'three-card' || !fits(bets.pairPlus))))
        throw new RoundError('BAD_STAKE');
      return ctx.rounds.start(playerOf(body), body.roundId, body.clientSeed, bets.stake + bets.pairPlus, (random) =>
        table.deal(random, bets),
      );
    },
  );

  app.post(
    `/api/${family}/act`,
    {
      schema: {
        body: Type.Object(
          {
            ...PlayerFields,
            roundId: RoundId,
            action: Type.Union(actions.map((a) => Type.Literal(a))),
            ...(family === 'cards' ? { held: Type.Optional(Type.Array(Type.Boolean(), { minItems: 5, maxItems: 5 })) } : {}),
          },
          closed,
        ),
      },
      preHandler: ctx.perToken,
    },
    async (request) => {
      const body = request.body as { user: string; token: string; currency: string; roundId: string } & Decision;
      const { table } = await tableOfRound(body.roundId);
      const player = playerOf(body);
      const decision: Decision = { action: body.action, held: body.held };
      // The further bet is a multiple of the round's first stake, which only the kept hand knows.
      return ctx.rounds.act(
        player,
        body.roundId,
        (state) => table.extraStake(state, decision),
        (state) => table.act(state, decision),
      );
    },
  );
}

const playerOf = (body: Player): Player => ({ user: body.user, token: body.token, currency: body.currency });

/** Ends this family's hands left alone for ten minutes with the default decision; the win is sent like any other. */
async function finishAbandoned(ctx: FamilyContext, family: 'cards' | 'blackjack'): Promise<void> {
  await ctx.rounds.finishAbandoned(
    ABANDONED_AFTER_MS,
    ctx.codesOf(family),
    (code, state) => {
      const game = ctx.game(code);
      const table = game?.family === family ? tableOf(game) : null;
      return table && (state as { kind?: unknown } | null)?.kind === table.game ? table.abandon(state) : null;
    },
    ctx.now(),
  );
}
