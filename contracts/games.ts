import { Type, type Static } from 'typebox';

/** Lobby categories a game belongs to (SPEC §2 "Game lobby"); BG, JP, COLOR and NEW are filters over them. */
export const GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'POKER', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];
const GAME_CLASSIFIES = ['JP', 'BG'] as const;

/** A game tile as every game call answers it (SPEC §3 "Game"). */
export const Game = Type.Object({
  nodeId: Type.Integer(),
  gameId: Type.String(),
  gameName: Type.String(),
  displayName: Type.String(),
  gameType: Type.String(),
  vassalage: Type.String({ description: 'Vendor code' }),
  vendor: Type.String({ description: 'Vendor display name' }),
  gameCode: Type.String(),
  gameGroupId: Type.Union([Type.String(), Type.Null()]),
  lottoMode: Type.Union([Type.String(), Type.Null()]),
  gameClassifyNew: Type.Union([Type.String(), Type.Null()]),
  iconUrl: Type.String(),
  showIcon: Type.String(),
  mobileLargeIcon: Type.String(),
  supportPlay: Type.Boolean(),
  isNew: Type.Boolean(),
  minBet: Type.Integer({ description: 'Centavos' }),
});
export type Game = Static<typeof Game>;

export const GameListQuery = Type.Object(
  {
    merchant: Type.Optional(Type.String({ maxLength: 32 })),
    platform: Type.Optional(Type.Literal('html5')),
    gameName: Type.Optional(Type.String({ maxLength: 64 })),
    gameType: Type.Optional(Type.Unsafe<GameType>({ type: 'string', enum: [...GAME_TYPES] })),
    vassalage: Type.Optional(Type.String({ maxLength: 32 })),
    gameClassify: Type.Optional(Type.Unsafe<(typeof GAME_CLASSIFIES)[number]>({ type: 'string', enum: [...GAME_CLASSIFIES] })),
    minBet: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Compared with games.min_line, an int4 column: bounded to int4, not only to bigint. */
    minLine: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    language: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    isNew: Type.Optional(Type.Boolean()),
    clientType: Type.Optional(Type.Integer()),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { additionalProperties: false },
);
export type GameListQuery = Static<typeof GameListQuery>;

export const GameListValue = Type.Object({
  games: Type.Array(Game),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type GameListValue = Static<typeof GameListValue>;

export const VendorEntry = Type.Object({
  vassalage: Type.String(),
  accountTypeName: Type.String(),
  gameType: Type.String(),
  gameCount: Type.Integer(),
});
export type VendorEntry = Static<typeof VendorEntry>;

/** GCSGAME_getVassGameType: the lobby's categories in server order, and the vendors of each. */
export const VendorTypesValue = Type.Object({
  categories: Type.Array(Type.Object({ gameCategory: Type.String(), sort: Type.Integer() })),
  vendors: Type.Array(VendorEntry),
});
export type VendorTypesValue = Static<typeof VendorTypesValue>;

export const GameListOnly = Type.Object({ list: Type.Array(Game) });
export type GameListOnly = Static<typeof GameListOnly>;

export const FavouriteBody = Type.Object(
  { nodeId: Type.Integer({ minimum: 1 }), vendor: Type.Optional(Type.String({ maxLength: 32 })) },
  { additionalProperties: false },
);
export type FavouriteBody = Static<typeof FavouriteBody>;

export const FavouritePageValue = Type.Object({
  content: Type.Array(Game),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
});
export type FavouritePageValue = Static<typeof FavouritePageValue>;

const Language = Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' }));

/** Launch one catalogue game by its node id (SPEC §4 "generic launch"). */
const GameLaunchBody = Type.Object({ nodeId: Type.Integer({ minimum: 1 }), language: Language }, { additionalProperties: false });

/**
 * Launch a lottery (SPEC §2 /m/launchGame): its lobby (code "lobby") or one game, by play type
 * (ent: entertainment, fast draws; trad: traditional) and prize mode, which names the lottery
 * vendor (SEA: TCG_SEA; Elott, the default: the platform's own lotteries).
 */
export const LotteryLaunchBody = Type.Object(
  {
    playType: Type.Union([Type.Literal('ent'), Type.Literal('trad')]),
    prizeMode: Type.String({ pattern: '^[A-Za-z]{1,16}$' }),
    code: Type.String({ pattern: '^[a-z0-9_-]{1,64}$' }),
    gameId: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,64}$' })),
    gameGroupId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
    language: Language,
  },
  { additionalProperties: false },
);
export type LotteryLaunchBody = Static<typeof LotteryLaunchBody>;

export const LaunchBody = Type.Union([GameLaunchBody, LotteryLaunchBody]);
export type LaunchBody = Static<typeof LaunchBody>;

/** The vendor's page, with a short-lived game token in its URL (never the session token). */
export const LaunchValue = Type.Object({ url: Type.String(), gameName: Type.String() });
export type LaunchValue = Static<typeof LaunchValue>;
