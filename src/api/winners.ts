import type { WinnerList } from '../../contracts/winners';
import type { Http } from './http';

export type { Winner } from '../../contracts/winners';

/** The winner board (no session needed). */
export function winnersApi(http: Http) {
  return {
    /** The latest wins over every category (SPEC §7 "gameCategory ALL"). */
    list: (params: { language: string; limitNum: number }) =>
      http.request<WinnerList>({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList', params: { gameCategory: 'ALL', ...params } }),
  };
}
