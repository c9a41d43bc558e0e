import { Type, type Static } from 'typebox';
import { GAME_TYPES, type GameType } from './games';
import { DAY_RANGE_PAGE_FIELDS, PageOf } from './paging';

/** The betting record (session required): the player's rounds and the wallet movements of one. */

/** GET /lgw/orders: YYYY-MM-DD dates, both ends included, at most three months apart (default: the last 7 days). */
export const OrdersQuery = Type.Object(
  { ...DAY_RANGE_PAGE_FIELDS, gameType: Type.Optional(Type.Unsafe<GameType>({ type: 'string', enum: [...GAME_TYPES] })) },
  { additionalProperties: false },
);
export type OrdersQuery = Static<typeof OrdersQuery>;

/** One round of the betting record; money in integer centavos, times ISO. */
export const Order = Type.Object({
  orderId: Type.String(),
  gameName: Type.String(),
  gameType: Type.String(),
  nodeId: Type.Union([Type.Integer(), Type.Null()]),
  stake: Type.Integer({ description: 'Centavos' }),
  win: Type.Integer({ description: 'Centavos' }),
  profit: Type.Integer({ description: 'Centavos' }),
  status: Type.Union([Type.Literal('settled'), Type.Literal('refunded'), Type.Literal('pending')], {
    description: 'pending: no result yet (a lottery ticket before its draw)',
  }),
  placedAt: Type.String(),
  settledAt: Type.String(),
});
export type Order = Static<typeof Order>;

export const OrderPage = PageOf(Order);
export type OrderPage = Static<typeof OrderPage>;

/** GET /lgw/orders/detail */
export const OrderDetailQuery = Type.Object({ orderId: Type.String({ minLength: 3, maxLength: 200 }) }, { additionalProperties: false });
export type OrderDetailQuery = Static<typeof OrderDetailQuery>;

/** One wallet movement of a round; balanceAfter in centavos. */
export const OrderLine = Type.Object({
  transactionId: Type.String(),
  kind: Type.Unsafe<'bet' | 'win' | 'rollback'>({ type: 'string' }),
  state: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  time: Type.String(),
});
export type OrderLine = Static<typeof OrderLine>;

const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** The markets and picks a sports slip's leg can have. */
export const SLIP_MARKETS = ['winner', 'handicap', 'total', 'distance'] as const;
export const SLIP_SELECTIONS = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'] as const;
export const LEG_OUTCOMES = ['won', 'lost', 'void'] as const;

/** One pick of a sports slip: the match, the market and pick at its odds, and how it ended (null: not yet). */
export const SlipLeg = Type.Object({
  competition: Type.String({ maxLength: 100 }),
  home: Type.String({ maxLength: 100 }),
  away: Type.String({ maxLength: 100 }),
  kickoffAt: Type.String({ maxLength: 40 }),
  market: oneOf(SLIP_MARKETS),
  selection: oneOf(SLIP_SELECTIONS),
  /** Handicap: the home side's line; total: the line; else null. */
  line: Type.Union([Type.Number(), Type.Null()]),
  odds: Type.Number({ minimum: 1, maximum: 1_000_000 }),
  outcome: Type.Union([oneOf(LEG_OUTCOMES), Type.Null()]),
  /** The final score, once the match has one. */
  score: Type.Union([Type.Object({ home: Type.Integer(), away: Type.Integer() }), Type.Null()]),
});
export type SlipLeg = Static<typeof SlipLeg>;

/** A sports round as the provider recorded it: a single or a parlay of legs, at the odds taken. */
export const BetSlip = Type.Object({
  kind: oneOf(['single', 'parlay'] as const),
  odds: Type.Number({ minimum: 1 }),
  legs: Type.Array(SlipLeg, { minItems: 1, maxItems: 20 }),
});
export type BetSlip = Static<typeof BetSlip>;

/**
 * A round's wallet movements; the game provider's page where the player checks the round itself
 * (seeds, outcome, legs); and a sports round's slip, when the provider could tell it.
 */
export const OrderDetail = Type.Object({
  orderId: Type.String(),
  lines: Type.Array(OrderLine),
  roundPage: Type.Union([Type.String(), Type.Null()]),
  slip: Type.Union([BetSlip, Type.Null()]),
  /** Until when the player may cancel the round (a lottery ticket while its draw sells), as its provider says; null: not. */
  cancellableUntil: Type.Union([Type.String(), Type.Null()]),
});
export type OrderDetail = Static<typeof OrderDetail>;

/** POST /lgw/orders/suborders/cancel: one round of the betting record (a lottery ticket), cancelled and refunded. */
export const CancelSubOrderBody = Type.Object({ orderId: Type.String({ minLength: 3, maxLength: 200 }) }, { additionalProperties: false });
export type CancelSubOrderBody = Static<typeof CancelSubOrderBody>;
