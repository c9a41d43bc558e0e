import { accountApi } from './account';
import { announcementsApi } from './announcements';
import { gamesApi } from './games';
import { createHttp, type HttpOptions } from './http';
import { memberApi } from './member';
import { recordsApi } from './records';
import { sessionApi } from './session';
import { systemApi } from './system';
import { walletApi } from './wallet';

/** One module per server domain, all over the same axios instance. Stores receive this object. */
export function createApi(options: HttpOptions) {
  const http = createHttp(options);
  return {
    system: systemApi(http),
    session: sessionApi(http),
    member: memberApi(http),
    wallet: walletApi(http),
    account: accountApi(http),
    games: gamesApi(http),
    records: recordsApi(http),
    announcements: announcementsApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
export type { RegisterKind } from './account';
export type { Announcement, AnnouncementList } from './announcements';
export type { HelpTopic } from './system';
export type { GameQuery, LaunchValue, Winner } from './games';
export type { Order, OrderDetail, OrderLine, OrderPage, OrderQuery } from './records';
export { ApiError, isAuthError, toApiError } from './ApiError';
