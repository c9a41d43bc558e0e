import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AggregatorGame, FamilyContext, GameFamily } from '../family';
import { RoundError } from '../round-error';
import { centavos, play, type Play, type SlotParams, type Spin } from './engine';
import { SlotJackpots } from './jackpot';
import { paramsFor } from './params';
import { exactReturn } from './returns';
import { SCATTER, SYMBOL_NAMES, WILD } from './themes';

const closed = { additionalProperties: false } as const;
const GameCode = Type.String({ pattern: '^[a-z0-9_-]{1,64}$' });
const SpinBody = Type.Object(
  {
    user: Type.String({ pattern: '^p\\d{6,}$' }),
    token: Type.String({ minLength: 16, maxLength: 128 }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    roundId: Type.String({ format: 'uuid' }),
    clientSeed: Type.String({ minLength: 1, maxLength: 64 }),
    stake: Type.Integer({ minimum: 1 }),
  },
  closed,
);

/** What the page needs to draw and explain a slot; pays are hundredths of the stake (per line, per way). */
export function describeSlot(game: AggregatorGame) {
  const p = paramsFor(game);
  const parts = exactReturn(p);
  return {
    returnToPlayer: p.returnToPlayer,
    /** The base game with its free spins, and the jackpot's part, of the return. */
    returns: { game: parts.round, jackpot: parts.jackpot },
    mechanic: p.mechanic,
    reels: p.reels,
    rows: p.rows,
    theme: p.theme,
    palette: p.palette,
    symbols: [...p.symbols, ...(p.wild ? [WILD] : []), ...(p.scatter ? [SCATTER] : [])].map((id) => ({ id, ...SYMBOL_NAMES[id] })),
    wild: p.wild ? WILD : null,
    scatter: p.scatter ? SCATTER : null,
    paytable: p.paytable,
    lines: p.lines,
    ways: p.mechanic === 'ways' ? p.rows ** p.reels : null,
    freeSpins: p.freeSpins,
    /** The pool itself: GET /api/slot/jackpot/<code>, and every spin's answer. */
    jackpot: p.jackpot && { share: p.jackpot.shareBp / 10_000, seed: p.jackpot.seed },
    stakes: p.stakes,
    /** What the reels show before the first spin: the top of each strip, different for every game. */
    preview: p.strips.map((strip) => strip.slice(0, p.rows)),
  };
}

/** A spin as the player sees it: wins in centavos, the multiplier of a free spin included. */
function shown(spin: Spin, stake: number, multiplier: number) {
  return {
    grid: spin.grid,
    wins: spin.wins.map(({ units, ...win }) => ({ ...win, win: centavos(stake, units * multiplier) })),
  };
}

function resultOf(params: SlotParams, outcome: Play, stake: number, pool: number) {
  const { free } = outcome;
  return {
    ...shown(outcome, stake, 1),
    ...(free && {
      freeSpins: {
        multiplier: free.multiplier,
        awarded: free.awarded,
        spins: free.spins.map((spin) => ({
          ...shown(spin, stake, free.multiplier),
          win: centavos(stake, spin.units),
          awarded: spin.awarded,
        })),
        win: centavos(stake, free.units),
      },
    }),
    ...(params.jackpot && { jackpot: { hit: outcome.jackpot, pool } }),
  };
}

export const slotFamily: GameFamily = {
  family: 'slot',
  page: 'slot',
  describe: describeSlot,
  routes(server, ctx: FamilyContext) {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    const jackpots = new SlotJackpots(ctx.db);
    const paramsOf = (code: string | null) => {
      const game = code === null ? undefined : ctx.game(code);
      return game?.family === 'slot' ? paramsFor(game) : undefined;
    };

    /**
     * Plays a committed round of the game it was committed for, at a stake that game takes. A
     * jackpot game plays for the pool as it stands now; once the bet is taken (even if the win
     * has to be sent again later), the round's share goes in and a hit reseeds the pool.
     */
    app.post('/api/slot/spin', { schema: { body: SpinBody }, preHandler: ctx.perToken }, async (request) => {
      const { user, token, currency, roundId, clientSeed, stake } = request.body;
      const code = await ctx.rounds.gameOf(roundId);
      const params = paramsOf(code);
      if (!params) throw new RoundError('ROUND_NOT_FOUND');
      if (!params.stakes.includes(stake)) throw new RoundError('BAD_STAKE');
      const jackpot = params.jackpot;
      const pool = jackpot ? await jackpots.pool(params.code, jackpot.seed) : 0;
      const round: { outcome?: Play } = {};
      const settle = async () =>
        jackpot && round.outcome ? jackpots.settle(params.code, roundId, jackpot, stake, round.outcome.jackpot ? pool : 0) : null;
      const played = await ctx.rounds
        .instant({ user, token, currency }, roundId, clientSeed, stake, (random) => {
          const outcome = play(params, stake, random);
          round.outcome = outcome;
          return { result: resultOf(params, outcome, stake, pool), win: centavos(stake, outcome.total) + (outcome.jackpot ? pool : 0) };
        })
        .catch(async (error: unknown) => {
          await settle();
          throw error;
        });
      const after = await settle();
      return after === null ? played : { ...played, jackpotPool: after };
    });

    /** A jackpot game's pool now, in centavos. */
    app.get('/api/slot/jackpot/:game', { schema: { params: Type.Object({ game: GameCode }, closed) } }, async (request) => {
      const params = paramsOf(request.params.game);
      if (!params?.jackpot) throw new RoundError('UNKNOWN_GAME');
      return { pool: await jackpots.pool(params.code, params.jackpot.seed) };
    });
  },
};
