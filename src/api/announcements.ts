import type { AnnouncementList } from '../../contracts/announcements';
import type { Http } from './http';

export type { Announcement, AnnouncementList, AnnouncementType } from '../../contracts/announcements';

/** SPEC §9 "platform ... M for announcements". */
const PLATFORM = 'M';

/** Read flags come back only when the session token rides along (the http client adds it). */
export function announcementsApi(http: Http) {
  return {
    list: (params: { types: string; groupName: string }) =>
      http.request<AnnouncementList>({
        method: 'GET',
        url: '/wps/relay/MCSFE_getListAnnouncements',
        params: { platform: PLATFORM, ...params },
      }),
    markRead: (announcementId: number) =>
      http.request<null>({ method: 'POST', url: '/wps/relay/MCSFE_markAnnouncementAsRead', data: { announcementId, read: true } }),
  };
}
