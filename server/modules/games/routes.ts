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
import { authedMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { launchGame, launchLottery } from './launch';
import { favourite, favourites, gameIcon, gameListPage, hotList, lobbyMenu, recentlyPlayed, recordPlayed, unfavourite } from './service';

const gameTypeParam = Type.Optional(Type.Unsafe<GameType>({ type: 'string', enum: [...GAME_TYPES] }));
const language = Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' }));

export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

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
    async (request) => ok(await lobbyMenu(ctx, request.query.gameType)),
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
    async (request) => ok(await gameListPage(ctx, request.query)),
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
    async (request) => ok({ list: await hotList(ctx, request.query.gameType, request.query.pageSize) }),
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
      await favourite(ctx, authedMember(request).id, request.body.nodeId);
      return ok(null);
    },
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    { schema: favouriteSchema('Remove a favourite game'), preHandler: requireSession },
    async (request) => {
      await unfavourite(ctx, authedMember(request).id, request.body.nodeId);
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
      async (request) => ok(await favourites(ctx, authedMember(request).id, request.query.pageNo, request.query.pageSize)),
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
      await recordPlayed(ctx, authedMember(request).id, request.body.nodeId);
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
    async (request) => ok({ list: await recentlyPlayed(ctx, authedMember(request).id, request.query.gameType, request.query.pageSize) }),
  );

  app.post(
    '/wps/game/launchGame',
    {
      schema: {
        tags: ['games'],
        summary:
          'Launch a game by nodeId, or a lottery (lobby or game) by play type, prize mode and code: ' +
          'the vendor page URL with a short-lived game token',
        security: bearerAuth,
        body: LaunchBody,
        response: responses(LaunchValue),
      },
      preHandler: requireSession,
    },
    async (request) => {
      const body = request.body;
      const auth = request.auth!;
      return ok('nodeId' in body ? await launchGame(ctx, auth, body.nodeId, body.language ?? 'EN') : await launchLottery(ctx, auth, body));
    },
  );

  app.get(
    '/wps/game/icon/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,12}\\.svg$' }) }) } },
    async (request, reply) => {
      const svg = await gameIcon(ctx, Number(request.params.file.slice(0, -4)));
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
