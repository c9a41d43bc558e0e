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

/** A round's wallet movements, and the game provider's page where the player checks the round itself (seeds, outcome, legs). */
export const OrderDetail = Type.Object({
  orderId: Type.String(),
  lines: Type.Array(OrderLine),
  roundPage: Type.Union([Type.String(), Type.Null()]),
});
export type OrderDetail = Static<typeof OrderDetail>;
