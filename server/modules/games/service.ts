import {
  GAME_TYPES,
  type Game,
  type GameListQuery,
  type GameListValue,
  type GameType,
  type VendorTypesValue,
} from '../../../contracts/games';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { gameIconSvg } from './icon';
import {
  addFavourite,
  favouritePage,
  findGame,
  hotGames,
  listGames,
  recentGames,
  removeFavourite,
  touchRecent,
  vendorTypes,
} from './repository';

/**
 * The lobby menu in the operator's order: the game types, then promotions (SPEC §2 "PROMO goes
 * to /m/activity"), which is a menu entry, not a game type.
 */
const LOBBY_CATEGORIES = [...GAME_TYPES, 'PROMO'];

/** SPEC §9 page sizes. */
export const PAGE_SIZES = { gameList: 25, vendorList: 13, hot: 9, recent: 9, favouritesHome: 4, favouritesLobby: 100 };

const unknownGame = () => errors.notFound('Unknown game');

async function knownGame(ctx: AppContext, nodeId: number): Promise<Game> {
  const game = await findGame(ctx.db, nodeId);
  if (!game) throw unknownGame();
  return game;
}

/** The lobby's categories in server order, and the vendors of each (of one type, if asked). */
export async function lobbyMenu(ctx: AppContext, gameType: GameType | undefined): Promise<VendorTypesValue> {
  const rows = await vendorTypes(ctx.db, gameType);
  return {
    categories: LOBBY_CATEGORIES.map((gameCategory, i) => ({ gameCategory, sort: i + 1 })),
    vendors: rows.map((r) => ({
      vassalage: r.vendor_code,
      accountTypeName: r.vendor_name,
      gameType: r.game_type,
      gameCount: Number(r.game_count),
    })),
  };
}

export async function gameListPage(ctx: AppContext, q: GameListQuery): Promise<GameListValue> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? PAGE_SIZES.gameList;
  const { games, totalCount } = await listGames(ctx.db, { ...q, pageNo, pageSize });
  return { games, pageNum: pageNo, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}

export function hotList(ctx: AppContext, gameType: GameType | undefined, pageSize = PAGE_SIZES.hot): Promise<Game[]> {
  return hotGames(ctx.db, gameType, pageSize);
}

export async function favourite(ctx: AppContext, memberId: number, nodeId: number): Promise<void> {
  await knownGame(ctx, nodeId);
  await addFavourite(ctx.db, memberId, nodeId);
}

export function unfavourite(ctx: AppContext, memberId: number, nodeId: number): Promise<void> {
  return removeFavourite(ctx.db, memberId, nodeId);
}

export async function favourites(ctx: AppContext, memberId: number, pageNo = 1, pageSize = PAGE_SIZES.favouritesHome) {
  const page = await favouritePage(ctx.db, memberId, pageNo, pageSize);
  return { content: page.content, pageNum: pageNo, totalPages: page.totalPages };
}

export async function recordPlayed(ctx: AppContext, memberId: number, nodeId: number): Promise<void> {
  await knownGame(ctx, nodeId);
  await touchRecent(ctx.db, memberId, nodeId);
}

export function recentlyPlayed(ctx: AppContext, memberId: number, gameType: GameType | undefined, pageSize = PAGE_SIZES.recent) {
  return recentGames(ctx.db, memberId, gameType, pageSize);
}

/** A game's icon, drawn from its name and type. */
export async function gameIcon(ctx: AppContext, nodeId: number): Promise<string> {
  const game = await knownGame(ctx, nodeId);
  return gameIconSvg(game.gameName, game.gameType);
}
