import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  FavouriteBody,
  FavouritePageValue,
  GAME_TYPES,
  GameListOnly,
  GameListQuery,
  GameListValue,
  LaunchBody,
  LaunchValue,
  VendorTypesValue,
  type GameType,
} from '../../../contracts/games';
import { errors } from '../../http/app-error';
import { authedMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { addFavourite, favouritePage, recentGames, removeFavourite, touchRecent } from './favourites';
import { gameIconSvg } from './icon';
import { launchGame, launchLottery } from './launch';
import { findGame, hotGames, listGames, vendorTypes } from './repository';

/**
 * The lobby menu in the operator's order: the game types, then promotions (SPEC §2 "PROMO goes
 * to /m/activity"), which is a menu entry, not a game type.
 */
const LOBBY_CATEGORIES = [...GAME_TYPES, 'PROMO'];

/** SPEC §9 page sizes. */
export const PAGE_SIZES = { gameList: 25, vendorList: 13, hot: 9, recent: 9, favouritesHome: 4, favouritesLobby: 100 };

const gameTypeParam = Type.Optional(Type.Unsafe<GameType>({ type: 'string', enum: [...GAME_TYPES] }));
const language = Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' }));
const unknownGame = () => errors.notFound('Unknown game');

export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags: ['games'],
        summary: 'Lobby categories in server order, and the vendors of each',
        querystring: Type.Object(
          { gameType: gameTypeParam, language, merchant: Type.Optional(Type.String({ maxLength: 32 })) },
          { additionalProperties: false },
        ),
        response: responses(VendorTypesValue),
      },
    },
    async (request) => {
      const rows = await vendorTypes(db, request.query.gameType);
      return ok({
        categories: LOBBY_CATEGORIES.map((gameCategory, i) => ({ gameCategory, sort: i + 1 })),
        vendors: rows.map((r) => ({
          vassalage: r.vendor_code,
          accountTypeName: r.vendor_name,
          gameType: r.game_type,
          gameCount: Number(r.game_count),
        })),
      });
    },
  );

  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags: ['games'],
        summary: 'One page of games; gameName searches names (case-insensitive, trimmed)',
        querystring: GameListQuery,
        response: responses(GameListValue),
      },
    },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZES.gameList;
      const { games, totalCount } = await listGames(db, { ...request.query, pageNo, pageSize });
      return ok({ games, pageNum: pageNo, totalPages: Math.ceil(totalCount / pageSize), totalCount });
    },
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags: ['games'],
        summary: 'The hot list, hottest first',
        querystring: Type.Object(
          {
            isPlatform: Type.Optional(Type.Integer()),
            platform: Type.Optional(Type.Literal('html5')),
            language,
            merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
            gameType: gameTypeParam,
            pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
          },
          { additionalProperties: false },
        ),
        response: responses(GameListOnly),
      },
    },
    async (request) => ok({ list: await hotGames(db, request.query.gameType, request.query.pageSize ?? PAGE_SIZES.hot) }),
  );

  const favouriteSchema = (summary: string) => ({
    tags: ['games'],
    summary,
    security: bearerAuth,
    body: FavouriteBody,
    response: responses(Type.Null()),
  });

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    { schema: favouriteSchema('Add a favourite game'), preHandler: requireSession },
    async (request) => {
      if (!(await findGame(db, request.body.nodeId))) throw unknownGame();
      await addFavourite(db, authedMember(request).id, request.body.nodeId);
      return ok(null);
    },
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    { schema: favouriteSchema('Remove a favourite game'), preHandler: requireSession },
    async (request) => {
      await removeFavourite(db, authedMember(request).id, request.body.nodeId);
      return ok(null);
    },
  );

  for (const url of ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCSFE_getFavoriteGamesList']) {
    app.get(
      url,
      {
        schema: {
          tags: ['games'],
          summary: 'The player\u2019s favourites, newest first (4 a page on home, 100 in the lobby)',
          security: bearerAuth,
          querystring: Type.Object(
            {
              pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
              pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
              language,
            },
            { additionalProperties: false },
          ),
          response: responses(FavouritePageValue),
        },
        preHandler: requireSession,
      },
      async (request) => {
        const pageNo = request.query.pageNo ?? 1;
        const page = await favouritePage(db, authedMember(request).id, pageNo, request.query.pageSize ?? PAGE_SIZES.favouritesHome);
        return ok({ content: page.content, pageNum: pageNo, totalPages: page.totalPages });
      },
    );
  }

  app.post(
    '/wps/relay/MCS2_addRecentGame',
    {
      schema: {
        tags: ['games'],
        summary: 'Record a game as just played',
        security: bearerAuth,
        body: FavouriteBody,
        response: responses(Type.Null()),
      },
      preHandler: requireSession,
    },
    async (request) => {
      if (!(await findGame(db, request.body.nodeId))) throw unknownGame();
      await touchRecent(db, authedMember(request).id, request.body.nodeId);
      return ok(null);
    },
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      schema: {
        tags: ['games'],
        summary: 'Recently played games, newest first',
        security: bearerAuth,
        querystring: Type.Object(
          {
            page: Type.Optional(Type.Integer({ minimum: 1 })),
            pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
            gameType: gameTypeParam,
            language,
            clientType: Type.Optional(Type.Integer()),
          },
          { additionalProperties: false },
        ),
        response: responses(GameListOnly),
      },
      preHandler: requireSession,
    },
    async (request) =>
      ok({ list: await recentGames(db, authedMember(request).id, request.query.gameType, request.query.pageSize ?? PAGE_SIZES.recent) }),
  );

  app.post(
    '/wps/game/launchGame',
    {
      schema: {
        tags: ['games'],
        summary:
          'Launch a game by nodeId, or a lottery (lobby or game) by play type, prize mode and code: the vendor page URL with a short-lived game token',
        security: bearerAuth,
        body: LaunchBody,
        response: responses(LaunchValue),
      },
      preHandler: requireSession,
    },
    async (request) => {
      const body = request.body;
      const auth = request.auth!;
      return ok(
        'nodeId' in body ? await launchGame(app.ctx, auth, body.nodeId, body.language ?? 'EN') : await launchLottery(app.ctx, auth, body),
      );
    },
  );

  app.get(
    '/wps/game/icon/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,12}\\.svg$' }) }) } },
    async (request, reply) => {
      const game = await findGame(db, Number(request.params.file.slice(0, -4)));
      if (!game) throw unknownGame();
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(gameIconSvg(game.gameName, game.gameType));
    },
  );
};
