import { Type, type Static } from 'typebox';

/** GET /wps/relay/GCSGAME_getRankList: the winner board (SPEC §7, limit 100 per SPEC §9). */
export const WinnersQuery = Type.Object(
  {
    gameCategory: Type.Optional(Type.String({ maxLength: 16 })),
    language: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type WinnersQuery = Static<typeof WinnersQuery>;

/** One recent win on the winner board; the name comes masked, the amount in centavos. */
export const Winner = Type.Object({
  customerName: Type.String(),
  winAmount: Type.Integer(),
  gameName: Type.String(),
  nodeId: Type.Integer(),
  gameId: Type.String(),
  vendor: Type.String(),
  iconUrl: Type.String(),
  wonAt: Type.String(),
});
export type Winner = Static<typeof Winner>;

export const WinnerList = Type.Object({ list: Type.Array(Winner) });
export type WinnerList = Static<typeof WinnerList>;
