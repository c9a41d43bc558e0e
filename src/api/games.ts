import type {
  FavouriteBody,
  FavouritePageValue,
  GameListOnly,
  GameListQuery,
  GameListValue,
  GameType,
  LaunchBody,
  LaunchValue,
  VendorTypesValue,
} from '../../contracts/games';
import type { Http } from './http';

/** Every game call names the html5 platform (SPEC §9); the rest of the query is the caller's. */
const PLATFORM = 'html5';
/** Hot list from the platform's own ranking (SPEC §7 "isPlatform 2"). */
const HOT_IS_PLATFORM = 2;
/** SPEC §9 "clientType 2". */
const CLIENT_TYPE = 2;

export type { LaunchValue };

export type GameQuery = Omit<GameListQuery, 'platform' | 'merchant' | 'clientType'>;

export function gamesApi(http: Http) {
  return {
    vendorTypes: () => http.request<VendorTypesValue>({ method: 'GET', url: '/wps/relay/GCSGAME_getVassGameType' }),
    list: (query: GameQuery) =>
      http.request<GameListValue>({ method: 'GET', url: '/wps/relay/GCSGAME_gameList', params: { platform: PLATFORM, ...query } }),
    hot: (params: { pageSize: number; gameType?: GameType; language: string }) =>
      http.request<GameListOnly>({
        method: 'GET',
        url: '/wps/relay/GCSGAME_hotGamesV2',
        params: { isPlatform: HOT_IS_PLATFORM, platform: PLATFORM, ...params },
      }),
    favourites: (params: { pageNo: number; pageSize: number; language: string }) =>
      http.request<FavouritePageValue>({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames', params }),
    addFavourite: (body: FavouriteBody) => http.request<null>({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', data: body }),
    removeFavourite: (body: FavouriteBody) =>
      http.request<null>({ method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2', data: body }),
    addRecent: (nodeId: number) => http.request<null>({ method: 'POST', url: '/wps/relay/MCS2_addRecentGame', data: { nodeId } }),
    /** A game by node id, or a lottery lobby or game; the server records a game as recently played. */
    launch: (body: LaunchBody) => http.request<LaunchValue>({ method: 'POST', url: '/wps/game/launchGame', data: body }),
    recent: (params: { pageSize: number; language: string; gameType?: GameType }) =>
      http.request<GameListOnly>({
        method: 'GET',
        url: '/wps/relay/GCS_recentGame',
        params: { page: 1, clientType: CLIENT_TYPE, ...params },
      }),
  };
}
